import { PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { and, asc, count, desc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  addresses,
  cartLines,
  orderLines,
  orders,
  paymentEvents,
  payments,
  products,
  users,
  variations,
} from '../../db/schema';
import { catalogueChanged } from '../../lib/response-cache';

/** The app's database or an open transaction: every function here works on either. */
export type Exec = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const VARIABLE = 'Variable Product';
const ACTIVE = 'Active';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids the database keeps as uuid: anything else can match nothing (and must not reach a cast). */
export const isUuid = (value: string) => UUID.test(value);

export async function findUser(exec: Exec, shopId: string, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await exec
    .select({ fullName: users.fullName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** The customer's own address, or undefined (another customer's id is simply not found). */
export async function findAddress(exec: Exec, shopId: string, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await exec
    .select()
    .from(addresses)
    .where(and(eq(addresses.shopId, shopId), eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return row;
}

export async function findOrderByKey(exec: Exec, shopId: string, userId: string, key: string) {
  const [row] = await exec
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Inserts the order unless a unique index refuses it: the same idempotency key of the same
 * customer (orders_idempotency_uq) or a receipt id already taken (orders_shop_receipt_uq).
 * `on conflict do nothing` keeps the transaction usable either way; PostgreSQL makes a
 * second insert with the same key wait for the first transaction and then skip it.
 */
export async function insertOrder(exec: Exec, values: typeof orders.$inferInsert) {
  const [row] = await exec.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertOrderLines(exec: Exec, values: (typeof orderLines.$inferInsert)[]) {
  if (values.length > 0) await exec.insert(orderLines).values(values);
}

export async function insertPayment(exec: Exec, values: typeof payments.$inferInsert) {
  const [row] = await exec.insert(payments).values(values).returning();
  return row!;
}

export type StockLine = { productId: string; sku: string; quantity: number; variable: boolean };

declare const stockWrites: unique symbol;
/**
 * A transaction opened by `stockTransaction`, the only kind `takeStock` and `giveBackStock`
 * accept: a path that changes stock cannot compile without also emptying the listings' cache.
 */
export type StockTx = Tx & { readonly [stockWrites]: true };

/**
 * Runs `work` in a transaction that may change stock. Listings show stock (Out of Stock at
 * 0), so once the transaction has ended every cached catalogue answer read from this
 * database is dropped: after the commit, so no answer read before it is kept (a rollback
 * only costs a few cache misses).
 */
export async function stockTransaction<T>(db: Db, work: (tx: StockTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as StockTx));
  } finally {
    catalogueChanged(db);
  }
}

/** A savepoint inside a stock transaction: all of `work` or none of it. */
export function stockSavepoint<T>(tx: StockTx, work: (savepoint: StockTx) => Promise<T>): Promise<T> {
  return tx.transaction((savepoint) => work(savepoint as StockTx));
}

/**
 * The one order in which stock rows are locked, by placing, retaking and giving back alike:
 * two transactions touching the same products then queue instead of deadlocking.
 */
export const stockRowOrder = (a: { productId: string | null; sku: string }, b: typeof a) => {
  const left = `${a.productId ?? ''}|${a.sku}`;
  const right = `${b.productId ?? ''}|${b.sku}`;
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * Takes `quantity` units with one conditional UPDATE: the row changes only while it still
 * has that many, so two buyers of the last unit cannot both succeed (the second waits for
 * the first's row lock, then sees the new stock). False when there are not enough.
 * Variable products keep stock per variation and its sum in the product's total_stock.
 */
export async function takeStock(exec: StockTx, shopId: string, line: StockLine): Promise<boolean> {
  if (line.variable) {
    const taken = await exec
      .update(variations)
      .set({ stock: sql`${variations.stock} - ${line.quantity}` })
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.sku),
          gte(variations.stock, line.quantity),
          sql`exists (select 1 from ${products} p where p.id = ${variations.productId} and p.status = ${ACTIVE})`,
        ),
      )
      .returning({ id: variations.id });
    if (taken.length === 0) return false;
    await exec
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    return true;
  }
  const taken = await exec
    .update(products)
    .set({
      stock: sql`${products.stock} - ${line.quantity}`,
      totalStock: sql`${products.totalStock} - ${line.quantity}`,
    })
    .where(
      and(
        eq(products.shopId, shopId),
        eq(products.id, line.productId),
        ne(products.productType, VARIABLE),
        eq(products.status, ACTIVE),
        gte(products.stock, line.quantity),
      ),
    )
    .returning({ id: products.id });
  return taken.length > 0;
}

/** Units left of a line's product or variation now (for the refusal's text). */
export async function currentStock(exec: Exec, shopId: string, line: StockLine): Promise<number> {
  if (line.variable) {
    const [row] = await exec
      .select({ stock: variations.stock })
      .from(variations)
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.sku),
        ),
      )
      .limit(1);
    return Math.max(0, row?.stock ?? 0);
  }
  const [row] = await exec
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)))
    .limit(1);
  return Math.max(0, row?.stock ?? 0);
}

export async function listOrderLines(exec: Exec, orderId: string) {
  return exec
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
}

/**
 * Gives an order's units back: to the variation its SKU names when there is one (and the
 * product's total), else to the simple or grouped product. A product deleted since keeps
 * nothing to give back to.
 */
export async function giveBackStock(exec: StockTx, shopId: string, lines: OrderLineRow[]): Promise<void> {
  const sorted = [...lines].sort((a, b) =>
    stockRowOrder(
      { productId: a.productId, sku: a.productSku },
      { productId: b.productId, sku: b.productSku },
    ),
  );
  for (const line of sorted) {
    if (!line.productId) continue;
    const variation = await exec
      .update(variations)
      .set({ stock: sql`${variations.stock} + ${line.quantity}` })
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.productSku),
        ),
      )
      .returning({ id: variations.id });
    if (variation.length > 0) {
      await exec
        .update(products)
        .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
        .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
      continue;
    }
    await exec
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        totalStock: sql`${products.totalStock} + ${line.quantity}`,
      })
      .where(
        and(eq(products.shopId, shopId), eq(products.id, line.productId), ne(products.productType, VARIABLE)),
      );
  }
}

/** The order row, locked until the transaction ends: verify, webhooks and the sweep queue on it. */
export async function lockOrder(exec: Exec, shopId: string, orderId: string) {
  const [row] = await exec
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * The customer's row, locked until the transaction ends: one customer's placings, and the
 * coupon checks of completing payments, queue on it, so limits counted over the customer's
 * orders cannot be passed by orders racing each other. Always taken before any stock row
 * (and after the order row, when both), so it cannot deadlock with the sweep.
 */
export async function lockCustomer(exec: Exec, shopId: string, userId: string) {
  await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .for('update')
    .limit(1);
}

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

/** The customer's unpaid online orders still holding their stock at `now`. */
export async function countHoldingOrders(exec: Exec, shopId: string, userId: string, now: Date) {
  const [row] = await exec
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.userId, userId),
        eq(orders.status, 'Pending'),
        eq(orders.stockReleased, false),
        gt(orders.createdAt, new Date(now.getTime() - HOLD_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** Removes an order that never reached the payment provider; its lines go with it. */
export async function deleteOrder(exec: Exec, orderId: string) {
  await exec.delete(orders).where(eq(orders.id, orderId));
}

export async function updateOrder(exec: Exec, orderId: string, values: Partial<typeof orders.$inferInsert>) {
  await exec.update(orders).set(values).where(eq(orders.id, orderId));
}

export async function findPaymentByProviderOrder(
  exec: Exec,
  shopId: string,
  provider: string,
  providerOrderId: string,
) {
  const [row] = await exec
    .select({ payment: payments, userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.provider, provider),
        eq(payments.providerOrderId, providerOrderId),
      ),
    )
    .limit(1);
  return row;
}

export async function findPayment(exec: Exec, paymentId: string) {
  const [row] = await exec.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** The order's newest payment, the one its popup pays. */
export async function latestPayment(exec: Exec, orderId: string) {
  const [row] = await exec
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

export async function updatePayment(
  exec: Exec,
  paymentId: string,
  values: Partial<typeof payments.$inferInsert>,
) {
  await exec.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Payments of the order still waiting become `status` (failed, expired). */
export async function closeOpenPayments(exec: Exec, orderId: string, status: 'failed' | 'expired') {
  await exec
    .update(payments)
    .set({ status })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

export async function emptyCart(exec: Exec, shopId: string, userId: string) {
  await exec.delete(cartLines).where(and(eq(cartLines.shopId, shopId), eq(cartLines.userId, userId)));
}

/** Records a webhook event; false when this provider's event id was recorded before. */
export async function recordEvent(
  exec: Exec,
  values: { shopId: string; provider: string; eventId: string; eventType: string },
): Promise<boolean> {
  const rows = await exec
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Unpaid online orders placed at or before `placedBefore`, oldest first. */
export async function listExpiredHolds(exec: Exec, shopId: string, placedBefore: Date, limit = 200) {
  return exec
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.status, 'Pending'),
        eq(orders.stockReleased, false),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
