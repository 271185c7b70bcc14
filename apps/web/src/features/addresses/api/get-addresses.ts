import { addressListResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { customerQuery } from '@/lib/customer-query';
import { useSession } from '@/lib/session';

/** GET /api/address/{userId}: the customer's saved addresses. */
const addresses = customerQuery(
  'addresses',
  '/address',
  'user',
  import.meta.env.DEV && addressListResponseSchema,
);

export const addressesKey = addresses.key;

export function useAddresses() {
  const { user } = useSession();
  return useQuery(addresses.options(user?.user_id));
}
