import { MONEY_TAKEN_PAYMENT_STATUSES } from '@storefront/shared';
import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import { byAge, findShopRow, firstRow, listRows } from '../../db/shop-rows';

type Exec = Db | Tx;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * What a payment's refunds that have not failed add up to (paise). Spelled out in full:
 * in a one-table select drizzle leaves column names unqualified, and a bare "id" inside
 * the subquery would be the refund's.
 */
const heldByRefunds = sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r where r.payment_id = "payments"."id" and r.status <> 'failed')`;

/**
 * The order's payments that took money, oldest first, with what their refunds already
 * hold, each row locked until the transaction ends: two refunds of one payment queue
 * here, and the second counts the first (decision 0028).
 */
export async function lockMoneyPayments(tx: Tx, orderId: string, onlyPaymentId?: string) {
  const where = [eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_TAKEN_PAYMENT_STATUSES])];
  if (onlyPaymentId) where.push(eq(payments.id, onlyPaymentId));
  const locked = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(...where))
    .orderBy(...byAge(payments, 'oldest first'))
    .for('update');
  if (locked.length === 0) return [];
  // read after the lock, so refunds committed by a request we waited for are counted
  return tx
    .select({ payment: payments, heldPaise: heldByRefunds })
    .from(payments)
    .where(
      inArray(
        payments.id,
        locked.map((row) => row.id),
      ),
    )
    .orderBy(...byAge(payments, 'oldest first'));
}

/** The refunds a key made: the key itself, and `key#2`… when it was split over payments. */
export async function refundsByKey(exec: Exec, shopId: string, key: string) {
  return exec
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.shopId, shopId),
        or(
          eq(refunds.idempotencyKey, key),
          like(refunds.idempotencyKey, `${key.replace(/[\\%_]/g, '\\$&')}#%`),
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.idempotencyKey));
}

export async function insertRefund(exec: Exec, values: typeof refunds.$inferInsert) {
  const [row] = await exec.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRefund(exec: Exec, refundId: string) {
  return firstRow(exec, refunds, eq(refunds.id, refundId));
}

export async function findRefundByProviderId(exec: Exec, provider: string, providerRefundId: string) {
  return firstRow(
    exec,
    refunds,
    and(eq(refunds.provider, provider), eq(refunds.providerRefundId, providerRefundId)),
  );
}

/**
 * Moves a pending refund to its outcome; only a pending one changes, so a redelivered
 * webhook, or a webhook racing the gateway's answer, changes nothing twice. The updated
 * row, or undefined when it was not pending.
 */
export async function settleRefund(
  exec: Exec,
  refundId: string,
  values: Pick<Partial<RefundRow>, 'status' | 'providerRefundId' | 'processedAt' | 'failureReason'>,
) {
  const [row] = await exec
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/** The provider's id of a refund still pending, once the gateway has answered it. */
export async function setProviderRefundId(exec: Exec, refundId: string, providerRefundId: string) {
  await exec
    .update(refunds)
    .set({ providerRefundId })
    .where(and(eq(refunds.id, refundId), sql`${refunds.providerRefundId} is null`));
}

export async function refundsOfOrder(exec: Exec, orderId: string) {
  return listRows(exec, refunds, eq(refunds.orderId, orderId), 'oldest first');
}

/** refund_due payments with money left to decide on, newest first, with their order. */
export async function listRefundDue(exec: Exec, shopId: string, limit = 200) {
  return exec
    .select({ payment: payments, order: orders, heldPaise: heldByRefunds })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.status, 'refund_due'),
        sql`${payments.amountPaise} > ${heldByRefunds}`,
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(limit);
}

/** One payment of this shop, with its order's id. */
export async function findShopPayment(exec: Exec, shopId: string, paymentId: string) {
  return findShopRow(exec, payments, shopId, paymentId);
}
