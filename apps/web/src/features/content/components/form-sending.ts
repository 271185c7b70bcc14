import { CONTENT_MSG } from '@storefront/shared';
import type { StoredUser } from '@/lib/stored-user';
import { notify } from '@/lib/toast';
import { FormSendError } from '../api/post-form';

/** Both forms start from the signed-in customer's name, email and mobile. */
export function customerDefaults(user: StoredUser | null | undefined) {
  return {
    name: user?.full_name || user?.name || '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    remark: '',
  };
}

type FormField = 'name' | 'email' | 'mobile' | 'remark';

/**
 * A refused send: the server's message under each field it names (the first one focused),
 * so what was typed stays and the shopper sees what to fix; anything else is a toast.
 * `fieldOf` maps the body's field names to the form's.
 */
export function showSendFailure(
  error: unknown,
  fieldOf: Readonly<Record<string, FormField>>,
  setError: (
    field: FormField,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  what: string,
): void {
  const fields = error instanceof FormSendError ? error.fields : {};
  let shown = false;
  for (const [name, message] of Object.entries(fields)) {
    const field = fieldOf[name];
    if (field && message) {
      setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  if (!shown) {
    console.error(`${what} not sent`, error);
    notify.error((error instanceof FormSendError && error.serverText) || CONTENT_MSG.notSent);
  }
}
