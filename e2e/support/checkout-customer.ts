import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CartLineInput, ProductCard } from '../../packages/shared/src/index';
import { type Customer, registerCustomer, SHOP, signInThroughApi } from './customer';
import type { CaughtMail } from './mail-catcher';

/**
 * Customers for the checkout journeys: registered through the API (code from the mail
 * catcher), signed in in the page's context, with addresses and server-cart lines written
 * through the API, so each journey starts at the cart with what it needs.
 */
export type CheckoutCustomer = Customer & { userId: string; token: string };

export type AddressInput = { new_address: string; area: string; city: string; pincode: string };

/** In Jaipur, near the demo shop; 302001 is among the demo pincodes. */
export const SERVED_ADDRESS: AddressInput = {
  new_address: '21, Chandpole Bazaar',
  area: 'Pink City',
  city: 'Jaipur',
  pincode: '302001',
};

/** A valid pincode the demo shop does not deliver to. */
export const UNSERVED_ADDRESS: AddressInput = {
  new_address: '7, Lake Road',
  area: 'Old Town',
  city: 'Faraway',
  pincode: '999999',
};

export async function checkoutCustomer(
  page: Page,
  mails: CaughtMail[],
  tag: string,
): Promise<CheckoutCustomer> {
  const email = `checkout.${tag}.${Date.now()}@example.com`;
  const customer = await registerCustomer(page.request, mails, email);
  await signInThroughApi(page, customer);
  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.ok(), `refresh answers ${refreshed.status()}`).toBeTruthy();
  const me = (await refreshed.json()) as { user: { user_id: string }; accessToken: string };
  return { ...customer, userId: me.user.user_id, token: me.accessToken };
}

const auth = (customer: CheckoutCustomer) => ({ authorization: `Bearer ${customer.token}` });

export async function addAddress(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  address: AddressInput,
  location: 'Home' | 'Office' | 'Others' = 'Home',
): Promise<string> {
  const response = await request.post('/api/address', {
    headers: auth(customer),
    data: { location_user: location, ...address, user_id: customer.userId, user_name: customer.fullName },
  });
  expect(response.ok(), `POST /api/address answers ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function findCard(request: APIRequestContext, title: string): Promise<ProductCard> {
  const response = await request.get(`/api/products?pageSize=5&search=${encodeURIComponent(title)}`);
  const { items } = (await response.json()) as { items: ProductCard[] };
  const card = items.find((item) => item.title === title);
  expect(card, `product ${title} (cart fixtures)`).toBeTruthy();
  return card as ProductCard;
}

/** The cart line the product page sends for a simple product's card: a guest's, one unit, unless `extra` says. */
export const cardToLine = (card: ProductCard, extra: Partial<CartLineInput> = {}): CartLineInput => ({
  product_id: card.product_id,
  product_sku: card.sku,
  product_name: card.title,
  product_price: card.originalPrice,
  product_saleprice: card.discountPrice,
  product_stockstatus: card.totalStock,
  product_status: 'Active',
  product_image: card.image,
  product_gallery: [],
  description: '',
  short_description: card.short_description,
  category: card.category,
  product_type: card.product_type,
  variation_attributes: {},
  typeofsimple: '',
  user_id: '',
  user_name: '',
  delivery_days: card.delivery_days,
  main_id: SHOP,
  quantity: 1,
  ...extra,
});

/** Puts a simple product in the customer's server cart. */
export async function addToServerCart(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  title: string,
  quantity = 1,
): Promise<ProductCard> {
  const card = await findCard(request, title);
  const line = cardToLine(card, { user_id: customer.userId, user_name: customer.fullName, quantity });
  const response = await request.post('/api/cart', { headers: auth(customer), data: line });
  expect(response.status(), 'POST /api/cart').toBe(201);
  return card;
}

/** From the cart to /checkout, the way a shopper goes: the cart saves the checkout data. */
export async function goToCheckout(page: Page) {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
}
