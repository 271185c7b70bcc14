import {
  couponDiscountPaise,
  formatRupees,
  MSG,
  type Paise,
  paise,
  paiseToRupees,
  subtractPaise,
} from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import type { coupons } from '../../db/schema';
import * as repo from './repository';

export type CouponRow = typeof coupons.$inferSelect;

export type CouponRefusal =
  | 'unknown'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'fully_used'
  | 'below_minimum';

export type CouponVerdict =
  | { ok: true; coupon: CouponRow; discountPaise: Paise }
  | { ok: false; reason: CouponRefusal; status: 404 | 409; message: string };

const refuse = (reason: CouponRefusal, message: string): CouponVerdict => ({
  ok: false,
  reason,
  status: reason === 'unknown' ? 404 : 409,
  message,
});

/**
 * Whether `code` applies to a cart of `totalPaise`, and its discount. Checked in this
 * order so the shopper hears the reason that matters: unknown, inactive, not started,
 * expired, used up by this customer, used up by the shop's customers together, then the
 * minimum cart value (the only one fixed by adding items). `userId` null (a guest) skips the per-customer limit; checkout checks
 * again with the customer. Checkout must call this too, never trust a browser's discount.
 */
export async function evaluateCoupon(
  db: Db,
  shopId: string,
  input: { code: string; userId: string | null; totalPaise: Paise; now?: Date },
): Promise<CouponVerdict> {
  const now = input.now ?? new Date();
  const code = input.code.trim();
  const coupon = await repo.findCoupon(db, shopId, code);
  if (!coupon) return refuse('unknown', MSG.invalidCoupon);
  if (!coupon.active) return refuse('inactive', MSG.couponInactive);
  if (coupon.startsAt && coupon.startsAt > now) return refuse('not_started', MSG.couponNotStarted);
  if (coupon.endsAt && coupon.endsAt <= now) return refuse('expired', MSG.couponExpired);
  if (input.userId && coupon.maxUsesPerCustomer != null) {
    const uses = await repo.countUses(db, shopId, coupon.code, now, { userId: input.userId });
    if (uses >= coupon.maxUsesPerCustomer) return refuse('used_up', MSG.couponUsedUp);
  }
  if (coupon.maxUsesTotal != null) {
    const uses = await repo.countUses(db, shopId, coupon.code, now);
    if (uses >= coupon.maxUsesTotal) return refuse('fully_used', MSG.couponFullyUsed);
  }
  if (coupon.minCartValuePaise != null && input.totalPaise < coupon.minCartValuePaise) {
    const shortBy = paiseToRupees(subtractPaise(paise(coupon.minCartValuePaise), input.totalPaise));
    return refuse('below_minimum', MSG.couponBelowMinimum(formatRupees(shortBy)));
  }
  const discountPaise = couponDiscountPaise(
    {
      percentage_offer: coupon.percentageOffer,
      price_offer_paise: coupon.priceOfferPaise == null ? null : paise(coupon.priceOfferPaise),
    },
    input.totalPaise,
  );
  return { ok: true, coupon, discountPaise };
}

/**
 * Why the customer may not have one more order with `code` beside the ones already counted
 * (placed, or unpaid and still holding stock, leaving `exceptOrderId` out), or null when
 * they may: their own limit, then the coupon's total. Placing asks it inside its transaction
 * after locking the customer, and a completing payment asks it for its own order; the
 * coupon's row is locked for the total, so orders racing each other, of one customer or of
 * many, cannot all pass a limit. Null for an unknown code or one without limits.
 */
export async function couponLimitRefusal(
  tx: Tx,
  shopId: string,
  input: { code: string; userId: string; now: Date; exceptOrderId?: string },
): Promise<string | null> {
  const coupon = await repo.findCoupon(tx, shopId, input.code.trim());
  if (!coupon) return null;
  const { userId, now, exceptOrderId } = input;
  if (coupon.maxUsesPerCustomer != null) {
    const uses = await repo.countUses(tx, shopId, coupon.code, now, { userId, exceptOrderId });
    if (uses >= coupon.maxUsesPerCustomer) return MSG.couponUsedUp;
  }
  if (coupon.maxUsesTotal != null) {
    await repo.lockCoupon(tx, coupon.id);
    const uses = await repo.countUses(tx, shopId, coupon.code, now, { exceptOrderId });
    if (uses >= coupon.maxUsesTotal) return MSG.couponFullyUsed;
  }
  return null;
}

/** couponLimitRefusal as a yes or no: both limits, the customer's and the total. */
export async function withinCouponLimits(
  tx: Tx,
  shopId: string,
  input: { code: string; userId: string; now: Date; exceptOrderId?: string },
): Promise<boolean> {
  return (await couponLimitRefusal(tx, shopId, input)) === null;
}
