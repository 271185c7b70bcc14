import {
  type AdminCategoryBody,
  type AdminProductBody,
  type AdminProductsQuery,
  type AdminStockAdjustBody,
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  adminProductResponseSchema,
  adminProductsResponseSchema,
  adminStockAdjustResponseSchema,
  adminStockHistoryResponseSchema,
  type ProductStatus,
} from '@storefront/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';
import { itemsHook, pagedListHook, recordHook } from './resources';

const PATH = '/admin/products';
const productPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const useAdminProducts = pagedListHook<AdminProductsQuery, typeof adminProductsResponseSchema>(
  PATH,
  import.meta.env.DEV && adminProductsResponseSchema,
);

export const useAdminProduct = recordHook('product', PATH, import.meta.env.DEV && adminProductResponseSchema);

export const useAdminCategories = itemsHook(
  '/admin/categories',
  import.meta.env.DEV && adminCategoriesResponseSchema,
);

export function useStockHistory(id: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'product', id, 'stock-history', page],
    queryFn: ({ signal }) =>
      adminRequest(
        `${productPath(id)}/stock-history${queryString({ page })}`,
        import.meta.env.DEV && adminStockHistoryResponseSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Any product change can move it in or out of the list's filters, change a category's
 * product count and (for stock) the history: all of them are asked again.
 */
function refreshCatalogue(client: QueryClient, id?: string) {
  void client.invalidateQueries({ queryKey: ['admin', 'products'] });
  void client.invalidateQueries({ queryKey: ['admin', 'categories'] });
  if (id) void client.invalidateQueries({ queryKey: ['admin', 'product', id] });
}

/** Creates a product when `id` is null, else replaces it. */
export function useSaveProduct(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductBody) =>
      adminRequest(id ? productPath(id) : PATH, import.meta.env.DEV && adminProductResponseSchema, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: ({ product }) => {
      client.setQueryData(['admin', 'product', product.id], product);
      refreshCatalogue(client, product.id);
    },
  });
}

export function useDuplicateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest(`${productPath(id)}/duplicate`, import.meta.env.DEV && adminProductResponseSchema, {
        method: 'POST',
      }),
    onSuccess: ({ product }) => {
      client.setQueryData(['admin', 'product', product.id], product);
      refreshCatalogue(client);
    },
  });
}

export function useSetProductStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ProductStatus) =>
      adminRequest(`${productPath(id)}/status`, import.meta.env.DEV && adminProductResponseSchema, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: ({ product }) => {
      client.setQueryData(['admin', 'product', id], product);
      refreshCatalogue(client, id);
    },
  });
}

export function useAdjustStock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStockAdjustBody) =>
      adminRequest(`${productPath(id)}/stock`, import.meta.env.DEV && adminStockAdjustResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => refreshCatalogue(client, id),
  });
}

/** Creates a category when `id` is null, else replaces it. */
export function useSaveCategory(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCategoryBody) =>
      adminRequest(
        id ? `/admin/categories/${encodeURIComponent(id)}` : '/admin/categories',
        import.meta.env.DEV && adminCategoryResponseSchema,
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'categories'] });
      void client.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}
