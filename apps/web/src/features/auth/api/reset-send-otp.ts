import { successMessageSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/resetsend-otp: a password reset code. */
export function sendResetOtp(email: string) {
  return apiRequest('/registeruser/api/resetsend-otp', import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
    body: { email, main_id: SHOP_ID },
  });
}
