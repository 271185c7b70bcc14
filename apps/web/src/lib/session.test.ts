import { AUTH_MSG } from '@storefront/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiAuthRequest, getAccessToken, setAccessToken } from './api-client';
import { refreshStoredUser } from './session';
import { storedUser } from './stored-user';

const user = { user_id: 'u1', id: 'u1', full_name: 'Asha', name: 'Asha', email: 'a@b.co', mobile: '' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  storedUser.set(user);
  setAccessToken(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  storedUser.clear();
});

describe('authenticated calls', () => {
  it('refreshes once for parallel 401s and retries each call once', async () => {
    setAccessToken('old');
    let refreshes = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/auth/refresh')) {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json({ user, accessToken: 'new' });
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new'
        ? json({ ok: true })
        : json({ isError: true, msg: 'no', code: 'UNAUTHORIZED' }, 401);
    });
    vi.stubGlobal('fetch', fetchMock);
    const schema = z.object({ ok: z.literal(true) });
    const answers = await Promise.all([apiAuthRequest('/a', schema), apiAuthRequest('/b', schema)]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe('new');
  });

  it('ends the session when the refresh cookie is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ isError: true, msg: 'no', code: 'UNAUTHORIZED' }, 401)),
    );
    await expect(apiAuthRequest('/a', z.object({}))).rejects.toMatchObject({ status: 401 });
    expect(storedUser.get()).toBeNull();
  });
});

describe('refreshStoredUser', () => {
  it('removes the stored user when the server says User not found', async () => {
    setAccessToken('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          { isError: true, msg: AUTH_MSG.userNotFound, code: 'NOT_FOUND', message: AUTH_MSG.userNotFound },
          404,
        ),
      ),
    );
    await refreshStoredUser();
    expect(storedUser.get()).toBeNull();
  });

  it('removes it on status 201 and refreshes it on 200', async () => {
    setAccessToken('t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...user, mobile: '9876543210', createdAt: 'x' })),
    );
    await refreshStoredUser();
    expect(storedUser.get()).toMatchObject({ user_id: 'u1', mobile: '9876543210' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...user, createdAt: 'x' }, 201)),
    );
    await refreshStoredUser();
    expect(storedUser.get()).toBeNull();
  });
});
