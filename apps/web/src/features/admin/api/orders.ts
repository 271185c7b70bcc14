import {
  type AdminOrdersQuery,
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
} from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { pagedListHook } from './resources';

export const useAdminOrders = pagedListHook<AdminOrdersQuery, typeof adminOrdersResponseSchema>(
  '/admin/orders',
  import.meta.env.DEV && adminOrdersResponseSchema,
);

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
