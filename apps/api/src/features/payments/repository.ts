import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentEvents, payments } from '../../db/schema';
import { firstRow, insertMissing } from '../../db/shop-rows';

/** The app's database or an open transaction: every function here works on either. */
type Exec = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(exec: Exec, values: typeof payments.$inferInsert) {
  const [row] = await exec.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByProviderOrder(
  exec: Exec,
  shopId: string,
  provider: string,
  providerOrderId: string,
) {
  const [row] = await exec
    .select({ payment: payments, userId: orders.userId, orderCreatedAt: orders.createdAt })
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

/**
 * The order and this payment of it, both locked until the transaction ends, in one statement:
 * the order's row first, then the payment's, the order every settling path takes them in (a
 * payment row is only ever written under its order's lock). A wait for either lock reads both
 * rows again as they are once it is granted, so the payment is never seen as it was before a
 * settlement that held them.
 */
export async function lockOrderAndPayment(exec: Exec, shopId: string, orderId: string, paymentId: string) {
  const [row] = await exec
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.id, paymentId)))
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
    .for('update')
    .limit(1);
  return row;
}

export async function findPayment(exec: Exec, paymentId: string) {
  return firstRow(exec, payments, eq(payments.id, paymentId));
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
  await paymentUpdate(exec, paymentId, values);
}

/** `updatePayment`, unsent: for `writeTogether`. */
export function paymentUpdate(exec: Exec, paymentId: string, values: Partial<typeof payments.$inferInsert>) {
  return exec.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Payments of the order still waiting become `status` (failed, expired). */
export async function closeOpenPayments(exec: Exec, orderId: string, status: 'failed' | 'expired') {
  await exec
    .update(payments)
    .set({ status })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

/** Records a webhook event; false when this provider's event id was recorded before. */
export async function recordEvent(
  exec: Exec,
  values: { shopId: string; provider: string; eventId: string; eventType: string },
): Promise<boolean> {
  return (
    (await insertMissing(exec, paymentEvents, [values], [paymentEvents.provider, paymentEvents.eventId])) > 0
  );
}
