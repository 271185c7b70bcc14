import { isValidMobile } from '@storefront/shared';
import { Mail, Pencil, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ContactMobile } from '@/features/account';
import type { StoredUser } from '@/lib/stored-user';
import { InlineError } from './inline-error';

/**
 * Contact info: the email (read-only) and the mobile, editable with Save. The editor is
 * open while the saved number is not valid, and Place order opens it (and scrolls to it)
 * when the mobile check fails: `focusRequest` counts those requests.
 */
export function ContactSection({
  user,
  editing,
  onEditingChange,
  focusRequest,
  error,
}: {
  user: StoredUser;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  focusRequest: number;
  error?: string;
}) {
  const editorRef = useRef<HTMLDivElement>(null);
  const savedValid = isValidMobile(user.mobile ?? '');
  const showEditor = editing || !savedValid;

  useEffect(() => {
    if (focusRequest === 0) return;
    const editor = editorRef.current;
    if (!editor) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    editor.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    editor.querySelector('input')?.focus({ preventScroll: true });
  }, [focusRequest]);

  return (
    <section
      aria-labelledby="contact-heading"
      className={`rounded-2xl border bg-ivory-50 p-4 sm:p-5 ${error ? 'border-sale' : 'border-ivory-300'}`}
    >
      <h2 id="contact-heading" className="mb-3 font-serif text-xl text-plum-900">
        Contact
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-1.5 text-plum-700">
            <Mail className="size-4 text-gold-700" aria-hidden="true" /> Email
          </dt>
          <dd className="mt-0.5 break-all font-medium text-plum-900" data-testid="checkout-email">
            {user.email || '—'}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-plum-700">
            <Phone className="size-4 text-gold-700" aria-hidden="true" /> Mobile
          </dt>
          <dd className="mt-0.5 flex items-center gap-2 font-medium text-plum-900">
            <span data-testid="checkout-mobile">{savedValid ? `+91 ${user.mobile}` : 'Not added yet'}</span>
            {savedValid && !editing ? (
              <button
                type="button"
                onClick={() => onEditingChange(true)}
                className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
                aria-label="Edit mobile number"
              >
                <Pencil className="size-3.5" aria-hidden="true" /> Edit
              </button>
            ) : null}
          </dd>
        </div>
      </dl>
      <InlineError message={error} testId="checkout-error-mobile" />
      {showEditor ? (
        <div ref={editorRef} className="mt-4 scroll-mt-40" data-testid="checkout-mobile-editor">
          <ContactMobile
            key={user.mobile ?? ''}
            user={user}
            autoFocus={editing}
            onSaved={() => onEditingChange(false)}
          />
        </div>
      ) : null}
    </section>
  );
}
