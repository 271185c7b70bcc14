import { AUTH_MSG, isValidMobile, MSG } from '@storefront/shared';
import { Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FieldMessage, SubmitButton, useFieldIds } from '@/components/ui/form';
import { serverMessage } from '@/lib/api-client';
import { type StoredUser, storedUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { updateMobile } from '../api/update-mobile';

/**
 * The contact mobile with Save. The shared rule decides (spaces, dashes, +91, a leading 0
 * are accepted); Save stays disabled while the number is not valid (docs/api.md).
 */
export function ContactMobile({
  user,
  autoFocus = false,
  onSaved,
}: {
  user: StoredUser;
  /** Checkout opens the editor to fix the number: the cursor goes straight into it. */
  autoFocus?: boolean;
  onSaved?: (mobile: string) => void;
}) {
  const [value, setValue] = useState(user.mobile ?? '');
  const [saving, setSaving] = useState(false);
  const valid = isValidMobile(value);
  const changed = value !== (user.mobile ?? '');
  const error = value !== '' && !valid ? AUTH_MSG.invalidMobile : undefined;
  const { inputId, errorId, controlProps } = useFieldIds({ error });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    try {
      const answer = await updateMobile(user.user_id, value);
      const current = storedUser.get();
      if (current) storedUser.set({ ...current, mobile: answer.mobile });
      setValue(answer.mobile);
      notify.success(answer.message || AUTH_MSG.mobileUpdated);
      onSaved?.(answer.mobile);
    } catch (error) {
      notify.error(serverMessage(error) ?? MSG.somethingWentWrong);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4 sm:p-5"
    >
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium text-plum-900">
        <Phone className="size-4 text-gold-700" aria-hidden="true" /> Contact mobile
      </label>
      <p className="mt-0.5 text-xs text-plum-700">We call this number about deliveries.</p>
      <div className="mt-3 flex gap-2 sm:max-w-md">
        <div className="flex min-h-11 w-full min-w-0 items-center rounded-full border border-ivory-300 bg-white pl-4 focus-within:border-gold-500">
          <span className="text-sm text-plum-700" aria-hidden="true">
            +91
          </span>
          <input
            {...controlProps}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // biome-ignore lint/a11y/noAutofocus: only when the shopper asked to edit the number
            autoFocus={autoFocus}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={20}
            placeholder="10-digit mobile number"
            className="min-h-11 w-full min-w-0 rounded-full bg-transparent px-2 text-base focus:outline-none sm:text-sm"
          />
        </div>
        <SubmitButton busy={saving} disabled={!valid || !changed} className="btn-dark shrink-0">
          Save
        </SubmitButton>
      </div>
      <FieldMessage id={errorId} error={error} className="mt-2" />
    </form>
  );
}
