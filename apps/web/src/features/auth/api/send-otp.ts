import { successMessageSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/send-otp: a registration code to a new email. */
export function sendSignupOtp(email: string) {
  return apiRequest('/registeruser/api/send-otp', import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
    body: { email, main_id: SHOP_ID },
  });
}
