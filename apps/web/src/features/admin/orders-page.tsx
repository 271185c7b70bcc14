import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_PAYMENT_MODES,
  type AdminOrdersQuery,
  FULFILMENT_STATUSES,
} from '@storefront/shared';
import type { SortingState } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useAdminOrders } from './api/orders';
import { pageOf, updateParams } from './data-table';
import { DateRangeFilter, FilterBar, PagedList, SearchFilter, SelectFilter } from './list-filters';
import { OrdersTable } from './orders-table';

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
  return {
    q: get('q'),
    status: get('status') as AdminOrdersQuery['status'],
    paymentMode: get('paymentMode') as AdminOrdersQuery['paymentMode'],
    from: get('from'),
    to: get('to'),
    sort: get('sort') === 'total' ? 'total' : 'date',
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    page: pageOf(params),
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

const STATUS_OPTIONS = FULFILMENT_STATUSES.map((status) => [status, status] as const);
const MODE_OPTIONS = ADMIN_PAYMENT_MODES.map(
  (mode) => [mode, mode === 'NA' ? 'Quotation (NA)' : mode] as const,
);

/** /admin/orders: search, filters and pages, all done by the server. */
export function AdminOrdersPage() {
  usePageTitle('Orders · Console');
  const [params, setParams] = useSearchParams();
  const query = readFilters(params);
  const orders = useAdminOrders(query);
  const update = (changes: Filters) => setParams(updateParams(params, changes), { replace: true });
  const sorting: SortingState = [{ id: query.sort ?? 'date', desc: query.dir !== 'asc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first) update({ sort: first.id === 'total' ? 'total' : '', dir: first.desc ? '' : 'asc' });
  };

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Orders</h1>
      <FilterBar className="sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <SearchFilter
          label="Search orders"
          placeholder="Receipt, name, email or mobile"
          value={query.q}
          onSearch={(q) => update({ q })}
        />
        <SelectFilter
          label="Status"
          all="All statuses"
          options={STATUS_OPTIONS}
          value={query.status}
          onChange={(status) => update({ status })}
        />
        <SelectFilter
          label="Payment mode"
          all="All modes"
          options={MODE_OPTIONS}
          value={query.paymentMode}
          onChange={(paymentMode) => update({ paymentMode })}
        />
        <DateRangeFilter from={query.from} to={query.to} onChange={update} />
      </FilterBar>
      <PagedList
        query={orders}
        loading="Loading orders…"
        empty="No orders match these filters."
        noun={['order', 'orders']}
        page={pageOf(params)}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        onPage={(page) => update({ page: String(page) })}
      >
        {(items) => <OrdersTable orders={items} sorting={sorting} onSortingChange={onSortingChange} />}
      </PagedList>
    </div>
  );
}
