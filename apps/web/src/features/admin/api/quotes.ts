import {
  type AdminQuoteCloseBody,
  type AdminQuotePriceBody,
  type AdminQuotesQuery,
  adminQuoteMessageResponseSchema,
  adminQuoteResponseSchema,
  adminQuotesResponseSchema,
} from '@storefront/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { pagedListHook, recordHook } from './resources';

const PATH = '/admin/quotes';

export const useAdminQuotes = pagedListHook<AdminQuotesQuery, typeof adminQuotesResponseSchema>(
  PATH,
  import.meta.env.DEV && adminQuotesResponseSchema,
);

export const useAdminQuote = recordHook('quote', PATH, import.meta.env.DEV && adminQuoteResponseSchema);

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
