import { afterEach, beforeEach, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * Signs a shopper in (the stored user and an access token) before each test of the calling
 * file, and after each one signs out, clears storage and puts back stubbed globals such as fetch.
 */
export function signedInForEachTest(user: Record<string, unknown> = { user_id: 'u1' }) {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    setAccessToken('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setAccessToken(null);
  });
}

/**
 * Gives each test of the calling file an access token (the page stores its own user), and
 * after each one signs out, clears storage and the mocks' calls and puts back stubbed globals;
 * `cleanup` undoes whatever else the file's tests leave behind.
 */
export function accessTokenForEachTest(cleanup?: () => void) {
  beforeEach(() => setAccessToken('token-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    setAccessToken(null);
    cleanup?.();
  });
}
