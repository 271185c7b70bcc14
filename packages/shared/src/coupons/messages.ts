/** Texts about a coupon already applied on the cart (ours, in the spec's voice). */
export const COUPON_MSG = {
  /** The cart changed and the server no longer accepts the coupon: `reason` is its refusal. */
  removed: (code: string, reason: string) => `Coupon ${code} was removed. ${reason}`,
} as const;
