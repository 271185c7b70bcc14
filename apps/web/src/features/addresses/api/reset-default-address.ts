import { addressMessageResponseSchema, type DefaultKind } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** PATCH /api/address/reset-default/{shipping|billing}/{userId}: no address is that default any more. */
export function resetDefaultAddress(kind: DefaultKind, userId: string) {
  return apiAuthRequest(
    `/address/reset-default/${kind}/${encodeURIComponent(userId)}`,
    import.meta.env.DEV && addressMessageResponseSchema,
    { method: 'PATCH' },
  );
}
