import type { KeyboardEvent, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { LabelledField } from './catalogue/product-fields';
import { buttonClass, quietButtonClass } from './ui';

/*
 * Field and button shapes the console's forms (coupons, delivery bands, home cards, staff)
 * had each written out again; one copy keeps their labels, limits and keyboards alike.
 */

/** What an editor in a list is told: done (with the server's message) closes it; cancel closes it unchanged. */
export type EditorProps = { onDone: (message: string) => void; onCancel: () => void };

/**
 * A number box: `decimal` (rupees) brings the phone's keypad with a point, `whole` (counts,
 * kilometres, percentages) the one without; most of the console's amounts start at 0.
 */
export function NumberField({
  label,
  hint,
  error,
  kind,
  min = '0',
  max,
  step,
  registration,
  className,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  kind: 'decimal' | 'whole';
  /** null: no floor (a product's price, which its schema checks instead) */
  min?: string | null;
  max?: string;
  step?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(props) => (
        <input
          {...props}
          type="number"
          min={min ?? undefined}
          max={max}
          step={step ?? (kind === 'decimal' ? '0.01' : '1')}
          inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
          {...registration}
        />
      )}
    </LabelledField>
  );
}

/** A form's top-level number fields by name: each one's registration and error, to spread on a NumberField. */
export function numberFields<F extends FieldValues>(register: UseFormRegister<F>, errors: FieldErrors<F>) {
  return (name: Path<F>) => ({
    registration: register(name),
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });
}

/** Active rows show to shoppers; Inactive ones stay in the console, hidden from them. */
export function StatusSelect({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  return (
    <LabelledField label="Status" error={error}>
      {(props) => (
        <select {...props} {...register}>
          <option value="Active">Active</option>
          <option value="Inactive">Inactive</option>
        </select>
      )}
    </LabelledField>
  );
}

/** A form's submit with its Cancel beside it; without onCancel (an add form that stays open) only the submit. */
export function SubmitButtons({
  label,
  busy,
  onCancel,
  className = 'flex flex-wrap gap-2',
}: {
  label: ReactNode;
  busy: boolean;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" className={buttonClass} disabled={busy}>
        {label}
      </button>
      {onCancel ? (
        <button type="button" className={quietButtonClass} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}

/** A box's Enter runs `action` (search, add) instead of sending the form the box sits in. */
export const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    action();
  }
};
