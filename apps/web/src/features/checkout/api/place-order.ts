import { type PlaceOrderBody, placeOrderResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/payment: Pay now, or Pay on delivery with an advance paid online. */
export function placeOrder(body: PlaceOrderBody) {
  return apiAuthRequest('/payment', import.meta.env.DEV && placeOrderResponseSchema, {
    method: 'POST',
    body,
  });
}

/** POST /api/payment/paydelivery: Pay on delivery when the shop asks no advance. */
export function placePayOnDelivery(body: PlaceOrderBody) {
  return apiAuthRequest('/payment/paydelivery', import.meta.env.DEV && placeOrderResponseSchema, {
    method: 'POST',
    body,
  });
}
