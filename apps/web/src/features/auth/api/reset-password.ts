import { successMessageSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/reset-password, with the token verify-otp gave for the reset code. */
export function resetPassword(email: string, newPassword: string, verificationToken: string) {
  return apiRequest('/registeruser/api/reset-password', import.meta.env.DEV && successMessageSchema, {
    method: 'POST',
    body: { email, newPassword, verificationToken, main_id: SHOP_ID },
  });
}
