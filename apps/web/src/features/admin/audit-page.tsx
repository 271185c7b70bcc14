import { ADMIN_ORDERS_PAGE_SIZE, type AuditEntry, formatOrderTimestamp, MSG } from '@storefront/shared';
import { useSearchParams } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminAudit } from './api/audit';
import { type Columns, DataTable, Pager, pageOf, updateParams } from './data-table';
import { ErrorText, inputClass } from './ui';

/** The entities console writes touch, for the filter. */
const ENTITIES = [
  ['lead', 'Contact messages'],
  ['enquiry', 'Enquiries'],
  ['staff', 'Staff'],
] as const;

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
      <div className="grid gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3 sm:grid-cols-3">
        <label className="text-xs font-medium text-plum-700">
          Record
          <select
            className={`${inputClass} mt-1`}
            value={entity ?? ''}
            onChange={(e) => update({ entity: e.target.value })}
          >
            <option value="">Everything</option>
            {ENTITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-plum-700">
          From
          <input
            type="date"
            className={`${inputClass} mt-1`}
            value={from ?? ''}
            max={to}
            onChange={(e) => update({ from: e.target.value })}
          />
        </label>
        <label className="text-xs font-medium text-plum-700">
          To
          <input
            type="date"
            className={`${inputClass} mt-1`}
            value={to ?? ''}
            min={from}
            onChange={(e) => update({ to: e.target.value })}
          />
        </label>
      </div>
      {audit.isError ? <ErrorText>{serverMessage(audit.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      {audit.isPending ? <p className="text-sm text-plum-700">Loading the audit log…</p> : null}
      {audit.data ? (
        <>
          {audit.data.items.length === 0 ? (
            <p className="rounded-xl border border-ivory-300 bg-ivory-50 p-6 text-center text-sm text-plum-700">
              Nothing recorded for these filters.
            </p>
          ) : (
            <DataTable rows={audit.data.items} columns={columns} caption="Audit log" />
          )}
          <Pager
            total={audit.data.total}
            page={page}
            pageSize={ADMIN_ORDERS_PAGE_SIZE}
            noun={['entry', 'entries']}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      ) : null}
    </div>
  );
}
