import { isUuid } from '@storefront/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, payments, refunds, shopProfiles } from '../../db/schema';
import { firstRow, listInOwnersOrder, listRows } from '../../db/shop-rows';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The customer's orders, newest first. */
export async function listOrders(db: Db, shopId: string, userId: string) {
  return listRows(db, orders, and(eq(orders.shopId, shopId), eq(orders.userId, userId)), 'newest first');
}

/** One order of the customer; another customer's id, or no uuid at all, is simply not found. */
export async function findOrder(db: Db, shopId: string, userId: string, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  return firstRow(
    db,
    orders,
    and(eq(orders.shopId, shopId), eq(orders.userId, userId), eq(orders.id, orderId)),
  );
}

export async function linesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return listInOwnersOrder(db, orderLines, inArray(orderLines.orderId, orderIds));
}

/** Every payment of these orders, newest first (the first per order is its current one). */
export async function paymentsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return listRows(db, payments, inArray(payments.orderId, orderIds), 'newest first');
}

/** Refunds of these orders that did not fail (processed, or pending at the provider). */
export async function refundsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), ne(refunds.status, 'failed')));
}

/** What a tax invoice says about the seller. */
export async function invoiceProfile(db: Db, shopId: string) {
  const [row] = await db
    .select({
      name: shopProfiles.name,
      legalName: shopProfiles.legalName,
      gstin: shopProfiles.gstin,
      officeAddress: shopProfiles.officeAddress,
      phone: shopProfiles.phone,
      email: shopProfiles.email,
    })
    .from(shopProfiles)
    .where(eq(shopProfiles.shopId, shopId))
    .limit(1);
  return row;
}
