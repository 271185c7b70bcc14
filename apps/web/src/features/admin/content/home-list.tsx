import type { HomeKind, HomeStatus } from '@storefront/shared';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDeleteHomeRow, useMoveHomeRow, useSetHomeRowStatus } from '../api/home-content';
import type { EditorProps } from '../form-fields';
import { IconButton, MoveButtons, reportAction } from '../row-actions';
import { ErrorText, Panel, quietButtonClass, StatusBadge } from '../ui';

type Row = { id: string; status?: HomeStatus };

/** A home list's form: with an item it edits it, without one it adds a new row. */
export type RowFormProps<T> = { item?: T } & EditorProps;

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

  // successes go up to the page's notice, failures stay under this list
  const run = (work: () => Promise<{ message: string }>) =>
    reportAction(work, (outcome) => {
      setFailure(outcome && !outcome.ok ? outcome.text : null);
      onNotice(outcome?.ok ? outcome.text : null);
    });
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
                  <MoveButtons
                    what={name}
                    index={index}
                    count={items.length}
                    disabled={busy}
                    className={iconButton}
                    onMove={(direction) => void run(() => move.mutateAsync({ id: item.id, direction }))}
                  />
                  <IconButton className={iconButton} label={`Edit ${name}`} onClick={() => open(item.id)}>
                    <Pencil aria-hidden size={16} />
                  </IconButton>
                  {item.status ? (
                    <IconButton
                      className={iconButton}
                      label={`${item.status === 'Active' ? 'Hide' : 'Show'} ${name}`}
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
                    </IconButton>
                  ) : null}
                  <IconButton
                    className={iconButton}
                    label={`Delete ${name}`}
                    onClick={() => setDeleting(item.id)}
                  >
                    <Trash2 aria-hidden size={16} />
                  </IconButton>
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
