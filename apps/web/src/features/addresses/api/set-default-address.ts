import { addressMutationResponseSchema, type DefaultKind } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';
import { resetDefaultAddress } from './reset-default-address';

/** PATCH /api/address/{addressId} with defaultaddressS or defaultaddressB true. */
export function setDefaultAddress(addressId: string, kind: DefaultKind) {
  return apiAuthRequest(
    `/address/${encodeURIComponent(addressId)}`,
    import.meta.env.DEV && addressMutationResponseSchema,
    {
      method: 'PATCH',
      body: kind === 'shipping' ? { defaultaddressS: true } : { defaultaddressB: true },
    },
  );
}

/** The change modal's Save (docs/api.md): clear the previous default of that kind, then set the new one. */
export async function makeDefaultAddress(kind: DefaultKind, userId: string, addressId: string) {
  await resetDefaultAddress(kind, userId);
  return setDefaultAddress(addressId, kind);
}
