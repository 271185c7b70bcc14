import { AlertCircle } from 'lucide-react';

/** A place-order check's message beside the part of the page it is about. */
export function InlineError({
  message,
  testId,
  id,
}: {
  message?: string | null;
  testId: string;
  id?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-sale" data-testid={testId}>
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
