import { cartMessageResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** DELETE /api/cart/{productSku}: the path carries the SKU (docs/api.md). */
export async function removeCartLine(productSku: string) {
  return (
    await apiAuthRequest(
      `/cart/${encodeURIComponent(productSku)}`,
      import.meta.env.DEV && cartMessageResponseSchema,
      {
        method: 'DELETE',
      },
    )
  ).msg;
}

/** DELETE /api/cart/deleteall/{userId}. */
export async function clearServerCart(userId: string) {
  return (
    await apiAuthRequest(
      `/cart/deleteall/${encodeURIComponent(userId)}`,
      import.meta.env.DEV && cartMessageResponseSchema,
      {
        method: 'DELETE',
      },
    )
  ).msg;
}
