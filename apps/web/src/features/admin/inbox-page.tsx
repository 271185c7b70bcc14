import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminInboxQuery,
  formatOrderTimestamp,
  INBOX_KINDS,
  type InboxItem,
  type InboxKind,
  MSG,
  type NEWSLETTER_STATES,
} from '@storefront/shared';
import { MailOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminInbox, useAdminInboxItem, useAdminSubscribers, useMarkInboxItem } from './api/inbox';
import { CardsOnPhone, type Columns, createdAtColumn, DataTable } from './data-table';
import { ExportCsvButton } from './export-button';
import {
  type ListFilter,
  ListFilters,
  optionsOf,
  PagedList,
  paramOf,
  SelectFilter,
  useListParams,
} from './list-filters';
import { IconButton } from './row-actions';
import { useAdminSession } from './session';
import { DetailList, ErrorText, Panel, quietButtonClass, StatusBadge } from './ui';

const KIND_LABEL = { message: 'Contact message', enquiry: 'Enquiry' } as const;
const STATE_LABEL = { unread: 'Unread', open: 'Not handled', handled: 'Handled' } as const;
const SUBSCRIBER_STATES = [
  ['active', 'Subscribed'],
  ['unsubscribed', 'Unsubscribed'],
] as const;

const MESSAGE_FILTERS: ListFilter<'q' | 'kind' | 'state'>[] = [
  { key: 'q', label: 'Search messages', placeholder: 'Name, email, mobile or text' },
  { key: 'kind', label: 'Kind', all: 'Messages and enquiries', options: optionsOf(INBOX_KINDS, KIND_LABEL) },
  { key: 'state', label: 'State', all: 'All', options: Object.entries(STATE_LABEL) },
];

function stateOf(item: InboxItem): string {
  if (item.handledAt) return 'Handled';
  return item.readAt ? 'Read' : 'Unread';
}

/** The message opened from the list; opening an unread one marks it read. */
function OpenItem({ kind, id, onClose }: { kind: InboxKind; id: string; onClose: () => void }) {
  const query = useAdminInboxItem(kind, id);
  if (query.isError) return <ErrorText>{serverMessage(query.error) ?? MSG.somethingWentWrong}</ErrorText>;
  if (!query.data) return <p className="text-sm text-plum-700">Opening the message…</p>;
  return <OpenedItem item={query.data} onClose={onClose} />;
}

function OpenedItem({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const mark = useMarkInboxItem();
  const { mutate } = mark;
  const { kind, id, readAt } = item;
  useEffect(() => {
    if (!readAt) mutate({ kind, id, change: { read: true } });
  }, [mutate, kind, id, readAt]);
  const details: [string, string][] = [
    ['Email', item.email],
    ['Mobile', item.mobile],
    ['Parent name', item.parentName],
    ['Date of birth', item.dob],
    ['Age', item.age],
  ];
  return (
    <Panel title={`${KIND_LABEL[item.kind]} from ${item.name}`}>
      <p className="text-xs text-mrp">{formatOrderTimestamp(item.createdAt)}</p>
      <DetailList rows={details} valueClassName="break-all" className="mt-3" />
      <p className="mt-3 whitespace-pre-wrap rounded-lg bg-white p-3 text-sm">{item.message || '—'}</p>
      {mark.isError ? <ErrorText>{serverMessage(mark.error) ?? MSG.somethingWentWrong}</ErrorText> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.handledAt ? (
          <button
            type="button"
            className={quietButtonClass}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ kind, id, change: { handled: false } })}
          >
            Reopen
          </button>
        ) : (
          <button
            type="button"
            className={quietButtonClass}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ kind, id, change: { handled: true } })}
          >
            Mark handled
          </button>
        )}
        <button
          type="button"
          className={quietButtonClass}
          disabled={mark.isPending}
          onClick={() => {
            mark.mutate({ kind, id, change: { read: false } });
            onClose();
          }}
        >
          Mark unread
        </button>
        <button type="button" className={quietButtonClass} onClick={onClose}>
          Close
        </button>
      </div>
    </Panel>
  );
}

/**
 * A message on a phone, where the table's columns ran off the right edge with its text: who
 * sent it and when, the whole text wrapped, its kind and state, and Open within a thumb's reach.
 */
function MessageCard({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  return (
    <article className="rounded-xl border border-ivory-300 bg-white p-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span
          className={`min-w-0 text-plum-800 wrap-anywhere ${item.readAt ? 'font-medium' : 'font-semibold'}`}
        >
          {item.name}
        </span>
        <span className="whitespace-nowrap text-xs text-mrp">{formatOrderTimestamp(item.createdAt)}</span>
      </div>
      <p className="mt-1 whitespace-pre-wrap text-plum-900 wrap-anywhere">{item.message || '—'}</p>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-mrp">
          {KIND_LABEL[item.kind]} <StatusBadge value={stateOf(item)} />
        </p>
        <IconButton
          label={`Open ${KIND_LABEL[item.kind].toLowerCase()} from ${item.name}`}
          className={`${quietButtonClass} min-h-11`}
          onClick={onOpen}
        >
          <MailOpen aria-hidden size={14} /> Open
        </IconButton>
      </div>
    </article>
  );
}

function Messages({ owner }: { owner: boolean }) {
  const { params, page, update, paging } = useListParams(ADMIN_ORDERS_PAGE_SIZE);
  const query: AdminInboxQuery = {
    kind: paramOf(params, 'kind') as AdminInboxQuery['kind'],
    state: paramOf(params, 'state') as AdminInboxQuery['state'],
    q: paramOf(params, 'q'),
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
  const inbox = useAdminInbox(query);
  const [openKind, openId] = (params.get('open') ?? '').split(':');
  const opened =
    openId && INBOX_KINDS.includes(openKind as InboxKind)
      ? { kind: openKind as InboxKind, id: openId }
      : null;
  const openKey = opened ? `${opened.kind}:${opened.id}` : '';
  const open = (item: InboxItem) =>
    update({ open: `${item.kind}:${item.id}`, page: params.get('page') ?? '' });

  // the opened message shows above the list: on a phone that is screens away from the card
  // tapped, so the page goes up to it (again when the message was open already)
  const openedBox = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed > 0 && openKey) openedBox.current?.scrollIntoView?.({ block: 'start' });
  }, [revealed, openKey]);

  const columns: Columns<InboxItem> = [
    createdAtColumn('received', 'Received'),
    {
      id: 'from',
      header: 'From',
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => open(row.original)}
          className={`text-left text-plum-800 underline-offset-4 hover:underline ${row.original.readAt ? '' : 'font-semibold'}`}
        >
          {row.original.name}
        </button>
      ),
    },
    { id: 'kind', header: 'Kind', cell: ({ row }) => KIND_LABEL[row.original.kind] },
    {
      id: 'message',
      header: 'Message',
      cell: ({ row }) => <p className="line-clamp-2 min-w-48 max-w-md">{row.original.message}</p>,
    },
    { id: 'state', header: 'State', cell: ({ row }) => <StatusBadge value={stateOf(row.original)} /> },
  ];

  return (
    <div className="space-y-4">
      <ListFilters
        className="sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_auto]"
        filters={MESSAGE_FILTERS}
        values={query}
        onChange={update}
      >
        {owner ? (
          <ExportCsvButton
            path="/admin/inbox/export"
            filters={{ kind: query.kind, state: query.state, q: query.q }}
          />
        ) : null}
      </ListFilters>
      {opened ? (
        <div ref={openedBox}>
          <OpenItem
            key={openKey}
            kind={opened.kind}
            id={opened.id}
            onClose={() => update({ open: '', page: params.get('page') ?? '' })}
          />
        </div>
      ) : null}
      <PagedList
        query={inbox}
        loading="Loading messages…"
        noun={['message', 'messages']}
        {...paging}
        above={<p className="text-sm text-plum-800">{inbox.data?.unread} unread in all</p>}
      >
        {(items) => (
          <CardsOnPhone
            rows={items}
            label="Messages"
            card={(item) => (
              <MessageCard
                item={item}
                onOpen={() => {
                  open(item);
                  setRevealed((count) => count + 1);
                }}
              />
            )}
            table={<DataTable rows={items} columns={columns} caption="Messages" />}
          />
        )}
      </PagedList>
    </div>
  );
}

function Subscribers({ owner }: { owner: boolean }) {
  const { params, page, update, paging } = useListParams(ADMIN_ORDERS_PAGE_SIZE);
  const state = (params.get('state') || undefined) as (typeof NEWSLETTER_STATES)[number] | undefined;
  const list = useAdminSubscribers({ state, page, pageSize: ADMIN_ORDERS_PAGE_SIZE });
  type Row = NonNullable<typeof list.data>['items'][number];
  const columns: Columns<Row> = [
    {
      id: 'email',
      header: 'Email',
      cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
    },
    createdAtColumn('since', 'Subscribed'),
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => <StatusBadge value={row.original.unsubscribedAt ? 'Unsubscribed' : 'Subscribed'} />,
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3">
        <SelectFilter
          label="State"
          all="All"
          options={SUBSCRIBER_STATES}
          value={state}
          onChange={(value) => update({ state: value })}
        />
        {owner ? <ExportCsvButton path="/admin/newsletter/subscribers/export" filters={{ state }} /> : null}
      </div>
      <PagedList query={list} empty="No subscribers yet." noun={['subscriber', 'subscribers']} {...paging}>
        {(items) => <DataTable rows={items} columns={columns} caption="Newsletter subscribers" />}
      </PagedList>
    </div>
  );
}

/** /admin/inbox: contact messages and enquiries, and the newsletter's subscribers. */
export function AdminInboxPage() {
  usePageTitle('Inbox · Console');
  const [params, setParams] = useSearchParams();
  const { staff } = useAdminSession();
  const owner = staff?.role === 'owner';
  const tab = params.get('tab') === 'newsletter' ? 'newsletter' : 'messages';
  const tabClass = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-medium ${active ? 'bg-plum-700 text-gold-300' : 'text-plum-800 hover:bg-ivory-200'}`;
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Inbox</h1>
      <div className="flex gap-2">
        <button
          type="button"
          aria-pressed={tab === 'messages'}
          className={tabClass(tab === 'messages')}
          onClick={() => setParams(new URLSearchParams(), { replace: true })}
        >
          Messages
        </button>
        <button
          type="button"
          aria-pressed={tab === 'newsletter'}
          className={tabClass(tab === 'newsletter')}
          onClick={() => setParams(new URLSearchParams({ tab: 'newsletter' }), { replace: true })}
        >
          Newsletter
        </button>
      </div>
      {tab === 'messages' ? <Messages owner={owner} /> : <Subscribers owner={owner} />}
    </div>
  );
}
