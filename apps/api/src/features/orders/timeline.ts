/**
 * An order's timeline (order_events): every change, who made it and when. Checkout,
 * payments and the console write to it in the transaction of the change itself; the
 * console's order page reads it (decision 0028).
 */
import type { OrderEventActor } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';

/** What happened: a status move, a payment, a refund, a note, a quotation step. */
export type OrderEventKind = 'placed' | 'status' | 'payment' | 'refund' | 'collected' | 'note' | 'quote';

export type NewOrderEvent = {
  shopId: string;
  orderId: string;
  actor: OrderEventActor;
  kind: OrderEventKind;
  staffId?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string;
  data?: Record<string, unknown> | null;
};

/** Writes one entry and answers its id (a notice about it is keyed by that id). */
export async function recordOrderEvent(exec: Db | Tx, event: NewOrderEvent): Promise<string> {
  const [row] = await orderEventInsert(exec, event).returning({ id: orderEvents.id });
  return row!.id;
}

/** The entry's insert, unsent: for `writeTogether` beside the change it records. */
export function orderEventInsert(exec: Db | Tx, event: NewOrderEvent) {
  return exec.insert(orderEvents).values({
    shopId: event.shopId,
    orderId: event.orderId,
    actor: event.actor,
    kind: event.kind,
    staffId: event.staffId ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? '',
    data: event.data ?? null,
    // now() is the transaction's start: two entries of one change would tie and lose their order
    createdAt: sql`clock_timestamp()`,
  });
}
