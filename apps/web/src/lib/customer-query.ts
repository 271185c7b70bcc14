import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AnswerSchema, apiAuthRequest } from './api-client';

/**
 * A list the signed-in customer owns, read with GET `{path}/{userId}` as that customer.
 * The key is `[name, userId]`, so a change can invalidate one customer's list; the query is
 * off while nobody is signed in. `field` is the part of the answer that holds the list.
 */
export function customerQuery<T extends z.ZodType, K extends keyof z.infer<T>>(
  name: string,
  path: string,
  field: K,
  schema: AnswerSchema<T>,
) {
  const key = (userId: string | null | undefined) => [name, userId] as const;
  const options = (userId: string | null | undefined) =>
    queryOptions({
      queryKey: key(userId),
      queryFn: async ({ signal }): Promise<z.infer<T>[K]> =>
        (await apiAuthRequest(`${path}/${encodeURIComponent(userId!)}`, schema, { signal }))[field],
      enabled: Boolean(userId),
    });
  return { key, options };
}
