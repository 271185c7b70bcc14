import { customerQuoteResponseSchema, placeOrderResponseSchema, type QuotePayBody } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { apiAuthRequest } from '@/lib/api-client';

export const quoteKey = (token: string) => ['quote', token] as const;

/** GET /api/quotes/{token}: the signed-in customer's priced quotation. */
export function useQuote(token: string) {
  return useQuery({
    queryKey: quoteKey(token),
    queryFn: ({ signal }) =>
      apiAuthRequest(
        `/quotes/${encodeURIComponent(token)}`,
        import.meta.env.DEV && customerQuoteResponseSchema,
        {
          signal,
        },
      ).then((answer) => answer.data),
    retry: false,
  });
}

/** POST /api/quotes/{token}/pay: takes the stock and answers the provider order to pay, as placing does. */
export function payQuote(token: string, body: QuotePayBody) {
  return apiAuthRequest(
    `/quotes/${encodeURIComponent(token)}/pay`,
    import.meta.env.DEV && placeOrderResponseSchema,
    {
      method: 'POST',
      body,
    },
  );
}
