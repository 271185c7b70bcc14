import {
  type AdminOrdersQuery,
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
} from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';

export const getAdminOrders = (query: AdminOrdersQuery, signal?: AbortSignal) =>
  adminRequest(
    `/admin/orders${queryString(query as Record<string, string | number | undefined>)}`,
    import.meta.env.DEV && adminOrdersResponseSchema,
    { signal },
  );

/** The list keeps showing the last page while the next one loads, so the table does not jump. */
export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const getAdminOrder = (id: string, signal?: AbortSignal) =>
  adminRequest(`/admin/orders/${encodeURIComponent(id)}`, import.meta.env.DEV && adminOrderResponseSchema, {
    signal,
  });

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: ({ signal }) => getAdminOrder(id, signal).then((answer) => answer.order),
  });
}
