import { AlertCircle } from 'lucide-react';

/** A section that failed to load says so in place, leaving the rest of the page working. */
export function ErrorNote({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-xl border border-sale/20 bg-sale/5 px-4 py-3 text-sm text-sale"
    >
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
