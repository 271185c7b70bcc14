import {
  ADMIN_ORDERS_EXPORT_MAX,
  type AdminOrdersExportFilter,
  type AdminOrdersFilter,
  indiaDayStart,
  isUuid,
} from '@storefront/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { orderEvents, orderLines, orders, payments, refunds, staff } from '../../db/schema';
import { byAge, findShopRow, listInOwnersOrder, listRows } from '../../db/shop-rows';

export type OrdersFilter = AdminOrdersFilter;

/** `%text%` with the LIKE wildcards of the text itself taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Orders whose receipt id, name or e-mail holds the text, or whose mobile ends in its digits;
 * undefined for no text. The orders list and the quotations list search alike.
 */
export function orderSearch(text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = contains(q);
  const anyOf: SQL[] = [
    ilike(orders.receiptId, pattern),
    ilike(orders.contactName, pattern),
    ilike(orders.userName, pattern),
    ilike(orders.contactEmail, pattern),
  ];
  // a mobile typed with +91, spaces or dashes still finds the ten digits stored
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) anyOf.push(ilike(orders.contactMobile, contains(digits.slice(-10))));
  return or(...anyOf);
}

function conditions(shopId: string, filter: AdminOrdersExportFilter): SQL[] {
  const where: SQL[] = [eq(orders.shopId, shopId)];
  if (filter.status) where.push(eq(orders.orderStatus, filter.status));
  if (filter.paymentStatus) where.push(eq(orders.status, filter.paymentStatus));
  if (filter.paymentMode) where.push(eq(orders.paymentMode, filter.paymentMode));
  if (filter.from) where.push(gte(orders.createdAt, indiaDayStart(filter.from)));
  if (filter.to) where.push(lt(orders.createdAt, indiaDayStart(filter.to, 1)));
  const search = orderSearch(filter.q);
  if (search) where.push(search);
  return where;
}

const orderTotal = sql<number>`(${orders.amountAfterDiscountPaise} + ${orders.deliveryChargePaise})`;

/** One page of orders and the count of all that match. */
export async function listOrders(db: Db, shopId: string, filter: OrdersFilter) {
  const where = and(...conditions(shopId, filter));
  const direction = filter.dir === 'asc' ? asc : desc;
  const sortColumn = filter.sort === 'total' ? orderTotal : orders.createdAt;
  const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
  const sorted = db
    .select({ order: orders, itemCount })
    .from(orders)
    .where(where)
    .orderBy(direction(sortColumn), direction(orders.id));
  return readPage(db, sorted, { table: orders, where }, filter);
}

/**
 * Every order the filters match, oldest first (a register reads forward), up to one more than
 * the export takes, so the caller can tell there were too many.
 */
export async function ordersToExport(db: Db, shopId: string, filter: AdminOrdersExportFilter) {
  return db
    .select()
    .from(orders)
    .where(and(...conditions(shopId, filter)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(ADMIN_ORDERS_EXPORT_MAX + 1);
}

/** Keys per `in (…)` list: a whole export's ids in one statement would be tens of thousands of parameters. */
const IDS_PER_READ = 1000;

async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const slices: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ)
    slices.push(ids.slice(start, start + IDS_PER_READ));
  return (await Promise.all(slices.map(read))).flat();
}

/** The lines, payment attempts and refunds that did not fail, of many orders at once. */
export async function partsOfOrders(db: Db, orderIds: string[]) {
  const [lines, paid, refunded] = await Promise.all([
    inSlices(orderIds, (ids) => listInOwnersOrder(db, orderLines, inArray(orderLines.orderId, ids))),
    inSlices(orderIds, (ids) => db.select().from(payments).where(inArray(payments.orderId, ids))),
    inSlices(orderIds, (ids) =>
      db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'failed'))),
    ),
  ]);
  return { lines, payments: paid, refunds: refunded };
}

export async function findOrder(db: Db, shopId: string, id: string) {
  if (!isUuid(id)) return null;
  return (await findShopRow(db, orders, shopId, id)) ?? null;
}

/** Every payment attempt of the order, oldest first: the owner reads them as a history. */
export async function paymentsOf(db: Db, orderId: string) {
  return listRows(db, payments, eq(payments.orderId, orderId), 'oldest first');
}

/** The order's timeline, oldest first, with the staff member's name and e-mail when staff acted. */
export async function timelineOf(db: Db, orderId: string) {
  return db
    .select({ event: orderEvents, staffName: staff.name, staffEmail: staff.email })
    .from(orderEvents)
    .leftJoin(staff, eq(staff.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(...byAge(orderEvents, 'oldest first'));
}
