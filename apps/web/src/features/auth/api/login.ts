import { type LoginForm, loginResponseSchema } from '@storefront/shared';
import { apiRequest } from '@/lib/api-client';
import { SHOP_ID } from '@/lib/config';

/** POST /api/loginuser: the refresh cookie comes back httpOnly, the access token in the body. */
export function loginUser(form: LoginForm) {
  return apiRequest('/loginuser', import.meta.env.DEV && loginResponseSchema, {
    method: 'POST',
    body: { ...form, main_id: SHOP_ID },
  });
}
