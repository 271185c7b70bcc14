/**
 * Helpers for API tests of checkout, payments and orders: an app with relaxed limits and
 * no hold timer, a shop with settings, a customer with an address and a filled cart.
 */
import type { PlaceOrderBody } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, expect } from 'vitest';
import { addresses, cartLines, orders, paymentButtonConfigs, payments, products } from '../../db/schema';
import { catalogueChanged } from '../../lib/response-cache';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { insertShopSettings, productInput } from '../../test/fixtures';
import { createTestCustomer, RELAXED_AUTH_LIMITS, type TestCustomer } from '../auth/testing';
import { insertProducts, type ProductInput } from '../catalogue/product-writer';
import {
  GatewayError,
  type PaymentGateway,
  type PaymentLimits,
  type PaymentOptions,
  SimulatorGateway,
} from '../payments';

const roomy = { max: 10_000, windowMs: 60_000 };
export const RELAXED_PAYMENT_LIMITS: PaymentLimits = { placePerUser: roomy, verifyPerUser: roomy };

export async function createPaymentTestApp(
  options: { config?: Record<string, string>; payments?: PaymentOptions } = {},
) {
  const ctx = await createTestApp({
    config: options.config,
    app: {
      auth: { limits: RELAXED_AUTH_LIMITS },
      payments: {
        holdSweepMs: 0,
        ...options.payments,
        limits: { ...RELAXED_PAYMENT_LIMITS, ...options.payments?.limits },
      },
    },
  });
  // Closing drops the throw-away database WITH (FORCE) while pg-pool may still be ending its
  // idle clients; the server's goodbye (57P01) then reaches the pool as an 'error' event,
  // which crashes the worker when nobody listens.
  const client = (ctx.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) client.on('error', () => {});
  return {
    ...ctx,
    /** Signs payments and webhooks the way the app's simulator checks them. */
    simulator: new SimulatorGateway(ctx.config.JWT_SECRET),
  };
}

export type PaymentTestCtx = Awaited<ReturnType<typeof createPaymentTestApp>>;

/**
 * A Razorpay stand-in whose order creation fails (500) while `provider.down`; otherwise it
 * makes order `orderId(n)` for the n-th order it made. It verifies nothing and refunds nothing.
 */
export function flakyGateway(
  keyId: string,
  provider: { down: boolean },
  orderId: (made: number) => string,
): PaymentGateway {
  let made = 0;
  return {
    provider: 'razorpay',
    keyId,
    createOrder: async (input) => {
      if (provider.down) throw new GatewayError('Razorpay refused the order (500)', 500);
      made += 1;
      return { id: orderId(made), amount: input.amountPaise, currency: input.currency };
    },
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
    refund: async () => Promise.reject(new GatewayError('no refunds here')),
  };
}

type Buttons = Partial<typeof paymentButtonConfigs.$inferInsert>;

/** The payment buttons a test shop starts with (the advance is the fixture's 25 %). */
const SHOP_BUTTONS: Buttons = { payNow: true, payOnDelivery: true, payManual: false, advancePercentage: 25 };

/** The shop settings of test/fixtures (office in Bengaluru, pincodes 560001-2, bands), with these buttons. */
export async function setUpShop(ctx: PaymentTestCtx, buttons: Buttons = {}) {
  await insertShopSettings(ctx.db, ctx.config.SHOP_ID);
  await setButtons(ctx, { ...SHOP_BUTTONS, ...buttons });
}

/**
 * One payment test app with the fixture shop for the calling file (or describe block), opened
 * before its tests and closed after them (see `madeBeforeAll`); `resetButtons` puts the buttons
 * back before every test, for files whose tests change them.
 */
export function paymentShopForFile(
  options: {
    buttons?: Buttons;
    resetButtons?: boolean;
    app?: Parameters<typeof createPaymentTestApp>[0];
  } = {},
): PaymentTestCtx {
  const ctx = appForFile(async () => {
    const opened = await createPaymentTestApp(options.app);
    await setUpShop(opened, options.buttons);
    return opened;
  });
  if (options.resetButtons) {
    beforeEach(async () => {
      await setButtons(ctx, { ...SHOP_BUTTONS, ...options.buttons });
    });
  }
  return ctx;
}

/** Writes the buttons as the console's save does, announcing the change (checkout keeps its settings). */
export async function setButtons(ctx: PaymentTestCtx, buttons: Buttons) {
  await ctx.db
    .update(paymentButtonConfigs)
    .set(buttons)
    .where(eq(paymentButtonConfigs.shopId, ctx.config.SHOP_ID));
  catalogueChanged(ctx.db);
}

/** The shop office of test/fixtures; 0.027 degrees of latitude north is about 3 km. */
export const OFFICE = { lat: 12.9756, lng: 77.6067 };

export async function insertAddress(
  ctx: PaymentTestCtx,
  who: TestCustomer,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(addresses)
    .values({
      shopId: ctx.config.SHOP_ID,
      userId: who.userId,
      locationUser: 'Home',
      newAddress: '4 Residency Road',
      city: 'Bengaluru',
      area: 'Shanthala Nagar',
      pincode: '560001',
      latitude: OFFICE.lat + 0.027,
      longitude: OFFICE.lng,
      ...values,
    })
    .returning();
  return row!;
}

export type Shopper = { who: TestCustomer; addressId: string };

/** A customer with one served address about 3 km from the office. */
export async function shopper(ctx: PaymentTestCtx, address: Partial<typeof addresses.$inferInsert> = {}) {
  const who = await createTestCustomer(ctx, { fullName: 'Asha Verma', mobile: '9876543210' });
  const row = await insertAddress(ctx, who, address);
  return { who, addressId: row.id };
}

export async function addToCart(
  ctx: PaymentTestCtx,
  who: TestCustomer,
  productId: string,
  sku: string,
  quantity = 1,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: who.headers,
    payload: {
      product_id: productId,
      product_sku: sku,
      user_id: who.userId,
      main_id: ctx.config.SHOP_ID,
      quantity,
    },
  });
  if (res.statusCode !== 201) throw new Error(`add to cart failed: ${res.body}`);
}

let keyCounter = 0;
export const newKey = () => {
  keyCounter += 1;
  return `checkout-${Date.now()}-${keyCounter}`;
};

export function placeBody(
  ctx: PaymentTestCtx,
  buyer: Shopper,
  extra: Partial<PlaceOrderBody> = {},
): PlaceOrderBody {
  return {
    main_id: ctx.config.SHOP_ID,
    user_id: buyer.who.userId,
    payment_mode: 'Pay now',
    billing_address: buyer.addressId,
    shipping_address: buyer.addressId,
    idempotency_key: newKey(),
    ...extra,
  };
}

/** Posts the buyer's order to POST /payment (or /payment/paydelivery) and answers whatever it says. */
export function postOrder(
  ctx: PaymentTestCtx,
  buyer: Shopper,
  extra: Partial<PlaceOrderBody> = {},
  url: '/payment' | '/payment/paydelivery' = '/payment',
) {
  return post(ctx, url, buyer.who, placeBody(ctx, buyer, extra));
}

/** What checkout asks the summary for: the buyer's cart delivered to the buyer's address, with `extra`. */
export const summaryBody = (ctx: PaymentTestCtx, buyer: Shopper, extra: object = {}) => ({
  main_id: ctx.config.SHOP_ID,
  user_id: buyer.who.userId,
  shipping_address: buyer.addressId,
  ...extra,
});

/** POST /payment/summary with `summaryBody`. */
export function postSummary(ctx: PaymentTestCtx, buyer: Shopper, extra: object = {}) {
  return post(ctx, '/payment/summary', buyer.who, summaryBody(ctx, buyer, extra));
}

/** The summary's figures (see `postSummary`); anything but 200 fails the test. */
export async function summaryOf(ctx: PaymentTestCtx, buyer: Shopper, extra: object = {}) {
  const res = await postSummary(ctx, buyer, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export function post(ctx: PaymentTestCtx, url: string, who: TestCustomer | null, payload?: object) {
  return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: who ? who.headers : {}, payload });
}

export function get(ctx: PaymentTestCtx, url: string, who: TestCustomer | null) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? who.headers : {} });
}

export type TestProduct = { id: string; sku: string; title: string };

/** A product written through the product writer: a simple one at ₹500 MRP unless told otherwise. */
export async function addProduct(
  ctx: PaymentTestCtx,
  input: Partial<ProductInput> = {},
): Promise<TestProduct> {
  const product = productInput(input);
  const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [product]);
  return { id: id!, sku: product.sku, title: product.title };
}

/** A new shopper (see `shopper`) with `quantity` units of the product in the cart. */
export async function buyerWith(
  ctx: PaymentTestCtx,
  item: Pick<TestProduct, 'id' | 'sku'>,
  quantity = 1,
  address: Partial<typeof addresses.$inferInsert> = {},
): Promise<Shopper> {
  const buyer = await shopper(ctx, address);
  await addToCart(ctx, buyer.who, item.id, item.sku, quantity);
  return buyer;
}

export type PlacedOrder = {
  order_id: string;
  receipt_id: string;
  razorpay_order: { id: string; amount: number; currency: string };
};

/** Places the buyer's cart through POST /payment (or /payment/paydelivery); anything but 201 fails the test. */
export async function placeOrder(
  ctx: PaymentTestCtx,
  buyer: Shopper,
  extra: Partial<PlaceOrderBody> = {},
  url: '/payment' | '/payment/paydelivery' = '/payment',
): Promise<PlacedOrder> {
  const res = await postOrder(ctx, buyer, extra, url);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Puts `quantity` units in the buyer's cart and places it, paying now or on delivery. */
export async function placeFromCart(
  ctx: PaymentTestCtx,
  buyer: Shopper,
  item: Pick<TestProduct, 'id' | 'sku'>,
  quantity = 1,
  mode: 'Pay now' | 'Pay on delivery' = 'Pay now',
) {
  await addToCart(ctx, buyer.who, item.id, item.sku, quantity);
  const url = mode === 'Pay now' ? '/payment' : '/payment/paydelivery';
  return placeOrder(ctx, buyer, { payment_mode: mode }, url);
}

/** A new shopper who placed an online order of `quantity` units of a new product (5 in stock). */
export async function shopperWithOrder(
  ctx: PaymentTestCtx,
  quantity = 1,
  mode: 'Pay now' | 'Pay on delivery' = 'Pay now',
) {
  const item = await addProduct(ctx, { stock: 5 });
  const buyer = await buyerWith(ctx, item, quantity);
  const body = placeBody(ctx, buyer, { payment_mode: mode });
  const answer = await placeOrder(ctx, buyer, body);
  return { buyer, item, body, answer, providerOrderId: answer.razorpay_order.id };
}

/** The simulator popup: pays (or fails) the provider order and hands back what the page verifies. */
export function payInPopup(
  ctx: PaymentTestCtx,
  buyer: Shopper,
  providerOrderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  return post(ctx, '/payment/simulator/pay', buyer.who, { razorpay_order_id: providerOrderId, outcome });
}

/** Pays the provider order in the popup and verifies it, as the checkout page does. */
export async function payAndVerify(ctx: PaymentTestCtx, buyer: Shopper, providerOrderId: string) {
  const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
  return post(ctx, '/payment/verify', buyer.who, handed);
}

export async function stockOf(ctx: PaymentTestCtx, productId: string) {
  const [row] = await ctx.db
    .select({ stock: products.stock, total: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export async function orderRow(ctx: PaymentTestCtx, orderId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const ordersOf = (ctx: PaymentTestCtx, userId: string) =>
  ctx.db.select().from(orders).where(eq(orders.userId, userId));

export const paymentsOf = (ctx: PaymentTestCtx, orderId: string) =>
  ctx.db.select().from(payments).where(eq(payments.orderId, orderId));

export const cartOf = (ctx: PaymentTestCtx, userId: string) =>
  ctx.db.select().from(cartLines).where(eq(cartLines.userId, userId));
