import { ADMIN_ORDERS_PAGE_SIZE, AUDIT_ENTITIES, type AuditEntry } from '@storefront/shared';
import { usePageTitle } from '@/lib/page-title';
import { useAdminAudit } from './api/audit';
import { type Columns, createdAtColumn, DataTable, twoLineColumn } from './data-table';
import { FilteredList, type ListFilter, paramOf, useFilteredList } from './list-filters';

function Change({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-mrp">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {Object.entries(value).map(([key, field]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-plum-700">{key}:</dt>
          <dd className="break-all">{field === null ? '—' : String(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns: Columns<AuditEntry> = [
  createdAtColumn('when', 'When'),
  twoLineColumn(
    'who',
    'Who',
    (entry) => entry.staffEmail || 'Removed staff member',
    (entry) => entry.clientAddress,
    { mainClassName: 'break-all' },
  ),
  twoLineColumn(
    'what',
    'What',
    (entry) => entry.action,
    (entry) => `${entry.entity} ${entry.entityId.slice(0, 8)}`,
  ),
  { id: 'before', header: 'Before', cell: ({ row }) => <Change value={row.original.before} /> },
  { id: 'after', header: 'After', cell: ({ row }) => <Change value={row.original.after} /> },
];

const FILTERS: ListFilter<'entity'>[] = [
  { key: 'entity', label: 'Record', all: 'Everything', options: AUDIT_ENTITIES },
  'dates',
];

const readFilters = (params: URLSearchParams) => ({
  entity: paramOf(params, 'entity'),
  from: paramOf(params, 'from'),
  to: paramOf(params, 'to'),
});

/** /admin/audit (owner): every write made from the console, newest first. */
export function AdminAuditPage() {
  usePageTitle('Audit log · Console');
  const list = useFilteredList(ADMIN_ORDERS_PAGE_SIZE, readFilters, useAdminAudit);

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Audit log</h1>
      <FilteredList
        list={list}
        filters={FILTERS}
        noun={['entry', 'entries']}
        loading="Loading the audit log…"
        empty="Nothing recorded for these filters."
        className="sm:grid-cols-3"
      >
        {(items) => <DataTable rows={items} columns={columns} caption="Audit log" />}
      </FilteredList>
    </div>
  );
}
