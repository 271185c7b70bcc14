import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/** Stubs fetch for the console's calls: the handler answers by URL; anything else is a 404. */
export function stubAdminApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler(url, init) ?? {
      status: 404,
      body: { isError: true, msg: 'Not found', code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const OWNER = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@example.com',
  name: 'Asha',
  role: 'owner' as const,
  totpEnabled: false,
};
