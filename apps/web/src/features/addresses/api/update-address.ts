import { type AddressBody, addressMutationResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** PUT /api/address/{addressId} with the whole address. */
export function updateAddress(addressId: string, body: AddressBody) {
  return apiAuthRequest(
    `/address/${encodeURIComponent(addressId)}`,
    import.meta.env.DEV && addressMutationResponseSchema,
    {
      method: 'PUT',
      body,
    },
  );
}
