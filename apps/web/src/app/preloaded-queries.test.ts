import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, SHOP_ID } from '@/lib/config';
import { preloadedApiPaths } from './preloaded-api-paths';
import { startPreloadedQueries } from './preloaded-queries';

afterEach(() => vi.unstubAllGlobals());

describe('startPreloadedQueries', () => {
  it('fetches exactly the preloaded addresses, as the preloads ask for them', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status: 500 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startPreloadedQueries(client);
    await vi.waitFor(() => expect(calls).toHaveLength(preloadedApiPaths(API_BASE, SHOP_ID).length));

    expect(calls.map((call) => call.url).sort()).toEqual(preloadedApiPaths(API_BASE, SHOP_ID).sort());
    for (const { init } of calls) {
      // a preload (as=fetch crossorigin=anonymous) is taken up only by a GET with the
      // same credentials mode and no headers of its own
      expect(init?.method ?? 'GET').toBe('GET');
      expect(init?.credentials).toBe('same-origin');
      expect(Object.keys(init?.headers ?? {})).toEqual([]);
    }
  });
});
