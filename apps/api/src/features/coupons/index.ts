/** What checkout may use of coupons: the one coupon check, so an order's discount is the server's. */
export { COUPON_USE_STATUSES } from './repository';
export { type CouponVerdict, couponLimitRefusal, evaluateCoupon, withinCouponLimits } from './service';
