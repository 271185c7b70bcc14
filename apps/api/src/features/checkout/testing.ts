/**
 * Helpers for API tests of checkout, payments and orders: an app with relaxed limits and
 * no hold timer, a shop with settings, a customer with an address and a filled cart.
 */
import type { PlaceOrderBody } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../app';
import { addresses, paymentButtonConfigs } from '../../db/schema';
import { createTestDatabase, testConfig } from '../../test/app';
import { insertShopSettings } from '../../test/fixtures';
import { createTestCustomer, RELAXED_AUTH_LIMITS, type TestCustomer } from '../auth/testing';
import type { PaymentLimits, PaymentOptions } from '../payments';

const roomy = { max: 10_000, windowMs: 60_000 };
export const RELAXED_PAYMENT_LIMITS: PaymentLimits = { placePerUser: roomy, verifyPerUser: roomy };

export async function createPaymentTestApp(
  options: { config?: Record<string, string>; payments?: PaymentOptions } = {},
) {
  const database = await createTestDatabase();
  // Closing drops the throw-away database WITH (FORCE) while pg-pool may still be ending its
  // idle clients; the server's goodbye (57P01) then reaches the pool as an 'error' event,
  // which crashes the worker when nobody listens.
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) client.on('error', () => {});
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    logger: false,
    auth: { limits: RELAXED_AUTH_LIMITS },
    payments: {
      holdSweepMs: 0,
      ...options.payments,
      limits: { ...RELAXED_PAYMENT_LIMITS, ...options.payments?.limits },
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type PaymentTestCtx = Awaited<ReturnType<typeof createPaymentTestApp>>;

/** The shop settings of test/fixtures (office in Bengaluru, pincodes 560001-2, bands), with these buttons. */
export async function setUpShop(
  ctx: PaymentTestCtx,
  buttons: Partial<typeof paymentButtonConfigs.$inferInsert> = {},
) {
  await insertShopSettings(ctx.db, ctx.config.SHOP_ID);
  await setButtons(ctx, { payNow: true, payOnDelivery: true, payManual: false, ...buttons });
}

export async function setButtons(
  ctx: PaymentTestCtx,
  buttons: Partial<typeof paymentButtonConfigs.$inferInsert>,
) {
  await ctx.db
    .update(paymentButtonConfigs)
    .set(buttons)
    .where(eq(paymentButtonConfigs.shopId, ctx.config.SHOP_ID));
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

export function post(ctx: PaymentTestCtx, url: string, who: TestCustomer | null, payload?: object) {
  return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: who ? who.headers : {}, payload });
}

export function get(ctx: PaymentTestCtx, url: string, who: TestCustomer | null) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: who ? who.headers : {} });
}
