import { normaliseMobile, updateMobileResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** PUT /api/registeruser/api/user/{id}: the customer's contact mobile. */
export function updateMobile(userId: string, mobile: string) {
  return apiAuthRequest(
    `/registeruser/api/user/${encodeURIComponent(userId)}`,
    import.meta.env.DEV && updateMobileResponseSchema,
    {
      method: 'PUT',
      body: { mobile: normaliseMobile(mobile) },
    },
  );
}
