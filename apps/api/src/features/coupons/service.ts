import {
  couponDiscountPaise,
  formatRupees,
  MSG,
  type Paise,
  paise,
  paiseToRupees,
  subtractPaise,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import type { coupons } from '../../db/schema';
import * as repo from './repository';

export type CouponRow = typeof coupons.$inferSelect;

export type CouponRefusal = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'used_up' | 'below_minimum';

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
 * expired, used up by this customer, then the minimum cart value (the only one fixed by
 * adding items). `userId` null (a guest) skips the per-customer limit; checkout checks
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
    const uses = await repo.countCustomerUses(db, shopId, input.userId, coupon.code, now);
    if (uses >= coupon.maxUsesPerCustomer) return refuse('used_up', MSG.couponUsedUp);
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
 * Whether the customer may have one more order with `code` beside the ones already counted
 * (placed, or unpaid and still holding stock), leaving `exceptOrderId` out. Placing asks it
 * inside its transaction, after locking the customer, and a completing payment asks it for
 * its own order, so orders racing each other cannot all pass the per-customer limit.
 * True for an unknown code or one without a limit: nothing to count.
 */
export async function withinCustomerLimit(
  exec: repo.Exec,
  shopId: string,
  input: { code: string; userId: string; now: Date; exceptOrderId?: string },
): Promise<boolean> {
  const coupon = await repo.findCoupon(exec, shopId, input.code.trim());
  if (coupon?.maxUsesPerCustomer == null) return true;
  const uses = await repo.countCustomerUses(
    exec,
    shopId,
    input.userId,
    coupon.code,
    input.now,
    input.exceptOrderId,
  );
  return uses < coupon.maxUsesPerCustomer;
}
