/**
 * The SQL of notifications: the outbox, staff devices, and reading an order (with its
 * customer's address and its refunds) to write the notice about it.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { readPage } from '../../db/paging';
import {
  notificationOutbox,
  orderLines,
  orders,
  refunds,
  shopProfiles,
  staffPushSubscriptions,
  users,
} from '../../db/schema';
import { findShopRow, insertMissing, listRows, ownersOrder } from '../../db/shop-rows';

type Exec = Db | Tx;
export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

/** An order line as a notice shows it. */
export type NoticeLine = Pick<
  typeof orderLines.$inferSelect,
  'productName' | 'variationAttributes' | 'quantity' | 'productPricePaise' | 'productSalePricePaise'
>;

/**
 * The order a notice is about, with its customer's account e-mail, its lines in the cart's
 * order, what has been refunded, and where the shop's own notices of a new order go (its
 * profile's e-mail, its staff with a device): one statement, as it runs inside the
 * transaction that settles a payment, where each round trip holds the order's lock.
 */
export async function findOrderForNotice(exec: Exec, shopId: string, orderId: string) {
  // The join with users makes drizzle write every column with its table, which the
  // subqueries' `= orders.id` needs (alone, `"id"` would name the subquery's own column).
  const [row] = await exec
    .select({
      order: orders,
      accountEmail: users.email,
      lines: sql<NoticeLine[]>`coalesce((
        select json_agg(json_build_object(
          'productName', ${orderLines.productName},
          'variationAttributes', ${orderLines.variationAttributes},
          'quantity', ${orderLines.quantity},
          'productPricePaise', ${orderLines.productPricePaise},
          'productSalePricePaise', ${orderLines.productSalePricePaise}
        ) order by ${sql.join(ownersOrder(orderLines), sql`, `)})
        from ${orderLines} where ${orderLines.orderId} = ${orders.id}), '[]'::json)`,
      refundedPaise: sql<number>`(select coalesce(sum(${refunds.amountPaise}), 0)::int from ${refunds}
        where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed')`,
      shopEmail: sql<string | null>`(select ${shopProfiles.email} from ${shopProfiles}
        where ${shopProfiles.shopId} = ${shopId} limit 1)`,
      staffWithDevices: sql<string[]>`array(select distinct ${staffPushSubscriptions.staffId}::text
        from ${staffPushSubscriptions} where ${staffPushSubscriptions.shopId} = ${shopId})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)))
    .limit(1);
  if (!row) return null;
  return { ...row, shopEmail: row.shopEmail?.trim() ?? '' };
}

/** Once per dedupe key: queuing the same message again does nothing. */
export async function insertOutbox(exec: Exec, rows: NewOutboxRow[]): Promise<number> {
  return insertMissing(exec, notificationOutbox, rows, [
    notificationOutbox.shopId,
    notificationOutbox.dedupeKey,
  ]);
}

/**
 * Takes up to `limit` due rows for this process: their next attempt moves to `leaseUntil`,
 * so no other process takes them while they are being sent, and if this one dies mid-send
 * they come due again then. Rows another claimer has locked are skipped, not waited for.
 */
export async function claimDue(
  exec: Exec,
  shopId: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = exec
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.shopId, shopId),
        eq(notificationOutbox.status, 'pending'),
        // rows are queued at the database's now() (microseconds); a pass started in the same
        // millisecond by the app's clock (milliseconds) would otherwise not see them yet, and
        // another machine's clock may lag the database's
        lte(notificationOutbox.nextAttemptAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`),
      ),
    )
    .orderBy(asc(notificationOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return exec
    .update(notificationOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

export async function markSent(exec: Exec, id: string, now: Date, note: string | null = null) {
  await exec
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${notificationOutbox.attempts} + 1`, lastError: note })
    .where(eq(notificationOutbox.id, id));
}

export async function markFailedAttempt(
  exec: Exec,
  id: string,
  values: { attempts: number; nextAttemptAt: Date; gaveUp: boolean; error: string },
) {
  await exec
    .update(notificationOutbox)
    .set({
      attempts: values.attempts,
      nextAttemptAt: values.nextAttemptAt,
      status: values.gaveUp ? 'failed' : 'pending',
      lastError: values.error,
    })
    .where(eq(notificationOutbox.id, id));
}

export async function listOutbox(
  exec: Exec,
  shopId: string,
  filter: { status?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(notificationOutbox.shopId, shopId),
    filter.status ? eq(notificationOutbox.status, filter.status) : undefined,
  );
  const newestFirst = listRows(exec, notificationOutbox, where, 'newest first');
  return readPage(exec, newestFirst, { table: notificationOutbox, where }, filter);
}

export async function lockOutboxRow(exec: Exec, shopId: string, id: string) {
  return findShopRow(exec, notificationOutbox, shopId, id, { lock: true });
}

/** Due now, with a full schedule of attempts again. */
export async function requeue(exec: Exec, id: string, now: Date): Promise<OutboxRow> {
  const [row] = await exec
    .update(notificationOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(notificationOutbox.id, id))
    .returning();
  return row!;
}

// ---- staff devices ----

export async function staffDevices(exec: Exec, shopId: string, staffId: string) {
  return exec
    .select()
    .from(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.shopId, shopId), eq(staffPushSubscriptions.staffId, staffId)));
}

/** A browser belongs to the staff member who subscribed it last. */
export async function saveStaffDevice(exec: Exec, shopId: string, staffId: string, subscription: string) {
  await exec
    .insert(staffPushSubscriptions)
    .values({ shopId, staffId, subscription })
    .onConflictDoUpdate({
      target: [staffPushSubscriptions.shopId, staffPushSubscriptions.subscription],
      set: { staffId, updatedAt: new Date() },
    });
}

export async function deleteStaffDevices(exec: Exec, ids: string[]) {
  if (ids.length > 0)
    await exec.delete(staffPushSubscriptions).where(inArray(staffPushSubscriptions.id, ids));
}
