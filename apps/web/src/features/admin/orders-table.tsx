import { type AdminOrderSummary, formatOrderTimestamp, formatRupees } from '@storefront/shared';
import type { SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  CardsOnPhone,
  type Columns,
  createdAtColumn,
  DataTable,
  ReceiptCard,
  twoLineColumn,
} from './data-table';
import { StatusBadge } from './ui';

const columns: Columns<AdminOrderSummary> = [
  {
    id: 'receipt',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/orders/${row.original.id}`}
        className="font-medium text-plum-800 underline-offset-4 hover:underline"
      >
        {row.original.receiptId}
      </Link>
    ),
  },
  // sortable: the server sorts by it
  { ...createdAtColumn('date', 'Date'), accessorFn: (row) => row.createdAt },
  {
    ...twoLineColumn(
      'customer',
      'Customer',
      (order) => order.customerName || '—',
      (order) => [order.email, order.mobile].filter(Boolean).join(' · '),
      { className: 'min-w-40' },
    ),
    enableSorting: false,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusBadge value={row.original.status} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="space-y-1">
        <StatusBadge value={row.original.paymentStatus} />
        <p className="whitespace-nowrap text-xs text-mrp">{row.original.paymentMode}</p>
      </div>
    ),
  },
  {
    id: 'total',
    accessorFn: (row) => row.total,
    header: 'Total',
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-medium text-gold-700">{formatRupees(row.original.total)}</span>
    ),
  },
];

/**
 * The orders as a table. Sorting and pages are the server's: the table only shows a page
 * and reports the sort a header click asks for.
 */
export function OrdersTable({
  orders,
  sorting,
  onSortingChange,
}: {
  orders: AdminOrderSummary[];
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
}) {
  return (
    <CardsOnPhone
      rows={orders}
      label="Orders"
      card={(order) => <OrderCard order={order} />}
      table={
        <DataTable
          rows={orders}
          columns={columns}
          caption="Orders"
          sorting={sorting}
          onSortingChange={onSortingChange}
        />
      }
    />
  );
}

function OrderCard({ order }: { order: AdminOrderSummary }) {
  return (
    <ReceiptCard
      to={`/admin/orders/${order.id}`}
      receiptId={order.receiptId}
      total={order.total}
      customerName={order.customerName}
    >
      <p className="text-xs text-mrp">
        {formatOrderTimestamp(order.createdAt)} · {order.paymentMode}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-mrp">
        <span className="inline-flex items-center gap-1.5">
          Order <StatusBadge value={order.status} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          Payment <StatusBadge value={order.paymentStatus} />
        </span>
      </div>
    </ReceiptCard>
  );
}
