/**
 * Helpers for the tests of an order's lifecycle and refunds: a shop on the payment
 * simulator (whose refund answers a test can set), a signed-in owner, and orders placed
 * and paid through the real API.
 */
import type { PaymentMode } from '@storefront/shared';
import { asc, eq } from 'drizzle-orm';
import {
  auditLog,
  notificationOutbox,
  orderEvents,
  payments,
  products,
  refunds,
  stockMovements,
} from '../db/schema';
import { createTestStaff, type TestStaff } from '../features/admin/testing';
import {
  addProduct,
  buyerWith,
  createPaymentTestApp,
  type PaymentTestCtx,
  payAndVerify,
  placeOrder,
  type Shopper,
  setUpShop,
} from '../features/checkout/testing';
import { SimulatorGateway } from '../features/payments';
import { testConfig } from './app';

export type LifecycleCtx = PaymentTestCtx & { simulator: SimulatorGateway; owner: TestStaff };

/** A shop with Pay now and Pay on delivery (25 % advance) on the simulator, and its owner. */
export async function createLifecycleApp(): Promise<LifecycleCtx> {
  const simulator = new SimulatorGateway(testConfig().JWT_SECRET);
  const ctx = await createPaymentTestApp({ payments: { gateway: simulator } });
  await setUpShop(ctx);
  const owner = await createTestStaff(ctx);
  return Object.assign(ctx, { simulator, owner });
}

let keys = 0;
export const refundKey = () => {
  keys += 1;
  return `refund-${Date.now()}-${keys}`;
};

export const product = (ctx: PaymentTestCtx, stock = 5, pricePaise = 50_000) =>
  addProduct(ctx, { stock, originalPricePaise: pricePaise });

export type Placed = {
  buyer: Shopper;
  item: Awaited<ReturnType<typeof product>>;
  orderId: string;
  providerOrderId: string;
};

/** A customer's online order of `quantity` units, paid in the simulator's popup unless `pay` is false. */
export async function placedOrder(
  ctx: LifecycleCtx,
  options: { quantity?: number; mode?: PaymentMode; pay?: boolean; stock?: number } = {},
): Promise<Placed> {
  const item = await product(ctx, options.stock ?? 5);
  const buyer = await buyerWith(ctx, item, options.quantity ?? 1);
  const answer = await placeOrder(ctx, buyer, { payment_mode: options.mode ?? 'Pay now' });
  const placed = { buyer, item, orderId: answer.order_id, providerOrderId: answer.razorpay_order.id };
  if (options.pay === false) return placed;
  const verified = await payAndVerify(ctx, buyer, placed.providerOrderId);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return placed;
}

/** A staff call under /api/admin. */
export function admin(
  ctx: LifecycleCtx,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  who = ctx.owner,
) {
  return ctx.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, payload });
}

export { orderRow } from '../features/checkout/testing';

export async function stockOf(ctx: PaymentTestCtx, productId: string) {
  const [row] = await ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export const paymentsOf = (ctx: PaymentTestCtx, orderId: string) =>
  ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));

export const refundsOf = (ctx: PaymentTestCtx, orderId: string) =>
  ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));

export const eventsOf = (ctx: PaymentTestCtx, orderId: string) =>
  ctx.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));

export const movementsOf = (ctx: PaymentTestCtx, orderId: string) =>
  ctx.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(asc(stockMovements.createdAt));

export const auditOf = (ctx: PaymentTestCtx, entityId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));

/** The e-mail outbox rows of one order, oldest first. */
export async function emailRowsOf(ctx: PaymentTestCtx, orderId: string) {
  const rows = await ctx.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.channel, 'email'))
    .orderBy(asc(notificationOutbox.createdAt));
  return rows.filter((row) => (row.payload as { order?: { id?: string } }).order?.id === orderId);
}

/** The notices queued for the order's customer by e-mail: which, in order. */
export async function emailNoticesOf(ctx: PaymentTestCtx, orderId: string) {
  return (await emailRowsOf(ctx, orderId)).map((row) => row.dedupeKey.split(':')[0]);
}
