import { type OtpPurpose, verifyOtpResponseSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/**
 * POST /api/registeruser/api/verify-otp for registration or reset. The answer carries the
 * verification token that the next step (signup or reset-password) must send.
 */
export function verifyOtp(email: string, otp: string, purpose: OtpPurpose) {
  return apiRequest('/registeruser/api/verify-otp', import.meta.env.DEV && verifyOtpResponseSchema, {
    method: 'POST',
    body: { email, otp, purpose, main_id: SHOP_ID },
  });
}
