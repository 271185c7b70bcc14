import type { ComponentProps, FormEventHandler, InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LabelledField } from './catalogue/product-fields';
import { buttonClass, ErrorText, quietButtonClass } from './ui';

/*
 * Field, form and button shapes the console's forms (coupons, delivery bands, categories,
 * home cards, settings, staff) had each written out again; one copy keeps their labels,
 * limits and keyboards alike.
 */

/** What an editor in a list is told: done (with the server's message) closes it; cancel closes it unchanged. */
export type EditorProps = { onDone: (message: string) => void; onCancel: () => void };

/**
 * A form's text boxes named `names` as a saved row fills them: what the row leaves unset (or
 * a new row, undefined) is an empty box, since a box holds text.
 */
export const boxesOf = <R extends object, K extends keyof R>(row: R | undefined, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, row?.[name] ?? ''])) as { [N in K]: NonNullable<R[N]> | '' };

/** `field` giving each box the most characters `limits` (the shared schema's) allows its field. */
export const withLimits =
  <N extends string, R extends object>(field: (name: N) => R, limits: Readonly<Record<string, number>>) =>
  (name: N) => ({ ...field(name), maxLength: limits[name] });

/** A field's registration with its error, as the form kit's `bindField` gives it. */
type Bound = UseFormRegisterReturn & { error?: string };

type BoxAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'maxLength'
  | 'placeholder'
  | 'min'
  | 'max'
  | 'step'
>;

type TextFieldProps = Bound &
  BoxAttributes & {
    label: string;
    hint?: string;
    className?: string;
    /** A textarea of this many rows instead of a one-line box. */
    rows?: number;
    /** Classes added to the box's own (monospace, upper case). */
    boxClassName?: string;
  };

/**
 * A labelled text box of the console, spread with a field from `bindField`:
 *
 *   <TextField label="Title" maxLength={80} {...field('title')} />
 */
export function TextField({ label, hint, error, className, rows, boxClassName, ...box }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(props) => {
        const control = {
          ...props,
          className: boxClassName ? `${props.className} ${boxClassName}` : props.className,
        };
        if (!rows) return <input {...control} {...box} />;
        const { type: _type, min: _min, max: _max, step: _step, ...text } = box;
        return <textarea {...control} rows={rows} {...text} />;
      }}
    </LabelledField>
  );
}

/**
 * A number box: `decimal` (rupees) brings the phone's keypad with a point, `whole` (counts,
 * kilometres, percentages) the one without; most of the console's amounts start at 0.
 */
export function NumberField({
  kind,
  min = '0',
  step,
  ...field
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'rows'> & {
  kind: 'decimal' | 'whole';
  /** null: no floor (a product's price, which its schema checks instead) */
  min?: BoxAttributes['min'] | null;
}) {
  return (
    <TextField
      {...field}
      type="number"
      min={min ?? undefined}
      step={step ?? (kind === 'decimal' ? '0.01' : '1')}
      inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
    />
  );
}

/** A labelled select of `options`: a value that is its own label, or a [value, label] pair. */
export function SelectField({
  label,
  error,
  className,
  options,
  ...registration
}: Bound & {
  label: string;
  className?: string;
  options: readonly (string | readonly [value: string, label: string])[];
}) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(props) => (
        <select {...props} {...registration}>
          {options.map((option) => {
            const [value, text] = typeof option === 'string' ? [option, option] : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </LabelledField>
  );
}

/** Active rows show to shoppers; Inactive ones stay in the console, hidden from them. */
export const StatusSelect = (field: Bound) => (
  <SelectField label="Status" options={['Active', 'Inactive']} {...field} />
);

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

/** What a ConsoleForm needs of its form's state (useServerForm gives all of it). */
type SubmittingForm = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  formState: { isSubmitting: boolean };
};

/**
 * A console form named `label`: its fields, then a refusal that names none of them, then
 * its submit (with Cancel when there is onCancel).
 */
export function ConsoleForm({
  form,
  label,
  submitLabel,
  onCancel,
  className = 'space-y-3',
  buttonsClassName,
  children,
}: {
  form: SubmittingForm;
  label: string;
  submitLabel: ReactNode;
  onCancel?: () => void;
  className?: string;
  buttonsClassName?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={label} className={className}>
      {children}
      {form.failure ? <ErrorText>{form.failure}</ErrorText> : null}
      <SubmitButtons
        label={submitLabel}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
        className={buttonsClassName}
      />
    </form>
  );
}

/**
 * The form of a list's row, named after the row it edits (`name`; null: a new one, which
 * its submit adds as a `noun`).
 */
export function RowForm({
  name,
  noun,
  ...form
}: Omit<ComponentProps<typeof ConsoleForm>, 'label' | 'submitLabel'> & {
  name: string | null;
  noun: string;
}) {
  const isNew = name === null;
  return (
    <ConsoleForm
      label={isNew ? `New ${noun}` : `Edit ${name}`}
      submitLabel={isNew ? `Add ${noun}` : 'Save'}
      {...form}
    />
  );
}

/** A box's Enter runs `action` (search, add) instead of sending the form the box sits in. */
export const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    action();
  }
};
