import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ProductCard } from '../packages/shared/src/index';
import { CART_FIXTURES } from './support/cart-fixtures';
import { cardToLine } from './support/checkout-customer';
import { newCartCustomer, signInThroughApi } from './support/customer';
import { type CaughtMail, catchMailForFile } from './support/mail-catcher';

/**
 * A 50-line cart, a guest's and a customer's, measured for the time to show every line and
 * for a quantity change. Needs the cart fixtures' 50 bulk products (see e2e/cart.spec.ts).
 */

const mailbox = catchMailForFile();
const mails = (): CaughtMail[] => mailbox.mails;

const badge = (page: Page) => page.getByTestId('floating-cart-count');
async function bulkCards(request: APIRequestContext): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; cards.length < CART_FIXTURES.bulkCount && page < 5; page++) {
    const response = await request.get(
      `/api/products?pageSize=48&page=${page}&search=${encodeURIComponent('E2E Bulk Attar')}`,
    );
    const { items } = (await response.json()) as { items: ProductCard[] };
    if (items.length === 0) break;
    cards.push(...items);
  }
  return cards.sort((a, b) => a.title.localeCompare(b.title)).slice(0, CART_FIXTURES.bulkCount);
}

/** Records when the cart first shows `count` lines (performance.now(), from navigation start). */
async function watchLineCount(page: Page, count: number) {
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('[data-testid="cart-line"]').length >= wanted) {
        (window as unknown as { __linesAt: number }).__linesAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  }, count);
}

/** Median time from a click on + (or -) of line `index` to its quantity changing in the DOM. */
async function timeQuantityClicks(page: Page, index: number, action: 'Increase' | 'Decrease', times: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const ms = await page.evaluate(
      ({ index, action }) =>
        new Promise<number>((resolve, reject) => {
          const row = document.querySelectorAll('[data-testid="cart-line"]')[index]!;
          const output = row.querySelector('output')!;
          const button = row.querySelector<HTMLButtonElement>(`button[aria-label^="${action} quantity"]`)!;
          const before = output.textContent;
          const observer = new MutationObserver(() => {
            if (output.textContent !== before) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(output, { childList: true, characterData: true, subtree: true });
          setTimeout(() => reject(new Error('quantity did not change')), 5000);
          const start = performance.now();
          button.click();
        }),
      { index, action },
    );
    samples.push(ms);
    // let the customer's confirmation and re-read settle between clicks
    await page.waitForLoadState('networkidle');
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, max: samples[samples.length - 1]! };
}

function report(name: string, figures: Record<string, number>) {
  const text = Object.entries(figures)
    .map(([key, value]) => `${key}=${value.toFixed(1)}ms`)
    .join(' ');
  test.info().annotations.push({ type: 'perf', description: `${name}: ${text}` });
  console.log(`[perf ${test.info().project.name}] ${name}: ${text}`);
}

test('a 50-line guest cart renders and updates without visible lag', async ({ page }) => {
  const lines = (await bulkCards(page.request)).map((card) => cardToLine(card));
  expect(lines).toHaveLength(50);
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('storefront.guest-cart', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(lines));
  await watchLineCount(page, 50);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(50);
  await expect(badge(page)).toHaveText('50');
  const render = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      linesAt: (window as unknown as { __linesAt: number }).__linesAt,
      domContentLoaded: nav.domContentLoadedEventEnd,
    };
  });
  await page.waitForLoadState('networkidle');
  const plus = await timeQuantityClicks(page, 24, 'Increase', 5);
  const minus = await timeQuantityClicks(page, 24, 'Decrease', 5);
  report('guest 50 lines', {
    navigationToFiftyLines: render.linesAt,
    domContentLoaded: render.domContentLoaded,
    plusMedian: plus.median,
    plusMax: plus.max,
    minusMedian: minus.median,
  });
  expect(render.linesAt).toBeLessThan(3000);
  expect(plus.median).toBeLessThan(100);
  await expect(page.getByTestId('cart-line').nth(24).getByRole('status')).toHaveText('1');
});

test('a 50-line customer cart renders and updates without visible lag', async ({ page }) => {
  const customer = await newCartCustomer(page.request, mails(), 'bulk');
  const token = await signInThroughApi(page, customer);
  const me = (await (await page.request.post('/api/auth/refresh')).json()) as {
    user: { user_id: string };
    accessToken: string;
  };
  const headers = { authorization: `Bearer ${me.accessToken ?? token}` };
  for (const card of await bulkCards(page.request)) {
    const response = await page.request.post('/api/cart', {
      headers,
      data: { ...cardToLine(card), user_id: me.user.user_id, user_name: customer.fullName },
    });
    expect(response.status()).toBe(201);
  }
  await watchLineCount(page, 50);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(50);
  await expect(badge(page)).toHaveText('50');
  const linesAt = await page.evaluate(() => (window as unknown as { __linesAt: number }).__linesAt);
  await page.waitForLoadState('networkidle');
  const plus = await timeQuantityClicks(page, 24, 'Increase', 5);
  const minus = await timeQuantityClicks(page, 24, 'Decrease', 5);
  report('customer 50 lines', {
    navigationToFiftyLines: linesAt,
    plusMedian: plus.median,
    plusMax: plus.max,
    minusMedian: minus.median,
  });
  expect(linesAt).toBeLessThan(4000);
  expect(plus.median).toBeLessThan(100);
});
