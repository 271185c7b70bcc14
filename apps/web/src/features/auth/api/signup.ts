import { type SignupForm, signupResponseSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/signup, with the token verify-otp gave for the email. */
export function signup(form: SignupForm, verificationToken: string) {
  return apiRequest('/registeruser/api/signup', import.meta.env.DEV && signupResponseSchema, {
    method: 'POST',
    body: { ...form, verificationToken, main_id: SHOP_ID },
  });
}
