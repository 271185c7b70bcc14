import { payRazorpayResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** GET /api/pay-razorpay/{shopId}: the gateway's public key id and which gateway takes payments. */
export function getPaymentKey(signal?: AbortSignal) {
  return apiAuthRequest(`/pay-razorpay/${SHOP_ID}`, import.meta.env.DEV && payRazorpayResponseSchema, {
    signal,
  });
}
