import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The server's message per field from a refusal (`fields` of the API's error body, carried
 * by ApiError and by the content forms' FormSendError), or {} when it named none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return {};
  const fields = (error as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const messages: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string' && message) messages[name] = message;
  }
  return messages;
}

/**
 * Shows the server's message under each input it names, focusing the first, so what was
 * typed stays and the shopper sees what to fix. `fields` lists the form's inputs, or maps
 * the request body's names to them where they differ. Answers whether anything was shown:
 * when not, the caller reports the failure its own way (a toast, say).
 */
export function applyServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  error: unknown,
  fields: readonly Path<F>[] | Readonly<Partial<Record<string, Path<F>>>>,
): boolean {
  const fieldOf = (name: string): Path<F> | undefined =>
    Array.isArray(fields)
      ? (fields as readonly string[]).includes(name)
        ? (name as Path<F>)
        : undefined
      : (fields as Partial<Record<string, Path<F>>>)[name];
  let shown = false;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const field = fieldOf(name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
