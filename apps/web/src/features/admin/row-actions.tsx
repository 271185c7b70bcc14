import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { failed, type Outcome } from './settings-panel';
import { quietButtonClass } from './ui';

/*
 * The buttons at the end of a console list's rows (home page cards, delivery bands, pincodes,
 * staff): each page had its own copy of the same icon button, two-step delete, status switch
 * and "run it, then say what the server said". One copy keeps them, and their names, alike.
 */

/** An icon-only button: the label is its accessible name, which tests and journeys use. */
export function IconButton({
  label,
  title,
  onClick,
  disabled,
  className = quietButtonClass,
  children,
}: {
  label: string;
  title?: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Up and down for a row of an ordered list; the first cannot go up, the last cannot go down. */
export function MoveButtons({
  what,
  index,
  count,
  onMove,
  disabled = false,
  className = quietButtonClass,
  iconSize = 16,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  disabled?: boolean;
  className?: string;
  iconSize?: number;
}) {
  return (
    <>
      <IconButton
        className={className}
        label={`Move ${what} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove('up')}
      >
        <ArrowUp aria-hidden size={iconSize} />
      </IconButton>
      <IconButton
        className={className}
        label={`Move ${what} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        <ArrowDown aria-hidden size={iconSize} />
      </IconButton>
    </>
  );
}

/**
 * Up, down and remove for an entry of a list a form keeps whole (a group's products, a
 * product's images): each hands on the list as it is after the change.
 */
export function ListEntryButtons<T>({
  items,
  index,
  what,
  onChange,
  movable = true,
  className = quietButtonClass,
}: {
  items: readonly T[];
  index: number;
  what: string;
  onChange: (items: T[]) => void;
  /** false: the list holds one entry at most, so only remove */
  movable?: boolean;
  className?: string;
}) {
  const moveTo = (to: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <>
      {movable ? (
        <MoveButtons
          what={what}
          index={index}
          count={items.length}
          className={className}
          iconSize={14}
          onMove={(direction) => moveTo(direction === 'up' ? index - 1 : index + 1)}
        />
      ) : null}
      <IconButton
        className={className}
        label={`Remove ${what}`}
        onClick={() => onChange(items.filter((_, at) => at !== index))}
      >
        <Trash2 aria-hidden size={14} />
      </IconButton>
    </>
  );
}

/** A delete that asks once more in place: a slip of the thumb on a phone deletes nothing. */
export function DeleteButton({ what, onDelete }: { what: string; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <IconButton label={`Delete ${what}`} title="Delete" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden size={16} />
      </IconButton>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        className={`${quietButtonClass} border-rose-300 text-rose-800`}
        aria-label={`Yes, delete ${what}`}
        onClick={() => {
          setAsking(false);
          onDelete();
        }}
      >
        Yes, delete
      </button>
      <button type="button" className={quietButtonClass} onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}

/** A switch between Active and Inactive, named after what it does next. */
export function StatusSwitch({
  status,
  what,
  onChange,
  disabled,
}: {
  status: 'Active' | 'Inactive';
  what: string;
  onChange: (next: 'Active' | 'Inactive') => void;
  disabled?: boolean;
}) {
  const next = status === 'Active' ? 'Inactive' : 'Active';
  const verb = status === 'Active' ? 'Deactivate' : 'Activate';
  return (
    <button
      type="button"
      className={quietButtonClass}
      aria-label={`${verb} ${what}`}
      disabled={disabled}
      onClick={() => onChange(next)}
    >
      {verb}
    </button>
  );
}

/**
 * Runs a row's action and reports what the server said: nothing while it runs (the last
 * message would mislead), then its message or why it failed.
 */
export async function reportAction(
  work: () => Promise<{ message: string }>,
  report: (outcome: Outcome) => void,
) {
  report(null);
  try {
    report({ ok: true, text: (await work()).message });
  } catch (error) {
    report(failed(error));
  }
}

/** A list's last outcome and the way to run a row's action into it. */
export function useActionOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const act = (work: () => Promise<{ message: string }>) => reportAction(work, setOutcome);
  return { outcome, setOutcome, act };
}
