import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, endSession } from '@/lib/session';
import './index';

const push = vi.hoisted(() => ({ registerPushForUser: vi.fn(() => new Promise<boolean>(() => {})) }));
vi.mock('./push/register-push', () => push);

afterEach(() => endSession());

describe('content feature at login', () => {
  it('registers the browser for push without holding up the login', async () => {
    const user = { user_id: 'u1', id: 'u1', full_name: 'Asha', name: 'Asha', email: 'a@b.co', mobile: '' };
    // the push registration never settles here, and the login still finishes
    await expect(completeLogin({ user, accessToken: 'token-1' })).resolves.toBe('/');
    await vi.waitFor(() =>
      expect(push.registerPushForUser).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'u1' })),
    );
  });
});
