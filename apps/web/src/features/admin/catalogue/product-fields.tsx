import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FieldMessage, useFieldIds } from '@/components/ui/form';
import { IconButton } from '../row-actions';
import { ErrorText, inputClass, quietButtonClass } from '../ui';

type ControlProps = ReturnType<typeof useFieldIds>['controlProps'];

/** A labelled control of the console's forms with its message under it, tied by aria. */
export function LabelledField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps & { className: string }) => ReactNode;
}) {
  const { inputId, errorId, hintId, controlProps } = useFieldIds({ error, hint });
  return (
    <div className={className}>
      <label htmlFor={inputId} className="text-xs font-medium text-plum-700">
        {label}
      </label>
      <div className="mt-1">{children({ ...controlProps, className: inputClass })}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-mrp">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/**
 * A list of short texts typed as one text: one per line, or comma-separated. The text is kept
 * as typed (a blank line being written stays) while the list it makes goes to the form.
 */
export function SplitTextInput({
  value,
  onChange,
  separator,
  multiline = false,
  control,
}: {
  value: string[];
  onChange: (items: string[]) => void;
  separator: '\n' | ',';
  multiline?: boolean;
  control: ControlProps & { className: string; 'aria-label'?: string };
}) {
  const joiner = separator === ',' ? ', ' : '\n';
  const [text, setText] = useState(() => value.join(joiner));
  const change = (next: string) => {
    setText(next);
    onChange(
      next
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    );
  };
  return multiline ? (
    <textarea {...control} rows={4} value={text} onChange={(event) => change(event.target.value)} />
  ) : (
    <input {...control} type="text" value={text} onChange={(event) => change(event.target.value)} />
  );
}

/** The button that takes one row out of a list the product form edits (specifications, items...). */
export function RemoveRowButton({
  what,
  onClick,
  className = quietButtonClass,
}: {
  what: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <IconButton className={className} label={`Remove ${what}`} onClick={onClick}>
      <Trash2 aria-hidden size={14} />
    </IconButton>
  );
}

/** The end of such a list: what is wrong with the list as a whole, then the button adding a row. */
export function RowListEnd({ error, what, onAdd }: { error?: string; what: string; onAdd: () => void }) {
  return (
    <>
      {error ? <ErrorText>{error}</ErrorText> : null}
      <button type="button" className={quietButtonClass} onClick={onAdd}>
        <Plus aria-hidden size={14} /> Add {what}
      </button>
    </>
  );
}
