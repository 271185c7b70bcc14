import { type CartLineInput, cartMessageResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/**
 * POST /api/cart: one line into the customer's server cart. Resolves to the server's
 * message ('Product added to cart'); a refusal throws ApiError carrying its msg
 * (409 'Product already in cart').
 */
export async function postCartLine(line: CartLineInput) {
  return (
    await apiAuthRequest('/cart', import.meta.env.DEV && cartMessageResponseSchema, {
      method: 'POST',
      body: line,
    })
  ).msg;
}
