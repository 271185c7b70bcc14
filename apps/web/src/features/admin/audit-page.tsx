import {
  ADMIN_ORDERS_PAGE_SIZE,
  AUDIT_ENTITIES,
  type AuditEntry,
  formatOrderTimestamp,
} from '@storefront/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useAdminAudit } from './api/audit';
import { type Columns, DataTable, pageOf, updateParams } from './data-table';
import { DateRangeFilter, FilterBar, PagedList, SelectFilter } from './list-filters';

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
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatOrderTimestamp(row.original.createdAt)}</span>
    ),
  },
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

/** /admin/audit (owner): every write made from the console, newest first. */
export function AdminAuditPage() {
  usePageTitle('Audit log · Console');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const entity = params.get('entity') || undefined;
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  const audit = useAdminAudit({ entity, from, to, page, pageSize: ADMIN_ORDERS_PAGE_SIZE });
  const update = (changes: Record<string, string | undefined>) =>
    setParams(updateParams(params, changes), { replace: true });

  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Audit log</h1>
      <FilterBar className="sm:grid-cols-3">
        <SelectFilter
          label="Record"
          all="Everything"
          options={AUDIT_ENTITIES}
          value={entity}
          onChange={(value) => update({ entity: value })}
        />
        <DateRangeFilter from={from} to={to} onChange={update} />
      </FilterBar>
      <PagedList
        query={audit}
        loading="Loading the audit log…"
        empty="Nothing recorded for these filters."
        noun={['entry', 'entries']}
        page={page}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
      >
        {(items) => <DataTable rows={items} columns={columns} caption="Audit log" />}
      </PagedList>
    </div>
  );
}
