import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  controlClass,
  FieldHint,
  FieldLabel,
  type FieldLook,
  FieldMessage,
  useFieldIds,
} from './field-parts';

type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something to show at the end of the input row (e.g. a show-password button). */
  addon?: ReactNode;
  look?: FieldLook;
  /** Classes of the wrapper (grid placement, say). */
  className?: string;
  /** Classes added to the input (letter spacing, width). */
  inputClassName?: string;
  labelClassName?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({
  label,
  error,
  hint,
  addon,
  look = 'box',
  id,
  className = '',
  inputClassName = '',
  labelClassName,
  ...input
}: FieldProps) {
  const { inputId, errorId, hintId, controlProps } = useFieldIds({ id, error, hint });
  const extra = `${look === 'box' ? 'min-h-12' : ''} ${addon ? 'pr-12' : ''} ${inputClassName}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} className={labelClassName}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input {...controlProps} className={controlClass(look, error ? 'error' : null, extra)} {...input} />
        {addon ? <div className="absolute inset-y-0 right-1 flex items-center">{addon}</div> : null}
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
