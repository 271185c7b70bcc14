import { z } from 'zod';
import { okBody } from '../common/answers';
import { apiErrorSchema } from '../common/api-error';
import { MSG } from '../messages';

/** GET /coupon/check/{code}: codes are matched ignoring case (stored upper-case). */
export const couponCheckParamsSchema = z.object({
  code: z.string().trim().min(1, MSG.enterCouponCode).max(64, MSG.invalidCoupon),
});

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const couponCheckQuerySchema = z.object({
  /** The spec sends one (it holds the shop id there); the customer always comes from the token. */
  user_id: z.string().max(64).optional(),
  /**
   * The cart's sale total in rupees. Optional for a customer (their server cart's total is
   * used), required for a guest.
   */
  total: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'total must be an amount in rupees' })
      .nonnegative('total must be an amount in rupees')
      .max(10_000_000, 'total is too large')
      .optional(),
  ),
});
export type CouponCheckQuery = z.input<typeof couponCheckQuerySchema>;

export const couponDataSchema = z.object({
  /** Upper-case, as stored. */
  code: z.string(),
  /** Percent off the cart's sale total, or null. */
  percentage_offer: z.number().nullable(),
  /** Fixed rupees off, or null; used only when there is no percentage. */
  price_offer: z.number().nullable(),
  /** The discount on `total`, in rupees (couponDiscountPaise). */
  discount: z.number().nonnegative(),
  /** The cart sale total the discount was computed on, in rupees. */
  total: z.number().nonnegative(),
});
export type CouponData = z.infer<typeof couponDataSchema>;

export const couponCheckResponseSchema = okBody({ message: z.string(), couponData: couponDataSchema });
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;

/**
 * A refused coupon: the API's error body plus `message`, the same text as `msg`, because
 * the cart's coupon modal shows `message`.
 */
export const couponErrorSchema = apiErrorSchema.extend({ message: z.string() });
export type CouponErrorBody = z.infer<typeof couponErrorSchema>;
