import { pushConfigResponseSchema } from '@storefront/shared';
import { apiGet } from '@/lib/api-client';

/** GET /api/push/config: whether the shop sends notifications, and its VAPID public key. */
export function getPushConfig(signal?: AbortSignal) {
  return apiGet('/push/config', import.meta.env.DEV && pushConfigResponseSchema, signal);
}
