import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ProductCard } from '../../packages/shared/src/index';

/** The storefront journeys' lookups: products are found through the API, as the app finds them. */
export const SHOP = process.env.E2E_SHOP_ID ?? 'nakshatra-demo';

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), `${path} answers ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

export async function allCards(request: APIRequestContext, query = ''): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; page < 50; page += 1) {
    const body = await api<{ items: ProductCard[]; total: number }>(
      request,
      `/products?pageSize=48&page=${page}${query ? `&${query}` : ''}`,
    );
    cards.push(...body.items);
    if (cards.length >= body.total || body.items.length === 0) break;
  }
  return cards;
}

export async function total(request: APIRequestContext, query: string): Promise<number> {
  return (await api<{ total: number }>(request, `/products?pageSize=1&${query}`)).total;
}

export async function productCount(page: Page, expected: number) {
  await expect(page.getByText(new RegExp(`^${expected} products?$`))).toBeVisible();
}

export function cardsOnPage(page: Page) {
  return page.getByTestId('product-card');
}
