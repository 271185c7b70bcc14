import { couponCheckResponseSchema } from '@storefront/shared';
import { apiAuthRequest, apiRequest, queryString } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/**
 * GET /api/coupon/check/{code}?total=: the server validates the code against the cart's
 * sale total (rupees). A customer's call carries the token, so the per-customer limit is
 * checked too; a guest's call goes without one.
 */
export async function checkCoupon(code: string, totalRupees: number, asCustomer: boolean) {
  const path = `/coupon/check/${encodeURIComponent(code)}${queryString({ user_id: SHOP_ID, total: totalRupees })}`;
  return asCustomer
    ? apiAuthRequest(path, import.meta.env.DEV && couponCheckResponseSchema)
    : apiRequest(path, import.meta.env.DEV && couponCheckResponseSchema);
}
