import { SUGGESTION_LIMIT, suggestResponseSchema } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, queryString } from '@/lib/api-client';

/** GET /api/products/suggest: distinct titles, at most 8 (checked again here). */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiGet(
    `/products/suggest${queryString({ q })}`,
    import.meta.env.DEV && suggestResponseSchema,
    signal,
  );
  return [...new Set(data)].slice(0, SUGGESTION_LIMIT);
}

export function useSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['suggest', text.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
