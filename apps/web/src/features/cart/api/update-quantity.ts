import { type QuantityAction, updateQuantityResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** PUT /api/cart/quantity/{cartItemId}: one step up or down; answers the new quantity. */
export async function updateQuantity(cartItemId: string, productSku: string, action: QuantityAction) {
  const answer = await apiAuthRequest(
    `/cart/quantity/${encodeURIComponent(cartItemId)}`,
    import.meta.env.DEV && updateQuantityResponseSchema,
    { method: 'PUT', body: { action, product_sku: productSku, quantity: 1 } },
  );
  return answer.cart;
}
