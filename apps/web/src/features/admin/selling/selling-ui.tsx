import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { quietButtonClass } from '../ui';

/** A delete that asks once more in place: a slip of the thumb on a phone deletes nothing. */
export function DeleteButton({ what, onDelete }: { what: string; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={quietButtonClass}
        aria-label={`Delete ${what}`}
        title="Delete"
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden size={16} />
      </button>
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
