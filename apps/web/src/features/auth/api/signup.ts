import { type SignupForm, signupResponseSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/signup, after the email's OTP was verified. */
export function signup(form: SignupForm) {
  return apiRequest('/registeruser/api/signup', import.meta.env.DEV && signupResponseSchema, {
    method: 'POST',
    body: { ...form, main_id: SHOP_ID },
  });
}
