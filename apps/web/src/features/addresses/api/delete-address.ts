import { addressMessageResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** DELETE /api/address/{addressId} */
export function deleteAddress(addressId: string) {
  return apiAuthRequest(
    `/address/${encodeURIComponent(addressId)}`,
    import.meta.env.DEV && addressMessageResponseSchema,
    {
      method: 'DELETE',
    },
  );
}
