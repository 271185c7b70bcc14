import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/ui/form';

/** The e-mail box every sign-in screen starts with. */
export function EmailField(props: ComponentPropsWithRef<'input'> & { error?: string }) {
  return (
    <Field
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** The card's footer line: a question and the link that answers it. */
export function AuthFooterLink({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: string;
}) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className="font-medium text-gold-700 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
