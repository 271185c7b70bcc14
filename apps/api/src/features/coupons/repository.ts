import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orders } from '../../db/schema';

/** Order statuses that count as a use of the coupon: paid, pay on delivery, quotation. */
export const COUPON_USE_STATUSES = ['Success', 'Pay on delivery', 'Quote'] as const;

/** The coupon with this code, ignoring case (codes are stored upper-case). */
export async function findCoupon(db: Db, shopId: string, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), sql`upper(${coupons.code}) = ${code.toUpperCase()}`))
    .limit(1);
  return row;
}

export async function countCustomerUses(db: Db, shopId: string, userId: string, code: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.userId, userId),
        sql`upper(${orders.couponCode}) = ${code.toUpperCase()}`,
        inArray(orders.status, [...COUPON_USE_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
