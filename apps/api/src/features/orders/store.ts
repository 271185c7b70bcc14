/**
 * Writes to the orders and their lines, for checkout (placing) and payments (settling):
 * the orders feature owns these tables; the others reach them through `index.ts`.
 */
import { PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderLines, orders, products, users } from '../../db/schema';
import { findShopRow, firstRow, listInOwnersOrder } from '../../db/shop-rows';

/** The app's database or an open transaction: every function here works on either. */
type Exec = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

export async function findOrderByKey(exec: Exec, shopId: string, userId: string, key: string) {
  return firstRow(
    exec,
    orders,
    and(eq(orders.shopId, shopId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)),
  );
}

/**
 * Inserts the order unless a unique index refuses it: the same idempotency key of the same
 * customer (orders_idempotency_uq) or a receipt id already taken (orders_shop_receipt_uq).
 * `on conflict do nothing` keeps the transaction usable either way; PostgreSQL makes a
 * second insert with the same key wait for the first transaction and then skip it.
 */
export async function insertOrder(exec: Exec, values: NewOrder) {
  const [row] = await exec.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertOrderLines(exec: Exec, values: NewOrderLine[]) {
  if (values.length > 0) await orderLinesInsert(exec, values);
}

/**
 * The product's GST rate and HSN code as they are when the line is written, read by the insert
 * itself (no round trip): the line's invoice keeps them whatever the product says later.
 */
function taxAsOrdered(productId: string | null | undefined) {
  if (!productId) return {};
  const of = products.id;
  return {
    gstRate: sql<number | null>`(select ${products.gstRate} from ${products} where ${of} = ${productId})`,
    hsnCode: sql<string | null>`(select ${products.hsnCode} from ${products} where ${of} = ${productId})`,
  };
}

/** The order's lines, in the cart's order, unsent: for `writeTogether` (at least one line). */
export function orderLinesInsert(exec: Exec, values: NewOrderLine[]) {
  return exec
    .insert(orderLines)
    .values(values.map((line, position) => ({ ...taxAsOrdered(line.productId), ...line, position })));
}

/** The SKUs of the order's lines, as a subquery: what a paid quotation takes out of the cart. */
export const skusOfOrder = (orderId: string) =>
  sql`select ${orderLines.productSku} from ${orderLines} where ${orderLines.orderId} = ${orderId}`;

export async function listOrderLines(exec: Exec, orderId: string) {
  return listInOwnersOrder(exec, orderLines, eq(orderLines.orderId, orderId));
}

/** The order row, locked until the transaction ends: verify, webhooks and the sweep queue on it. */
export async function lockOrder(exec: Exec, shopId: string, orderId: string) {
  return findShopRow(exec, orders, shopId, orderId, { lock: true });
}

/**
 * The customer's row, locked until the transaction ends: one customer's placings, and the
 * coupon checks of completing payments, queue on it, so limits counted over the customer's
 * orders cannot be passed by orders racing each other. Always taken before any stock row
 * (and after the order row, when both), so it cannot deadlock with the sweep. It writes
 * nothing to the customer.
 */
export async function lockCustomer(exec: Exec, shopId: string, userId: string) {
  await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .for('update')
    .limit(1);
}

/** The shop's unpaid online orders whose stock is still taken (orders_open_holds_idx answers it). */
const holdingStock = (shopId: string) =>
  and(eq(orders.shopId, shopId), eq(orders.status, 'Pending'), eq(orders.stockReleased, false));

const customersHoldingOrders = (exec: Exec, shopId: string, userId: string, now: Date) =>
  exec
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        holdingStock(shopId),
        eq(orders.userId, userId),
        gt(orders.createdAt, new Date(now.getTime() - HOLD_MS)),
      ),
    );

/** The customer's unpaid online orders still holding their stock at `now`. */
export async function countHoldingOrders(exec: Exec, shopId: string, userId: string, now: Date) {
  const [row] = await customersHoldingOrders(exec, shopId, userId, now);
  return row?.n ?? 0;
}

/**
 * What placing checks once it holds the customer's lock, in one statement: the order this
 * idempotency key placed, if any, and how many of the customer's orders hold stock unpaid.
 * Run after `lockCustomer`, not with it: a statement that waited for the lock would still
 * read what was there before the wait.
 */
export async function findKeyAndCountHolding(
  exec: Exec,
  shopId: string,
  userId: string,
  key: string,
  now: Date,
): Promise<{ sameKeyOrderId: string | null; holding: number }> {
  const sameKey = exec
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  const result = (await exec.execute(
    sql`select ${sameKey} as same_key_order_id, ${customersHoldingOrders(exec, shopId, userId, now)}::int as holding`,
  )) as unknown as { rows: { same_key_order_id: string | null; holding: number }[] };
  const row = result.rows[0];
  return { sameKeyOrderId: row?.same_key_order_id ?? null, holding: Number(row?.holding ?? 0) };
}

/** Removes an order that never reached the payment provider; its lines go with it. */
export async function deleteOrder(exec: Exec, orderId: string) {
  await exec.delete(orders).where(eq(orders.id, orderId));
}

export async function updateOrder(exec: Exec, orderId: string, values: Partial<NewOrder>) {
  await orderUpdate(exec, orderId, values);
}

/** `updateOrder`, unsent: for `writeTogether`. */
export function orderUpdate(exec: Exec, orderId: string, values: Partial<NewOrder>) {
  return exec.update(orders).set(values).where(eq(orders.id, orderId));
}

/** Unpaid online orders placed at or before `placedBefore`, oldest first. */
export async function listExpiredHolds(exec: Exec, shopId: string, placedBefore: Date, limit = 200) {
  return exec
    .select({ id: orders.id })
    .from(orders)
    .where(and(holdingStock(shopId), lte(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
