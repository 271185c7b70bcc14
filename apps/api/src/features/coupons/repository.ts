import { PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { and, count, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, orders } from '../../db/schema';
import { firstRow } from '../../db/shop-rows';

/** The app's database or an open transaction. */
export type Exec = Db | Tx;

/** Order statuses that count as a use of the coupon: paid, pay on delivery, quotation. */
export const COUPON_USE_STATUSES = ['Success', 'Pay on delivery', 'Quote'] as const;

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

/** The coupon with this code, ignoring case (codes are stored upper-case). */
export async function findCoupon(exec: Exec, shopId: string, code: string) {
  return firstRow(
    exec,
    coupons,
    and(eq(coupons.shopId, shopId), sql`upper(${coupons.code}) = ${code.toUpperCase()}`),
  );
}

/**
 * Orders that used the code (of one customer when `userId` is given, else of everyone):
 * placed ones, and unpaid ones still holding their stock at `now`, since any of those may
 * yet be paid. Without the unpaid ones, three orders placed before paying any each saw no
 * use and all three could be paid. `exceptOrderId` leaves one order out (the one being paid for).
 */
export async function countUses(
  exec: Exec,
  shopId: string,
  code: string,
  now: Date,
  scope: { userId?: string; exceptOrderId?: string } = {},
) {
  const conditions: SQL[] = [
    eq(orders.shopId, shopId),
    sql`upper(${orders.couponCode}) = ${code.toUpperCase()}`,
    or(
      inArray(orders.status, [...COUPON_USE_STATUSES]),
      and(
        eq(orders.status, 'Pending'),
        eq(orders.stockReleased, false),
        gt(orders.createdAt, new Date(now.getTime() - HOLD_MS)),
      ),
    ) as SQL,
  ];
  if (scope.userId) conditions.push(eq(orders.userId, scope.userId));
  if (scope.exceptOrderId) conditions.push(ne(orders.id, scope.exceptOrderId));
  const [row] = await exec
    .select({ n: count() })
    .from(orders)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** The coupon's row locked for the transaction: orders of different customers taking its last uses queue here. */
export async function lockCoupon(tx: Tx, couponId: string) {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}
