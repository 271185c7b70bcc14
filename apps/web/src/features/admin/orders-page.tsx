import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_PAYMENT_MODES,
  type AdminOrdersQuery,
  FULFILMENT_STATUSES,
  MSG,
} from '@storefront/shared';
import type { SortingState } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminOrders } from './api/orders';
import { OrdersTable } from './orders-table';
import { ErrorText, inputClass, quietButtonClass } from './ui';

type Filters = {
  q?: string;
  status?: string;
  paymentMode?: string;
  from?: string;
  to?: string;
  sort?: string;
  dir?: string;
  page?: string;
};

/** The URL holds the filters, so a filtered list can be reloaded, shared and gone back to. */
function readFilters(params: URLSearchParams): AdminOrdersQuery {
  const get = (key: keyof Filters) => params.get(key) || undefined;
  const page = Number(get('page') ?? 1);
  return {
    q: get('q'),
    status: get('status') as AdminOrdersQuery['status'],
    paymentMode: get('paymentMode') as AdminOrdersQuery['paymentMode'],
    from: get('from'),
    to: get('to'),
    sort: get('sort') === 'total' ? 'total' : 'date',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** /admin/orders: search, filters and pages, all done by the server. */
export function AdminOrdersPage() {
  usePageTitle('Orders · Console');
  const [params, setParams] = useSearchParams();
  const query = readFilters(params);
  const orders = useAdminOrders(query);
  const [search, setSearch] = useState(query.q ?? '');

  const update = (changes: Filters) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // a new filter starts again from the first page
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const sorting: SortingState = [{ id: query.sort ?? 'date', desc: query.dir !== 'asc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first) update({ sort: first.id === 'total' ? 'total' : '', dir: first.desc ? '' : 'asc' });
  };

  const total = orders.data?.total ?? 0;
  const page = Number(query.page ?? 1);
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Orders</h1>
      <div className="grid gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <form onSubmit={onSearch} className="flex gap-2 sm:col-span-2 xl:col-span-1">
          <input
            type="search"
            aria-label="Search orders"
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
          Status
          <select
            className={`${inputClass} mt-1`}
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {FULFILMENT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-plum-700">
          Payment mode
          <select
            className={`${inputClass} mt-1`}
            value={query.paymentMode ?? ''}
            onChange={(event) => update({ paymentMode: event.target.value })}
          >
            <option value="">All modes</option>
            {ADMIN_PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode === 'NA' ? 'Quotation (NA)' : mode}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-plum-700">
          From
          <input
            type="date"
            className={`${inputClass} mt-1`}
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => update({ from: event.target.value })}
          />
        </label>
        <label className="text-xs font-medium text-plum-700">
          To
          <input
            type="date"
            className={`${inputClass} mt-1`}
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => update({ to: event.target.value })}
          />
        </label>
      </div>

      {orders.isError ? <ErrorText>{serverMessage(orders.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {orders.isPending ? <p className="text-sm text-plum-700">Loading orders…</p> : null}
      {orders.data && orders.data.items.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-ivory-50 p-6 text-center text-sm text-plum-700">
          No orders match these filters.
        </p>
      ) : null}
      {orders.data && orders.data.items.length > 0 ? (
        <OrdersTable orders={orders.data.items} sorting={sorting} onSortingChange={onSortingChange} />
      ) : null}

      <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-plum-800">
        <p>
          {total} {total === 1 ? 'order' : 'orders'} · page {page} of {pages}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={quietButtonClass}
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
          >
            Previous
          </button>
          <button
            type="button"
            className={quietButtonClass}
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next
          </button>
        </div>
      </nav>
    </div>
  );
}
