import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { controlClass, FieldHint, FieldLabel, FieldMessage, useFieldIds } from './field-parts';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * Shows a live `length/maxLength` counter beside the label, red once the box is full.
   * The browser stops typing at maxLength; the form's schema checks it again.
   */
  count?: { length: number; testId?: string };
  className?: string;
};

/** A labelled multi-line box, optionally with a live character counter. */
export function TextareaField({
  label,
  error,
  hint,
  count,
  id,
  rows = 3,
  className = '',
  ...input
}: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const countId = `${inputId}-count`;
  const { errorId, hintId, controlProps } = useFieldIds({
    id: inputId,
    error,
    hint,
    describedBy: count ? countId : undefined,
  });
  const max = input.maxLength;
  const full = count !== undefined && max !== undefined && count.length >= max;
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={inputId}
        end={
          count ? (
            <span
              id={countId}
              data-testid={count.testId}
              className={`text-xs tabular-nums ${full ? 'font-semibold text-sale' : 'text-plum-700'}`}
            >
              {count.length}/{max}
            </span>
          ) : undefined
        }
      >
        {label}
      </FieldLabel>
      <textarea
        {...controlProps}
        rows={rows}
        className={controlClass(
          'box',
          error ? 'error' : full ? 'warn' : null,
          count ? 'resize-y py-3' : 'py-3',
        )}
        {...input}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
