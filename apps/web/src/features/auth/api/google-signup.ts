import { googleSignupResponseSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/registeruser/api/google-signup: signs in (or up) with a Google ID token. */
export function googleSignup(token: string) {
  return apiRequest('/registeruser/api/google-signup', import.meta.env.DEV && googleSignupResponseSchema, {
    method: 'POST',
    body: { token, main_id: SHOP_ID },
  });
}
