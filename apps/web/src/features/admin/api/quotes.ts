import {
  type AdminQuoteCloseBody,
  type AdminQuotePriceBody,
  type AdminQuotesQuery,
  adminQuoteMessageResponseSchema,
  adminQuoteResponseSchema,
  adminQuotesResponseSchema,
} from '@storefront/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';

type Params = Record<string, string | number | undefined>;

export const getAdminQuotes = (query: AdminQuotesQuery, signal?: AbortSignal) =>
  adminRequest(
    `/admin/quotes${queryString(query as Params)}`,
    import.meta.env.DEV && adminQuotesResponseSchema,
    {
      signal,
    },
  );

/** The list keeps showing the last page while the next one loads, so the table does not jump. */
export function useAdminQuotes(query: AdminQuotesQuery) {
  return useQuery({
    queryKey: ['admin', 'quotes', query],
    queryFn: ({ signal }) => getAdminQuotes(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const getAdminQuote = (id: string, signal?: AbortSignal) =>
  adminRequest(`/admin/quotes/${encodeURIComponent(id)}`, import.meta.env.DEV && adminQuoteResponseSchema, {
    signal,
  });

export function useAdminQuote(id: string) {
  return useQuery({
    queryKey: ['admin', 'quote', id],
    queryFn: ({ signal }) => getAdminQuote(id, signal).then((answer) => answer.quote),
  });
}

const quoteAction = (
  id: string,
  action: 'price' | 'close',
  body: AdminQuotePriceBody | AdminQuoteCloseBody,
) =>
  adminRequest(
    `/admin/quotes/${encodeURIComponent(id)}/${action}`,
    import.meta.env.DEV && adminQuoteMessageResponseSchema,
    { method: 'POST', body },
  );

/** Pricing and closing change the quotation, the list and the audit log. */
function useQuoteAction<B extends AdminQuotePriceBody | AdminQuoteCloseBody>(
  id: string,
  action: 'price' | 'close',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => quoteAction(id, action, body),
    onSuccess: ({ quote }) => {
      client.setQueryData(['admin', 'quote', id], quote);
      void client.invalidateQueries({ queryKey: ['admin', 'quotes'] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const usePriceQuote = (id: string) => useQuoteAction<AdminQuotePriceBody>(id, 'price');
export const useCloseQuote = (id: string) => useQuoteAction<AdminQuoteCloseBody>(id, 'close');
