import { type VerifyPaymentBody, verifyPaymentResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/payment/verify: the popup's answer; a refused signature is a 4xx. */
export function verifyPayment(body: VerifyPaymentBody) {
  return apiAuthRequest('/payment/verify', import.meta.env.DEV && verifyPaymentResponseSchema, {
    method: 'POST',
    body,
  });
}
