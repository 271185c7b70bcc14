import { authConfigResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/auth/config: the Google client id, or null when Google sign-in is off. */
export function getAuthConfig(signal?: AbortSignal) {
  return apiGet('/auth/config', import.meta.env.DEV && authConfigResponseSchema, signal);
}

export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
}
