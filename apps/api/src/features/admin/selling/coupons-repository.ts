/**
 * The SQL of the console's coupons: the list with its filters, and the orders that used a code.
 * A use is what the storefront's check counts (COUPON_USE_STATUSES, features/coupons), matched
 * on the code in any case as the check matches it.
 */
import type { AdminCouponsFilter, CouponState } from '@storefront/shared';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { readPage } from '../../../db/paging';
import { coupons, orders } from '../../../db/schema';
import { findShopRow, listRows, rowExists } from '../../../db/shop-rows';
import { COUPON_USE_STATUSES } from '../../coupons';

export type CouponRow = typeof coupons.$inferSelect;
type Exec = Db | Tx;

/** The same partition as couponState (shared), in SQL, so a filter and the row's state agree. */
function stateCondition(state: CouponState, now: Date): SQL {
  const started = or(isNull(coupons.startsAt), lte(coupons.startsAt, now)) as SQL;
  const ended = and(isNotNull(coupons.endsAt), lte(coupons.endsAt, now)) as SQL;
  switch (state) {
    case 'inactive':
      return eq(coupons.active, false);
    case 'scheduled':
      return and(eq(coupons.active, true), gt(coupons.startsAt, now)) as SQL;
    case 'expired':
      return and(eq(coupons.active, true), started, ended) as SQL;
    case 'active':
      return and(
        eq(coupons.active, true),
        started,
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ) as SQL;
  }
}

export async function listCoupons(db: Db, shopId: string, filter: AdminCouponsFilter, now: Date) {
  const where: SQL[] = [eq(coupons.shopId, shopId)];
  // position() rather than LIKE: a code's "_" would be a wildcard there
  if (filter.q) where.push(sql`position(${filter.q.toUpperCase()} in upper(${coupons.code})) > 0`);
  if (filter.state) where.push(stateCondition(filter.state, now));
  const condition = and(...where);
  const newestFirst = listRows(db, coupons, condition, 'newest first');
  return readPage(db, newestFirst, { table: coupons, where: condition }, filter);
}

export async function findCouponById(exec: Exec, shopId: string, id: string, lock = false) {
  return findShopRow(exec, coupons, shopId, id, { lock });
}

/** Another coupon of the shop with this code in any case (codes are stored upper-case). */
export async function codeClash(exec: Exec, shopId: string, code: string, ownId?: string) {
  return rowExists(
    exec,
    coupons,
    and(
      eq(coupons.shopId, shopId),
      sql`upper(${coupons.code}) = ${code.toUpperCase()}`,
      ownId ? sql`${coupons.id} <> ${ownId}` : undefined,
    ),
  );
}

export type CouponUses = { useCount: number; discountPaise: number };

/** Uses and the discount they got, per upper-cased code, for the codes asked. */
export async function usesOf(exec: Exec, shopId: string, codes: string[]): Promise<Map<string, CouponUses>> {
  const uses = new Map<string, CouponUses>();
  if (codes.length === 0) return uses;
  const code = sql<string>`upper(${orders.couponCode})`;
  const rows = await exec
    .select({
      code,
      useCount: sql<number>`count(*)::int`,
      // bigint: a popular coupon's discounts can pass what an int holds
      discountPaise: sql<string>`coalesce(sum(${orders.discountPaise}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        inArray(orders.status, [...COUPON_USE_STATUSES]),
        inArray(
          code,
          codes.map((one) => one.toUpperCase()),
        ),
      ),
    )
    .groupBy(code);
  for (const row of rows)
    uses.set(row.code, { useCount: row.useCount, discountPaise: Number(row.discountPaise) });
  return uses;
}

/**
 * Whether any order carries the code and used it or may still do so: a use, or an order
 * waiting for its payment (one whose hold lapses becomes Failed). A failed order is no use.
 */
export async function hasOrders(exec: Exec, shopId: string, code: string) {
  return rowExists(
    exec,
    orders,
    and(
      eq(orders.shopId, shopId),
      sql`upper(${orders.couponCode}) = ${code.toUpperCase()}`,
      inArray(orders.status, [...COUPON_USE_STATUSES, 'Pending']),
    ),
  );
}
