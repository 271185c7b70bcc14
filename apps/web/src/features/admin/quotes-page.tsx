import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminQuoteSummary,
  formatOrderTimestamp,
  formatRupees,
  MSG,
  QUOTE_STATES,
  type QuoteState,
} from '@storefront/shared';
import { Link } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminQuotes } from './api/quotes';
import { CardsOnPhone, type Columns, DataTable, Pager, ReceiptCard, twoLineColumn } from './data-table';
import { type ListFilter, ListFilters, optionsOf, paramOf, useFilteredList } from './list-filters';
import { ErrorText, StatusBadge } from './ui';

/** The console's words for a quotation's state. */
export const QUOTE_STATE_LABEL: Record<QuoteState, string> = {
  requested: 'Requested',
  priced: 'Priced, link sent',
  closed: 'Closed',
  ordered: 'Ordered',
};

const columns: Columns<AdminQuoteSummary> = [
  {
    id: 'receipt',
    header: 'Quotation',
    cell: ({ row }) => (
      <Link to={`/admin/quotes/${row.original.id}`} className="font-medium text-plum-800 underline">
        {row.original.receiptId}
      </Link>
    ),
  },
  { id: 'date', header: 'Asked', cell: ({ row }) => formatOrderTimestamp(row.original.createdAt) },
  twoLineColumn(
    'customer',
    'Customer',
    (quote) => quote.customerName,
    (quote) => [quote.mobile, quote.email].filter(Boolean).join(' · '),
  ),
  { id: 'items', header: 'Items', cell: ({ row }) => row.original.itemCount },
  { id: 'total', header: 'Total', cell: ({ row }) => formatRupees(row.original.total) },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => <StatusBadge value={QUOTE_STATE_LABEL[row.original.state]} />,
  },
];

const FILTERS: ListFilter<'q' | 'state'>[] = [
  {
    key: 'q',
    label: 'Search quotations',
    placeholder: 'Receipt, name, email or mobile',
    className: 'flex gap-2',
  },
  { key: 'state', label: 'State', all: 'All states', options: optionsOf(QUOTE_STATES, QUOTE_STATE_LABEL) },
];

const readFilters = (params: URLSearchParams) => ({
  q: paramOf(params, 'q'),
  state: paramOf(params, 'state', QUOTE_STATES),
});

/** The quotations as a table from `sm` up; on a phone one card each, as the orders list does. */
function QuotesList({ quotes }: { quotes: AdminQuoteSummary[] }) {
  return (
    <CardsOnPhone
      rows={quotes}
      label="Quotations"
      card={(quote) => (
        <ReceiptCard
          to={`/admin/quotes/${quote.id}`}
          receiptId={quote.receiptId}
          total={quote.total}
          customerName={quote.customerName}
        >
          <p className="text-xs text-mrp">
            Asked {formatOrderTimestamp(quote.createdAt)} · {quote.itemCount}{' '}
            {quote.itemCount === 1 ? 'item' : 'items'}
          </p>
          <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-mrp">
            State <StatusBadge value={QUOTE_STATE_LABEL[quote.state]} />
          </p>
        </ReceiptCard>
      )}
      table={<DataTable rows={quotes} columns={columns} caption="Quotations" />}
    />
  );
}

/** /admin/quotes: quotation requests, newest first, filtered and paged by the server. */
export function AdminQuotesPage() {
  usePageTitle('Quotations · Console');
  const list = useFilteredList(ADMIN_ORDERS_PAGE_SIZE, readFilters, useAdminQuotes);
  const quotes = list.rows;

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Quotations</h1>
      <ListFilters
        className="sm:grid-cols-[2fr_1fr]"
        filters={FILTERS}
        values={list.query}
        onChange={list.update}
      />

      {quotes.isError ? <ErrorText>{serverMessage(quotes.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {quotes.isPending ? <p className="text-sm text-plum-700">Loading quotations…</p> : null}
      {quotes.data && quotes.data.items.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-ivory-50 p-6 text-center text-sm text-plum-700">
          No quotations match these filters.
        </p>
      ) : null}
      {quotes.data && quotes.data.items.length > 0 ? <QuotesList quotes={quotes.data.items} /> : null}
      <Pager total={quotes.data?.total ?? 0} noun={['quotation', 'quotations']} {...list.paging} />
    </div>
  );
}
