import { type QuoteBody, quoteResponseSchema } from '@storefront/shared';
import { apiAuthRequest } from '@/lib/api-client';

/** POST /api/payment/getquote: a quotation request of a manual-payment shop. */
export function requestQuote(body: QuoteBody) {
  return apiAuthRequest('/payment/getquote', import.meta.env.DEV && quoteResponseSchema, {
    method: 'POST',
    body,
  });
}
