import { addressListResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiAuthRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressesKey = (userId: string | undefined) => ['addresses', userId] as const;

/** GET /api/address/{userId}: the customer's saved addresses. */
export async function getAddresses(userId: string, signal?: AbortSignal) {
  return (
    await apiAuthRequest(
      `/address/${encodeURIComponent(userId)}`,
      import.meta.env.DEV && addressListResponseSchema,
      { signal },
    )
  ).user;
}

export function useAddresses() {
  const { user } = useSession();
  const userId = user?.user_id;
  return useQuery({
    queryKey: addressesKey(userId),
    queryFn: ({ signal }) => getAddresses(userId!, signal),
    enabled: Boolean(userId),
  });
}
