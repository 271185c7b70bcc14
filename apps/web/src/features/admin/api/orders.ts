import {
  type AdminOrdersQuery,
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
} from '@storefront/shared';
import { pagedListHook, recordHook } from './resources';

const PATH = '/admin/orders';

export const useAdminOrders = pagedListHook<AdminOrdersQuery, typeof adminOrdersResponseSchema>(
  PATH,
  import.meta.env.DEV && adminOrdersResponseSchema,
);

export const useAdminOrder = recordHook('order', PATH, import.meta.env.DEV && adminOrderResponseSchema);
