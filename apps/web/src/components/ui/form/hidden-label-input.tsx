import { type ComponentPropsWithRef, useId } from 'react';

/**
 * An input whose label only screen readers read: for compact boxes (search, newsletter)
 * where a placeholder and a button icon carry the meaning on screen.
 */
export function HiddenLabelInput({ label, ...input }: ComponentPropsWithRef<'input'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} {...input} />
    </>
  );
}
