import { MSG } from '@storefront/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorNote } from './error-note';

/**
 * A section fed by one query: `pending` while it loads, an error note in place when it
 * failed (the general text unless `error` says more), else what `children` makes of the data.
 */
export function QueryState<T>({
  query,
  pending,
  error = MSG.somethingWentWrong,
  children,
}: {
  query: UseQueryResult<T>;
  pending: ReactNode;
  error?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) return <ErrorNote message={error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
