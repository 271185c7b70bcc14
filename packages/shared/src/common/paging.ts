import { z } from 'zod';

/**
 * One page of a list as every paged answer carries it: its rows, the count across all pages,
 * and which page of what size this is. Lists with more to say add it with `.extend`.
 */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
