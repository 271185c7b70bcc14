import { AlertCircle, RotateCw } from 'lucide-react';

/**
 * A section that failed to load says so in place, leaving the rest of the page working. With
 * `onRetry` it offers to ask again under the note: a phone's connection often drops for a
 * moment, and one section should not need the whole page reloaded.
 */
export function ErrorNote({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const note = (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-xl border border-sale/20 bg-sale/5 px-4 py-3 text-sm text-sale"
    >
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
  if (!onRetry) return note;
  return (
    <div className="space-y-3">
      {note}
      <button type="button" className="btn-outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" /> Try again
      </button>
    </div>
  );
}
