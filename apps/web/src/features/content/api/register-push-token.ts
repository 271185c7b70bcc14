import { registerTokenResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/firebase/register-token: this browser's push subscription for the customer. */
export function registerPushToken(userId: string, deviceToken: string) {
  return apiAuthRequest('/firebase/register-token', import.meta.env.DEV && registerTokenResponseSchema, {
    method: 'POST',
    body: { user_id: userId, deviceToken },
  });
}
