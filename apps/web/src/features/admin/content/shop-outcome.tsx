import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from '@/components/ui/form';

/**
 * A fieldset is as wide as its widest content by default (min-width: min-content), so a form
 * of them (the image picker's too) grew wider than a phone's screen; this lets them shrink.
 */
export const FIT_PHONE = '[&_fieldset]:min-w-0';

/**
 * The server's per-field messages on the form's inputs, where a list's entry (`scripts.2`)
 * shows under the box holding the whole list. The first message of each input wins; what
 * was typed stays. Answers whether anything was shown.
 */
export function showServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  error: unknown,
  fields: readonly Path<F>[],
): boolean {
  const shown = new Set<string>();
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const name = key.split('.')[0]!;
    if (!(fields as readonly string[]).includes(name) || shown.has(name)) continue;
    setError(name as Path<F>, { type: 'server', message }, { shouldFocus: shown.size === 0 });
    shown.add(name);
  }
  return shown.size > 0;
}

type Nested = { message?: string; root?: { message?: string } } | (Nested | undefined)[] | undefined;

/** The first message of a list field's errors: the list's own, or its first bad entry's. */
export function listError(error: unknown): string | undefined {
  const value = error as Nested;
  if (!value) return undefined;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const message = listError(entry);
      if (message) return message;
    }
    return (
      (value as unknown as { message?: string; root?: { message?: string } }).message ??
      (value as unknown as { root?: { message?: string } }).root?.message
    );
  }
  return value.message ?? value.root?.message;
}
