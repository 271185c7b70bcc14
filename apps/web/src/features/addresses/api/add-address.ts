import { type AddressBody, addressMutationResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/address */
export function addAddress(body: AddressBody) {
  return apiAuthRequest('/address', import.meta.env.DEV && addressMutationResponseSchema, {
    method: 'POST',
    body,
  });
}
