import { type AdminOrderSummary, formatOrderTimestamp, formatRupees } from '@storefront/shared';
import {
  type ColumnDef,
  flexRender,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from './ui';

// v9 tables name the features they use; sorting is the only one (the server does it)
const features = tableFeatures({ rowSortingFeature });

const columns: ColumnDef<typeof features, AdminOrderSummary>[] = [
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
  {
    id: 'date',
    accessorFn: (row) => row.createdAt,
    header: 'Date',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatOrderTimestamp(row.original.createdAt)}</span>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-40">
        <p className="font-medium">{row.original.customerName || '—'}</p>
        <p className="text-xs text-mrp">
          {[row.original.email, row.original.mobile].filter(Boolean).join(' · ')}
        </p>
      </div>
    ),
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
  const table = useTable({
    features,
    data: orders,
    columns,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getRowId: (row) => row.id,
  });

  return (
    <div className="overflow-x-auto rounded-xl border border-ivory-300 bg-ivory-50">
      <table className="w-full text-left text-sm">
        <thead className="bg-ivory-200 text-xs uppercase tracking-wide text-plum-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sorted === 'asc' ? <ArrowUp aria-hidden size={14} /> : null}
                        {sorted === 'desc' ? <ArrowDown aria-hidden size={14} /> : null}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-ivory-200 align-top hover:bg-ivory-100">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
