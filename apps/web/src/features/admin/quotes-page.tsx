import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminQuoteSummary,
  type AdminQuotesQuery,
  formatOrderTimestamp,
  formatRupees,
  MSG,
  QUOTE_STATES,
  type QuoteState,
} from '@storefront/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminQuotes } from './api/quotes';
import { type Columns, DataTable, Pager, pageOf, updateParams } from './data-table';
import { ErrorText, inputClass, quietButtonClass, StatusBadge } from './ui';

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
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <div>
        <p className="font-medium">{row.original.customerName}</p>
        <p className="text-xs text-mrp">
          {[row.original.mobile, row.original.email].filter(Boolean).join(' · ')}
        </p>
      </div>
    ),
  },
  { id: 'items', header: 'Items', cell: ({ row }) => row.original.itemCount },
  { id: 'total', header: 'Total', cell: ({ row }) => formatRupees(row.original.total) },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => <StatusBadge value={QUOTE_STATE_LABEL[row.original.state]} />,
  },
];

function readQuery(params: URLSearchParams): AdminQuotesQuery {
  const state = params.get('state');
  return {
    q: params.get('q') || undefined,
    state: (QUOTE_STATES as readonly string[]).includes(state ?? '') ? (state as QuoteState) : undefined,
    page: pageOf(params),
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** /admin/quotes: quotation requests, newest first, filtered and paged by the server. */
export function AdminQuotesPage() {
  usePageTitle('Quotations · Console');
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const quotes = useAdminQuotes(query);
  const [search, setSearch] = useState(query.q ?? '');
  const update = (changes: Record<string, string | undefined>) =>
    setParams(updateParams(params, changes), { replace: true });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Quotations</h1>
      <div className="grid gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3 sm:grid-cols-[2fr_1fr]">
        <form onSubmit={onSearch} className="flex gap-2">
          <input
            type="search"
            aria-label="Search quotations"
            placeholder="Receipt, name, email or mobile"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={inputClass}
          />
          <button type="submit" className={quietButtonClass} aria-label="Search">
            <Search aria-hidden size={16} />
          </button>
        </form>
        <label className="text-xs font-medium text-plum-700">
          State
          <select
            className={`${inputClass} mt-1`}
            value={query.state ?? ''}
            onChange={(event) => update({ state: event.target.value })}
          >
            <option value="">All states</option>
            {QUOTE_STATES.map((state) => (
              <option key={state} value={state}>
                {QUOTE_STATE_LABEL[state]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {quotes.isError ? <ErrorText>{serverMessage(quotes.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {quotes.isPending ? <p className="text-sm text-plum-700">Loading quotations…</p> : null}
      {quotes.data && quotes.data.items.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-ivory-50 p-6 text-center text-sm text-plum-700">
          No quotations match these filters.
        </p>
      ) : null}
      {quotes.data && quotes.data.items.length > 0 ? (
        <DataTable rows={quotes.data.items} columns={columns} caption="Quotations" />
      ) : null}
      <Pager
        total={quotes.data?.total ?? 0}
        page={Number(query.page ?? 1)}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        noun={['quotation', 'quotations']}
        onPage={(page) => update({ page: String(page) })}
      />
    </div>
  );
}
