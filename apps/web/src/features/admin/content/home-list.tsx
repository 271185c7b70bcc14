import { type HomeKind, type HomeStatus, MSG } from '@storefront/shared';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useDeleteHomeRow, useMoveHomeRow, useSetHomeRowStatus } from '../api/home-content';
import { ErrorText, Panel, quietButtonClass, StatusBadge } from '../ui';

type Row = { id: string; status?: HomeStatus };

/** What a form gets: done (with the server's message) closes it; cancel closes it unchanged. */
export type RowFormProps<T> = { item?: T; onDone: (message: string) => void; onCancel: () => void };

const iconButton = `${quietButtonClass} px-2.5`;

/**
 * One list of the home page in the order the storefront shows it: each row can move up or
 * down, be edited in place, shown or hidden (slider cards and offers) and deleted after a
 * second press. New rows are added at the end by the server.
 */
export function HomeList<T extends Row>({
  kind,
  title,
  noun,
  items,
  nameOf,
  summary,
  Form,
  onNotice,
}: {
  kind: HomeKind;
  title: string;
  /** "slider card", "offer"...: the add button and empty text say it. */
  noun: string;
  items: T[];
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  Form: (props: RowFormProps<T>) => ReactNode;
  onNotice: (message: string | null) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMoveHomeRow(kind);
  const remove = useDeleteHomeRow(kind);
  const status = useSetHomeRowStatus(kind === 'offers' ? 'offers' : 'sliders');
  const busy = move.isPending || remove.isPending || status.isPending;

  const run = async (work: () => Promise<{ message: string }>) => {
    setFailure(null);
    onNotice(null);
    try {
      onNotice((await work()).message);
    } catch (error) {
      setFailure(serverMessage(error) ?? MSG.somethingWentWrong);
    }
  };
  const done = (message: string) => {
    setEditing(null);
    onNotice(message);
  };
  const open = (id: string) => {
    onNotice(null);
    setFailure(null);
    setDeleting(null);
    setEditing(id);
  };

  return (
    <Panel title={title}>
      {items.length === 0 ? <p className="text-sm text-plum-700">No {noun}s yet.</p> : null}
      <ol className="space-y-2" aria-label={title}>
        {items.map((item, index) => {
          const name = nameOf(item);
          if (editing === item.id)
            return (
              <li key={item.id} className="rounded-lg border border-gold-400 bg-white p-3">
                <Form item={item} onDone={done} onCancel={() => setEditing(null)} />
              </li>
            );
          return (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-lg border border-ivory-300 bg-white p-2 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span className="w-5 shrink-0 text-center text-xs text-mrp">{index + 1}</span>
                <div className="min-w-0 flex-1">{summary(item)}</div>
                {item.status ? <StatusBadge value={item.status} /> : null}
              </div>
              {deleting === item.id ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">Delete {name}?</span>
                  <button
                    type="button"
                    className={`${quietButtonClass} text-sale`}
                    disabled={busy}
                    onClick={() => void run(() => remove.mutateAsync(item.id))}
                  >
                    Delete
                  </button>
                  <button type="button" className={quietButtonClass} onClick={() => setDeleting(null)}>
                    Keep
                  </button>
                </div>
              ) : (
                <div className="flex flex-wrap gap-1.5">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${name} up`}
                    disabled={busy || index === 0}
                    onClick={() => void run(() => move.mutateAsync({ id: item.id, direction: 'up' }))}
                  >
                    <ArrowUp aria-hidden size={16} />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${name} down`}
                    disabled={busy || index === items.length - 1}
                    onClick={() => void run(() => move.mutateAsync({ id: item.id, direction: 'down' }))}
                  >
                    <ArrowDown aria-hidden size={16} />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Edit ${name}`}
                    onClick={() => open(item.id)}
                  >
                    <Pencil aria-hidden size={16} />
                  </button>
                  {item.status ? (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`${item.status === 'Active' ? 'Hide' : 'Show'} ${name}`}
                      disabled={busy}
                      onClick={() =>
                        void run(() =>
                          status.mutateAsync({
                            id: item.id,
                            status: item.status === 'Active' ? 'Inactive' : 'Active',
                          }),
                        )
                      }
                    >
                      {item.status === 'Active' ? (
                        <EyeOff aria-hidden size={16} />
                      ) : (
                        <Eye aria-hidden size={16} />
                      )}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Delete ${name}`}
                    onClick={() => setDeleting(item.id)}
                  >
                    <Trash2 aria-hidden size={16} />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {failure ? (
        <div className="mt-3">
          <ErrorText>{failure}</ErrorText>
        </div>
      ) : null}
      <div className="mt-3">
        {editing === 'new' ? (
          <div className="rounded-lg border border-gold-400 bg-white p-3">
            <Form onDone={done} onCancel={() => setEditing(null)} />
          </div>
        ) : (
          <button type="button" className={quietButtonClass} onClick={() => open('new')}>
            <Plus aria-hidden size={16} /> Add {noun}
          </button>
        )}
      </div>
    </Panel>
  );
}
