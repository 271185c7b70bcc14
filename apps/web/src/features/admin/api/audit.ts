import { type AdminAuditQuery, adminAuditResponseSchema } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';

type Params = Record<string, string | number | undefined>;

export const getAdminAudit = (query: AdminAuditQuery, signal?: AbortSignal) =>
  adminRequest(
    `/admin/audit${queryString(query as Params)}`,
    import.meta.env.DEV && adminAuditResponseSchema,
    {
      signal,
    },
  );

export function useAdminAudit(query: AdminAuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAdminAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
