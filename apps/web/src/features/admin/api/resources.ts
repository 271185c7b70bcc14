import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { type AnswerSchema, queryString } from '@/lib/api-client';
import { adminRequest } from '../session';

/*
 * The two kinds of console call that every area had written out again: a list the server
 * filters and pages, and a setting read with GET and replaced with PUT at the same path.
 * Callers pass `import.meta.env.DEV && schema`, so production builds leave the schemas out.
 */

/** A call's query key: the parts of its path, so `/admin/orders` is `['admin', 'orders']`. */
const keyOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The hook of a list the server filters and pages at `path`, kept under the path's parts and
 * the query (a change invalidates every page by the parts alone). It keeps showing the last page while the next one loads, so the table
 * does not jump.
 */
export function pagedListHook<Query extends object, T extends z.ZodType>(
  path: string,
  schema: AnswerSchema<T>,
) {
  const key = keyOf(path);
  return (query: Query, enabled = true) =>
    useQuery({
      queryKey: [...key, query],
      queryFn: ({ signal }) =>
        adminRequest(`${path}${queryString(query as Record<string, string | number | undefined>)}`, schema, {
          signal,
        }),
      placeholderData: keepPreviousData,
      enabled,
    });
}

/**
 * The hook of one record read by id from `${path}/${id}`, whose answer holds it under its
 * `name` (`{ order }`); it is kept under ['admin', name, id].
 */
export function recordHook<T extends z.ZodType, K extends keyof z.infer<T> & string>(
  name: K,
  path: string,
  schema: AnswerSchema<T>,
) {
  return (id: string, enabled = true) =>
    useQuery({
      queryKey: ['admin', name, id],
      queryFn: ({ signal }) =>
        adminRequest(`${path}/${encodeURIComponent(id)}`, schema, { signal }).then(
          (answer): z.infer<T>[K] => answer[name],
        ),
      enabled,
    });
}

/** The hook of a list read whole (no pages) from `path`, kept under `key` (the path's parts by default). */
export function itemsHook<T extends z.ZodType<{ items: unknown[] }>>(
  path: string,
  schema: AnswerSchema<T>,
  key: readonly unknown[] = keyOf(path),
) {
  return () =>
    useQuery({
      queryKey: key,
      queryFn: ({ signal }) =>
        adminRequest(path, schema, { signal }).then((answer): z.infer<T>['items'] => answer.items),
    });
}

/**
 * A setting read from `path` and replaced there with PUT, kept under the path's parts; `pick`
 * takes the value out of either answer. A save keeps its answer as the query's data, so the
 * form shows what was stored without asking again; `afterSave` refreshes what else shows it.
 */
export function editableSetting<T extends z.ZodType, Value, Body>({
  path,
  schema,
  pick,
  afterSave,
}: {
  path: string;
  schema: AnswerSchema<T>;
  pick: (answer: z.infer<T>) => Value;
  afterSave?: (client: QueryClient) => void;
}) {
  const key = keyOf(path);
  const useValue = () =>
    useQuery({
      queryKey: key,
      queryFn: ({ signal }) => adminRequest(path, schema, { signal }).then(pick),
    });
  const useSave = () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (body: Body) => adminRequest(path, schema, { method: 'PUT', body }),
      onSuccess: (answer) => {
        client.setQueryData(key, pick(answer));
        afterSave?.(client);
      },
    });
  };
  return { useValue, useSave };
}
