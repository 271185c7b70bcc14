import { queryOptions } from '@tanstack/react-query';

/**
 * A query for data every visitor reads alike (the shop's profile, contacts, home sections):
 * one key, so every screen that shows it shares one request and one cached answer, kept
 * fresh for `staleTime` ms.
 */
export function sharedQuery<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>, staleTime: number) {
  return queryOptions({ queryKey: [key], queryFn: ({ signal }) => fetch(signal), staleTime });
}
