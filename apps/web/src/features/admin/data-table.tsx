import { formatOrderTimestamp, formatRupees } from '@storefront/shared';
import {
  type ColumnDef,
  flexRender,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { quietButtonClass } from './ui';

// the lists here come sorted and paged by the server: the table only lays a page out and, when
// given `sorting`, reports the sort a header click asks for
const features = tableFeatures({ rowSortingFeature });
export type Columns<T extends RowData> = ColumnDef<typeof features, T>[];

/** A column of when each row was made, kept on one line: a wrapped time is hard to read. */
export const createdAtColumn = <T extends { createdAt: string }>(
  id: string,
  header: string,
): ColumnDef<typeof features, T> => ({
  id,
  header,
  cell: ({ row }) => (
    <span className="whitespace-nowrap">{formatOrderTimestamp(row.original.createdAt)}</span>
  ),
});

/**
 * A column of two lines per row: what the row is about, and a smaller line under it (how to
 * reach them, which record); a second line of null is left out.
 */
export const twoLineColumn = <T extends RowData>(
  id: string,
  header: string,
  main: (row: T) => ReactNode,
  sub: (row: T) => ReactNode,
  { mainClassName = 'font-medium', className }: { mainClassName?: string; className?: string } = {},
): ColumnDef<typeof features, T> => ({
  id,
  header,
  cell: ({ row }) => {
    const second = sub(row.original);
    return (
      <div className={className}>
        <p className={mainClassName}>{main(row.original)}</p>
        {second === null ? null : <p className="text-xs text-mrp">{second}</p>}
      </div>
    );
  },
});

export function DataTable<T extends { id: string }>({
  rows,
  columns,
  caption,
  sorting,
  onSortingChange,
}: {
  rows: T[];
  columns: Columns<T>;
  caption: string;
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
}) {
  const table = useTable({
    features,
    data: rows,
    columns,
    enableSorting: Boolean(sorting && onSortingChange),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: sorting ?? [] },
    onSortingChange: (updater) =>
      onSortingChange?.(typeof updater === 'function' ? updater(sorting ?? []) : updater),
    getRowId: (row) => row.id,
  });
  const captionId = useId();
  // a table wider than the screen scrolls sideways in this box: a tab stop lets a keyboard
  // scroll it (a table of plain text has nothing else to stop on), and the caption names it
  // (a named section is a region); the focus ring is the console's usual one (:focus-visible
  // in styles.css)
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or a keyboard cannot scroll it
      tabIndex={0}
      aria-labelledby={captionId}
      className="overflow-x-auto rounded-xl border border-ivory-300 bg-ivory-50"
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-ivory-200 text-xs uppercase tracking-wide text-plum-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
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
                        {title}
                        {sorted === 'asc' ? <ArrowUp aria-hidden size={14} /> : null}
                        {sorted === 'desc' ? <ArrowDown aria-hidden size={14} /> : null}
                      </button>
                    ) : (
                      title
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
    </section>
  );
}

/** "12 messages · page 1 of 2" with Previous and Next. */
export function Pager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [string, string];
  onPage: (page: number) => void;
}): ReactNode {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-plum-800">
      <p>
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={quietButtonClass}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={quietButtonClass}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** Reads and writes list filters in the URL, so a filtered list survives a reload and Back. */
export function updateParams(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  // a new filter starts again from the first page
  if (!('page' in changes)) next.delete('page');
  return next;
}

export const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page') ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The header row of the console's small hand-written tables (categories, stock, sales by
 * day), which had each spelt out every column header; a right-aligned one holds numbers, a
 * hidden one is for screen readers only (a column of buttons).
 */
export function HeaderRow({
  cells,
  className,
}: {
  cells: readonly (string | { label: string; right?: boolean; hidden?: boolean })[];
  className: string;
}) {
  return (
    <tr>
      {cells.map((cell) => {
        const { label, right, hidden } = typeof cell === 'string' ? { label: cell } : cell;
        return (
          <th key={label} scope="col" className={right ? `${className} text-right` : className}>
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        );
      })}
    </tr>
  );
}

/**
 * A console list as one card per row on a phone and as `table` from `sm` up: a table of five
 * or more columns would put its last ones (a total, a state) off a phone's screen.
 */
export function CardsOnPhone<T extends { id: string }>({
  rows,
  label,
  card,
  table,
}: {
  rows: T[];
  /** The list's name for screen readers: the table's caption. */
  label: string;
  card: (row: T) => ReactNode;
  table: ReactNode;
}) {
  return (
    <>
      <ul className="space-y-2 sm:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>{card(row)}</li>
        ))}
      </ul>
      <div className="hidden sm:block">{table}</div>
    </>
  );
}

/** A phone card of an order or a quotation: its receipt and total, the customer, then `children`. */
export function ReceiptCard({
  to,
  receiptId,
  total,
  customerName,
  children,
}: {
  to: string;
  receiptId: string;
  total: number;
  customerName: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="block rounded-xl border border-ivory-300 bg-white p-3 hover:border-plum-900/30">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-plum-800">{receiptId}</span>
        <span className="whitespace-nowrap font-medium text-gold-700">{formatRupees(total)}</span>
      </div>
      <p className="mt-0.5 truncate text-sm text-plum-900">{customerName || '—'}</p>
      {children}
    </Link>
  );
}
