/**
 * The console's home figures. Days are India days (UTC+05:30 all year, no daylight saving).
 * Sales are orders paid online or on pay on delivery (DASHBOARD_SALE_STATUSES) that are not
 * cancelled; revenue is what the customer owes for them (goods after discount plus delivery)
 * less what was refunded or is being refunded on them, shown beside it, on the sale's day.
 * Low stock is judged by the shop's own threshold (Selling rules), as the product list does.
 */
import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_LIMIT,
  DASHBOARD_SALE_STATUSES,
  DASHBOARD_WAITING_STATUSES,
  indiaDate,
  indiaDayStart,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, refunds, variations } from '../../db/schema';
import { lowStockThreshold } from './catalogue';
import { unreadCount } from './inbox';

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export async function dashboard(db: Db, shopId: string, now = new Date()): Promise<AdminDashboard> {
  const today = indiaDate(now);
  const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
  const since = indiaDayStart(firstDay);
  const sales = and(
    eq(orders.shopId, shopId),
    inArray(orders.status, [...DASHBOARD_SALE_STATUSES]),
    ne(orders.orderStatus, 'Cancelled'),
  );
  const threshold = await lowStockThreshold(db, shopId);
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

  // money sent back on an order that stays a sale (a partial refund): pending and processed
  const refunded = db
    .select({
      orderId: refunds.orderId,
      paise: sql<number>`sum(${refunds.amountPaise})`.as('refunded_paise'),
    })
    .from(refunds)
    .where(and(eq(refunds.shopId, shopId), ne(refunds.status, 'failed')))
    .groupBy(refunds.orderId)
    .as('refunded');

  const [daily, waiting, lowProducts, lowVariations, unread] = await Promise.all([
    db
      .select({
        date: day,
        owed: sql<number>`sum(${orders.amountAfterDiscountPaise} + ${orders.deliveryChargePaise})::bigint`,
        refunded: sql<number>`coalesce(sum(${refunded.paise}), 0)::bigint`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .leftJoin(refunded, eq(refunded.orderId, orders.id))
      .where(and(sales, gte(orders.createdAt, since)))
      .groupBy(day),
    db
      .select({ status: orders.orderStatus, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(sales, inArray(orders.orderStatus, [...DASHBOARD_WAITING_STATUSES])))
      .groupBy(orders.orderStatus),
    db
      .select({ id: products.id, title: products.title, sku: products.sku, stock: products.stock })
      .from(products)
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.status, 'Active'),
          eq(products.productType, 'Simple'),
          lte(products.stock, threshold),
        ),
      )
      .orderBy(asc(products.stock), asc(products.title))
      .limit(DASHBOARD_LOW_STOCK_LIMIT),
    db
      .select({
        id: variations.id,
        productId: products.id,
        title: products.title,
        sku: variations.sku,
        stock: variations.stock,
        attributes: variations.attributes,
      })
      .from(variations)
      .innerJoin(products, eq(products.id, variations.productId))
      .where(
        and(eq(variations.shopId, shopId), eq(products.status, 'Active'), lte(variations.stock, threshold)),
      )
      .orderBy(asc(variations.stock), asc(products.title))
      .limit(DASHBOARD_LOW_STOCK_LIMIT),
    unreadCount(db, shopId),
  ]);

  const byDate = new Map(daily.map((row) => [row.date, row]));
  const dailySales = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(firstDay, index);
    const row = byDate.get(date);
    const refundedPaise = Number(row?.refunded ?? 0);
    return {
      date,
      revenuePaise: Number(row?.owed ?? 0) - refundedPaise,
      refundedPaise,
      orders: Number(row?.orders ?? 0),
    };
  });
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  const sum = (days: number) => {
    const slice = dailySales.slice(-days);
    return {
      revenue: rupees(slice.reduce((total, entry) => total + entry.revenuePaise, 0)),
      refunded: rupees(slice.reduce((total, entry) => total + entry.refundedPaise, 0)),
      orders: slice.reduce((total, entry) => total + entry.orders, 0),
    };
  };
  const waitingBy = new Map(waiting.map((row) => [row.status, row.count]));

  return {
    today,
    countedStatuses: [...DASHBOARD_SALE_STATUSES],
    periods: { today: sum(1), last7Days: sum(7), last30Days: sum(DASHBOARD_DAYS) },
    dailySales: dailySales.map(({ date, revenuePaise, refundedPaise, orders: count }) => ({
      date,
      revenue: rupees(revenuePaise),
      refunded: rupees(refundedPaise),
      orders: count,
    })),
    waiting: DASHBOARD_WAITING_STATUSES.map((status) => ({ status, count: waitingBy.get(status) ?? 0 })),
    lowStock: {
      threshold,
      items: [
        ...lowProducts.map((row) => ({
          productId: row.id,
          variationId: null,
          title: row.title,
          sku: row.sku,
          stock: row.stock,
          attributes: {},
        })),
        ...lowVariations.map((row) => ({
          productId: row.productId,
          variationId: row.id,
          title: row.title,
          sku: row.sku,
          stock: row.stock,
          attributes: row.attributes,
        })),
      ]
        .sort((a, b) => a.stock - b.stock || a.title.localeCompare(b.title))
        .slice(0, DASHBOARD_LOW_STOCK_LIMIT),
    },
    unreadMessages: unread,
  };
}
