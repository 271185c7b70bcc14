/**
 * "The server cart changed outside a query" (the login merge): mounted cart hooks listen
 * and invalidate their query, since the merge runs before any React tree can hand it a
 * query client.
 */
const listeners = new Set<() => void>();

export function onCartChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCartChanged(): void {
  for (const listener of listeners) listener();
}
