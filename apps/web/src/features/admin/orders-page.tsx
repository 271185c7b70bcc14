import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_PAYMENT_MODES,
  type AdminOrdersQuery,
  FULFILMENT_STATUSES,
} from '@storefront/shared';
import type { SortingState } from '@tanstack/react-table';
import { usePageTitle } from '@/lib/page-title';
import { useAdminOrders } from './api/orders';
import { ExportCsvButton } from './export-button';
import { FilteredList, type ListFilter, optionsOf, paramOf, useFilteredList } from './list-filters';
import { OrdersTable } from './orders-table';
import { useAdminSession } from './session';

/** The URL holds the filters, so a filtered list can be reloaded, shared and gone back to. */
function readFilters(params: URLSearchParams) {
  const get = (key: string) => paramOf(params, key);
  return {
    q: get('q'),
    status: get('status') as AdminOrdersQuery['status'],
    paymentMode: get('paymentMode') as AdminOrdersQuery['paymentMode'],
    from: get('from'),
    to: get('to'),
    sort: get('sort') === 'total' ? ('total' as const) : ('date' as const),
    dir: get('dir') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
}

const MODE_OPTIONS = ADMIN_PAYMENT_MODES.map(
  (mode) => [mode, mode === 'NA' ? 'Quotation (NA)' : mode] as const,
);

const FILTERS: ListFilter<'q' | 'status' | 'paymentMode'>[] = [
  { key: 'q', label: 'Search orders', placeholder: 'Receipt, name, email or mobile' },
  { key: 'status', label: 'Status', all: 'All statuses', options: optionsOf(FULFILMENT_STATUSES) },
  { key: 'paymentMode', label: 'Payment mode', all: 'All modes', options: MODE_OPTIONS },
  'dates',
];

/** /admin/orders: search, filters and pages, all done by the server. */
export function AdminOrdersPage() {
  usePageTitle('Orders · Console');
  const list = useFilteredList(ADMIN_ORDERS_PAGE_SIZE, readFilters, useAdminOrders);
  const { query } = list;
  const owner = useAdminSession().staff?.role === 'owner';
  const sorting: SortingState = [{ id: query.sort ?? 'date', desc: query.dir !== 'asc' }];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    if (first) list.update({ sort: first.id === 'total' ? 'total' : '', dir: first.desc ? '' : 'asc' });
  };

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Orders</h1>
      <FilteredList
        list={list}
        filters={FILTERS}
        noun={['order', 'orders']}
        className="sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        actions={
          owner ? (
            <ExportCsvButton
              path="/admin/orders/export"
              filters={{
                q: query.q,
                status: query.status,
                paymentMode: query.paymentMode,
                from: query.from,
                to: query.to,
              }}
            />
          ) : null
        }
      >
        {(items) => <OrdersTable orders={items} sorting={sorting} onSortingChange={onSortingChange} />}
      </FilteredList>
    </div>
  );
}
