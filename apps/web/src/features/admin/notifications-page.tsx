import {
  ADMIN_ORDERS_PAGE_SIZE,
  MSG,
  type NotificationTemplate,
  OUTBOX_STATUSES,
  type OutboxItem,
} from '@storefront/shared';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import {
  useNotificationPreview,
  useNotificationTemplates,
  useOutbox,
  useRetryOutbox,
} from './api/notifications';
import { type Columns, createdAtColumn, DataTable, twoLineColumn } from './data-table';
import { optionsOf, PagedList, paramOf, SelectFilter, useListParams } from './list-filters';
import { ErrorText, Panel, quietButtonClass, StatusBadge } from './ui';

const tab = (active: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm font-medium ${active ? 'bg-plum-700 text-gold-300' : 'text-plum-800 hover:bg-ivory-200'}`;

function Preview({ template }: { template: NotificationTemplate }) {
  const [format, setFormat] = useState<'html' | 'text'>('html');
  const preview = useNotificationPreview(template, format);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-mrp">Subject: </span>
          <span className="font-medium">{preview.data?.subject ?? '…'}</span>
        </p>
        <fieldset aria-label="Format" className="flex gap-1">
          <button
            type="button"
            className={tab(format === 'html')}
            aria-pressed={format === 'html'}
            onClick={() => setFormat('html')}
          >
            HTML
          </button>
          <button
            type="button"
            className={tab(format === 'text')}
            aria-pressed={format === 'text'}
            onClick={() => setFormat('text')}
          >
            Plain text
          </button>
        </fieldset>
      </div>
      {preview.isError ? (
        <ErrorText>{serverMessage(preview.error) ?? MSG.somethingWentWrong}</ErrorText>
      ) : null}
      {preview.data?.format === 'html' ? (
        // an empty sandbox: the mail's HTML can neither run scripts nor reach the console
        <iframe
          title={`Preview of ${template}`}
          sandbox=""
          srcDoc={preview.data.body}
          className="h-[36rem] w-full rounded-lg border border-ivory-300 bg-white"
        />
      ) : preview.data ? (
        <pre
          data-testid="preview-text"
          className="max-h-[36rem] overflow-auto whitespace-pre-wrap rounded-lg border border-ivory-300 bg-white p-3 text-xs"
        >
          {preview.data.body}
        </pre>
      ) : (
        <p className="text-sm text-plum-700">Loading the preview…</p>
      )}
    </div>
  );
}

function Templates() {
  const templates = useNotificationTemplates();
  const [chosen, setChosen] = useState<NotificationTemplate>('order-placed');
  if (templates.isError)
    return <ErrorText>{serverMessage(templates.error) ?? MSG.somethingWentWrong}</ErrorText>;
  if (!templates.data) return <p className="text-sm text-plum-700">Loading the templates…</p>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <ul aria-label="Templates" className="space-y-1">
        {templates.data.templates.map((template) => (
          <li key={template.name}>
            <button
              type="button"
              aria-current={chosen === template.name}
              onClick={() => setChosen(template.name)}
              className={`w-full rounded-lg px-3 py-2 text-left text-sm ${
                chosen === template.name ? 'bg-plum-100 text-plum-900' : 'hover:bg-ivory-200'
              }`}
            >
              <span className="block font-medium">{template.name}</span>
              <span className="block text-xs text-mrp">
                {template.audience === 'shop' ? 'To the shop' : 'To the customer'} · {template.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Preview template={chosen} />
    </div>
  );
}

function RetryButton({ item }: { item: OutboxItem }) {
  const retry = useRetryOutbox();
  if (item.status === 'sent') return null;
  return (
    <button
      type="button"
      className={quietButtonClass}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(item.id, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(serverMessage(error) ?? MSG.somethingWentWrong),
        })
      }
    >
      {item.status === 'failed' ? 'Retry' : 'Send now'}
    </button>
  );
}

const columns: Columns<OutboxItem> = [
  createdAtColumn('when', 'Queued'),
  twoLineColumn(
    'to',
    'To',
    (item) => item.recipient,
    (item) => (item.channel === 'email' ? 'E-mail' : 'Push'),
    { mainClassName: 'break-all' },
  ),
  twoLineColumn(
    'what',
    'What',
    (item) => item.template,
    (item) => (item.receiptId ? `#${item.receiptId}` : null),
  ),
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <div className="space-y-1">
        <StatusBadge value={row.original.status} />
        <p className="text-xs text-mrp">
          {row.original.attempts} {row.original.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
      </div>
    ),
  },
  {
    id: 'error',
    header: 'Last error',
    cell: ({ row }) => <span className="break-all text-xs">{row.original.lastError ?? '—'}</span>,
  },
  { id: 'action', header: '', cell: ({ row }) => <RetryButton item={row.original} /> },
];

function Outbox() {
  const { params, page, update, paging } = useListParams(ADMIN_ORDERS_PAGE_SIZE);
  const status = paramOf(params, 'status') as OutboxItem['status'] | undefined;
  const outbox = useOutbox({ status, page, pageSize: ADMIN_ORDERS_PAGE_SIZE });
  return (
    <div className="space-y-3">
      <SelectFilter
        className="block max-w-56 text-xs font-medium text-plum-700"
        label="Status"
        all="Every message"
        options={optionsOf(OUTBOX_STATUSES)}
        value={status}
        onChange={(value) => update({ status: value })}
      />
      <PagedList
        query={outbox}
        loading="Loading the outbox…"
        empty="No messages here."
        noun={['message', 'messages']}
        {...paging}
      >
        {(items) => <DataTable rows={items} columns={columns} caption="Outbox" />}
      </PagedList>
    </div>
  );
}

/** /admin/notifications: the mails customers and the shop get, and what was sent. */
export function AdminNotificationsPage() {
  usePageTitle('Notifications · Console');
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Notifications</h1>
      <Panel title="E-mail templates">
        <Templates />
      </Panel>
      <Panel title="Outbox">
        <Outbox />
      </Panel>
    </div>
  );
}
