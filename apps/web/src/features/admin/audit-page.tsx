import { ADMIN_ORDERS_PAGE_SIZE, AUDIT_ENTITIES, type AuditEntry } from '@storefront/shared';
import { usePageTitle } from '@/lib/page-title';
import { useAdminAudit } from './api/audit';
import { type Columns, createdAtColumn, DataTable } from './data-table';
import { type ListFilter, ListFilters, PagedList, paramOf, useListParams } from './list-filters';

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
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => (
      <div>
        <p className="break-all">{row.original.staffEmail || 'Removed staff member'}</p>
        <p className="text-xs text-mrp">{row.original.clientAddress}</p>
      </div>
    ),
  },
  {
    id: 'what',
    header: 'What',
    cell: ({ row }) => (
      <div>
        <p className="font-medium">{row.original.action}</p>
        <p className="text-xs text-mrp">
          {row.original.entity} {row.original.entityId.slice(0, 8)}
        </p>
      </div>
    ),
  },
  { id: 'before', header: 'Before', cell: ({ row }) => <Change value={row.original.before} /> },
  { id: 'after', header: 'After', cell: ({ row }) => <Change value={row.original.after} /> },
];

const FILTERS: ListFilter<'entity'>[] = [
  { key: 'entity', label: 'Record', all: 'Everything', options: AUDIT_ENTITIES },
  'dates',
];

/** /admin/audit (owner): every write made from the console, newest first. */
export function AdminAuditPage() {
  usePageTitle('Audit log · Console');
  const { params, page, update, paging } = useListParams(ADMIN_ORDERS_PAGE_SIZE);
  const entity = paramOf(params, 'entity');
  const from = paramOf(params, 'from');
  const to = paramOf(params, 'to');
  const audit = useAdminAudit({ entity, from, to, page, pageSize: ADMIN_ORDERS_PAGE_SIZE });

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Audit log</h1>
      <ListFilters
        className="sm:grid-cols-3"
        filters={FILTERS}
        values={{ entity, from, to }}
        onChange={update}
      />
      <PagedList
        query={audit}
        loading="Loading the audit log…"
        empty="Nothing recorded for these filters."
        noun={['entry', 'entries']}
        {...paging}
      >
        {(items) => <DataTable rows={items} columns={columns} caption="Audit log" />}
      </PagedList>
    </div>
  );
}
