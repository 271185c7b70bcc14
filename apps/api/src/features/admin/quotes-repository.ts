import type { AdminQuotesFilter } from '@storefront/shared';
import { isUuid } from '@storefront/shared';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { readPage } from '../../db/paging';
import { orderEvents, orderLines, orders, staff } from '../../db/schema';
import { byAge } from '../../db/shop-rows';
import { orderSearch } from './orders-repository';

export type QuoteRow = typeof orders.$inferSelect;
export type QuoteLineRow = typeof orderLines.$inferSelect;
type Exec = Db | Tx;

function conditions(shopId: string, filter: AdminQuotesFilter): SQL[] {
  // every order that began as a quotation request, whatever became of it
  const where: SQL[] = [eq(orders.shopId, shopId), isNotNull(orders.quoteState)];
  if (filter.state) where.push(eq(orders.quoteState, filter.state));
  const search = orderSearch(filter.q);
  if (search) where.push(search);
  return where;
}

/** One page of quotations, newest request first, and the count of all that match. */
export async function listQuotes(db: Db, shopId: string, filter: AdminQuotesFilter) {
  const where = and(...conditions(shopId, filter));
  // written out: inside a one-table select drizzle leaves columns unqualified, and a bare
  // "id" in the subquery would be the line's own
  const itemCount = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`;
  const newestFirst = db
    .select({ quote: orders, itemCount })
    .from(orders)
    .where(where)
    .orderBy(...byAge(orders, 'newest first'));
  return readPage(db, newestFirst, { table: orders, where }, filter);
}

/** The quotation (an order that began as one), locked for update when inside a transaction. */
export async function findQuote(exec: Exec, shopId: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const query = exec
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, id), isNotNull(orders.quoteState)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateLine(
  tx: Tx,
  lineId: string,
  values: { productPricePaise: number; productSalePricePaise: number; quantity: number },
) {
  await tx.update(orderLines).set(values).where(eq(orderLines.id, lineId));
}

export async function updateQuote(tx: Tx, id: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

/** The order's timeline, oldest first, with the staff member's e-mail where staff acted. */
export async function eventsOf(db: Db, orderId: string) {
  return db
    .select({ event: orderEvents, staffEmail: staff.email })
    .from(orderEvents)
    .leftJoin(staff, eq(staff.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(...byAge(orderEvents, 'oldest first'));
}
