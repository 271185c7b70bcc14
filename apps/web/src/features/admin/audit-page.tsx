import {
  ADMIN_MSG,
  ADMIN_ORDERS_PAGE_SIZE,
  AUDIT_ENTITIES,
  type AuditEntry,
  formatOrderTimestamp,
  formatRupees,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { usePageTitle } from '@/lib/page-title';
import { useAdminAudit } from './api/audit';
import { CardsOnPhone, type Columns, createdAtColumn, DataTable, twoLineColumn } from './data-table';
import { FilteredList, type ListFilter, paramOf, useFilteredList } from './list-filters';
import { useAdminSession } from './session';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The audit keeps money as whole paise in fields named `…Paise` (refunds, quotes). */
const isPaise = (key: string, value: unknown): value is number =>
  key.endsWith('Paise') && typeof value === 'number' && Number.isSafeInteger(value);

/**
 * A value of an audit snapshot as text, or null for one that says nothing (an empty text,
 * list or record). Null itself reads "—": a field that was unset, which a change can set.
 * Money reads in rupees, a list as its items, a record as its key: value pairs, and a
 * record with an amount (a refund) as the amount and its status.
 */
function auditValueText(key: string, value: unknown): string | null {
  if (value === null) return '—';
  if (value === undefined || value === '') return null;
  if (isPaise(key, value)) return formatRupees(paiseToRupees(paise(value)));
  if (Array.isArray(value)) {
    const items = value.map((item) => auditValueText(key, item)).filter((item) => item !== null);
    if (items.length === 0) return null;
    // items with commas of their own (a record's pairs) are told apart by semicolons
    return items.join(items.some((item) => item.includes(', ')) ? '; ' : ', ');
  }
  if (isRecord(value)) {
    if (isPaise('amountPaise', value.amountPaise)) {
      const amount = auditValueText('amountPaise', value.amountPaise);
      return typeof value.status === 'string' && value.status ? `${amount} ${value.status}` : amount;
    }
    const pairs = Object.entries(value).flatMap(([inner, field]) => {
      const text = auditValueText(inner, field);
      return text === null ? [] : [`${inner}: ${text}`];
    });
    return pairs.length === 0 ? null : pairs.join(', ');
  }
  return String(value);
}

function Change({ value }: { value: Record<string, unknown> | null }) {
  const fields = Object.entries(value ?? {}).flatMap(([key, field]) => {
    const text = auditValueText(key, field);
    return text === null ? [] : [[key, text] as const];
  });
  if (fields.length === 0) return <span className="text-mrp">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {fields.map(([key, text]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-plum-700">{key}:</dt>
          <dd className="break-all">{text}</dd>
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

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <article className="rounded-xl border border-ivory-300 bg-white p-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-plum-800">{entry.action}</span>
        <span className="whitespace-nowrap text-xs text-mrp">{formatOrderTimestamp(entry.createdAt)}</span>
      </div>
      <p className="text-xs text-mrp">
        {entry.entity} {entry.entityId.slice(0, 8)}
      </p>
      <p className="mt-1 break-all text-plum-900">{entry.staffEmail || 'Removed staff member'}</p>
      <p className="text-xs text-mrp">{entry.clientAddress}</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold uppercase tracking-wide text-plum-700">
              {side === 'before' ? 'Before' : 'After'}
            </p>
            <Change value={entry[side]} />
          </div>
        ))}
      </div>
    </article>
  );
}

const FILTERS: ListFilter<'entity'>[] = [
  { key: 'entity', label: 'Record', all: 'Everything', options: AUDIT_ENTITIES },
  'dates',
];

const readFilters = (params: URLSearchParams) => ({
  entity: paramOf(params, 'entity'),
  from: paramOf(params, 'from'),
  to: paramOf(params, 'to'),
});

/**
 * /admin/audit (owner): every write made from the console, newest first. A staff member who
 * types the address reads why there is nothing here for them, not filters over a refusal.
 */
export function AdminAuditPage() {
  usePageTitle('Audit log · Console');
  const { staff: me } = useAdminSession();
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Audit log</h1>
      {me?.role === 'owner' ? (
        <AuditEntries />
      ) : (
        <p className="text-sm text-plum-700">{ADMIN_MSG.ownerOnly}</p>
      )}
    </div>
  );
}

function AuditEntries() {
  const list = useFilteredList(ADMIN_ORDERS_PAGE_SIZE, readFilters, useAdminAudit);
  return (
    <FilteredList
      list={list}
      filters={FILTERS}
      noun={['entry', 'entries']}
      loading="Loading the audit log…"
      empty="Nothing recorded for these filters."
      className="sm:grid-cols-3"
    >
      {(items) => (
        <CardsOnPhone
          rows={items}
          label="Audit log"
          card={(entry) => <AuditCard entry={entry} />}
          table={<DataTable rows={items} columns={columns} caption="Audit log" />}
        />
      )}
    </FilteredList>
  );
}
