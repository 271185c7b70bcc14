/** What checkout may use of coupons: the one coupon check, so an order's discount is the server's. */
export { type CouponVerdict, evaluateCoupon, withinCustomerLimit } from './service';
