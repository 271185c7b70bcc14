import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';
import { Field } from '@/components/ui/form';

/** A password input with a show/hide toggle (phones make typos easy to miss). */
export function PasswordField(props: ComponentPropsWithRef<'input'> & { label: string; error?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={shown}
          className="grid size-10 place-items-center rounded-full text-plum-700 hover:bg-plum-900/5"
        >
          {shown ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
