import {
  type AdminLiveOrdersResponse,
  DASHBOARD_SALE_STATUSES,
  LIVE_ORDERS_LATEST,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';

/**
 * New orders since `since`, from the database, so every API process answers the same. An
 * order counts from when it became an order the shop must fill: placed (pay on delivery with
 * nothing to pay first) or, for an online order, paid, which can be minutes after it was
 * placed; orders awaiting payment, failed ones and quotation requests do not count.
 */
export async function liveOrders(db: Db, shopId: string, since: Date): Promise<AdminLiveOrdersResponse> {
  const paidAt = db
    .select({ orderId: payments.orderId, at: sql<Date>`max(${payments.paidAt})`.as('at') })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .groupBy(payments.orderId)
    .as('paid');
  const placedAt = sql<Date>`coalesce(${paidAt.at}, ${orders.createdAt})`;
  const where = and(
    eq(orders.shopId, shopId),
    inArray(orders.status, [...DASHBOARD_SALE_STATUSES]),
    gt(placedAt, sql`${since.toISOString()}::timestamptz`),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        receiptId: orders.receiptId,
        totalPaise: sql<number>`${orders.amountAfterDiscountPaise} + ${orders.deliveryChargePaise}`,
        placedAtMs: sql<number>`(extract(epoch from ${placedAt}) * 1000)::float8`,
      })
      .from(orders)
      .leftJoin(paidAt, eq(paidAt.orderId, orders.id))
      .where(where)
      .orderBy(desc(placedAt), desc(orders.id))
      .limit(LIVE_ORDERS_LATEST),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(paidAt, eq(paidAt.orderId, orders.id))
      .where(where),
  ]);
  return {
    count: counted?.count ?? 0,
    latest: rows.map((row) => ({
      id: row.id,
      receiptId: row.receiptId,
      total: paiseToRupees(paise(Number(row.totalPaise))),
      createdAt: new Date(Number(row.placedAtMs)).toISOString(),
    })),
  };
}
