import { successMessageSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/reset-password, after the reset OTP was verified. */
export function resetPassword(email: string, newPassword: string) {
  return apiRequest('/registeruser/api/reset-password', import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
    body: { email, newPassword, main_id: SHOP_ID },
  });
}
