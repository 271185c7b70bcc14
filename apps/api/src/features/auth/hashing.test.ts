import { AUTH_MSG } from '@storefront/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SHOP_ID } from '../../test/app';
import { authAppForFile, createTestCustomer } from './testing';

// Count hashes, and let a test hold password checks open to fill the gate.
const hashing = vi.hoisted(() => ({ hashes: 0, hold: null as Promise<void> | null }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...original,
    hashPassword: async (...args: Parameters<typeof original.hashPassword>) => {
      hashing.hashes += 1;
      return original.hashPassword(...args);
    },
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      if (hashing.hold) await hashing.hold;
      return original.verifyPassword(...args);
    },
  };
});

const ctx = authAppForFile({ auth: { hashGate: { concurrency: 1, queue: 1 } } });

beforeEach(() => {
  hashing.hashes = 0;
  hashing.hold = null;
});

const post = (path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${path}`, payload: { main_id: TEST_SHOP_ID, ...payload } });

describe('password hashing', () => {
  it('is never spent on a signup or reset that has no valid verification token', async () => {
    const email = 'no-token@example.com';
    const signup = { email, mobile: '9876543210', full_name: 'A', password: 'secret1' };
    expect(
      (await post('/registeruser/api/signup', { ...signup, verificationToken: 'made-up' })).statusCode,
    ).toBe(400);
    expect((await post('/registeruser/api/signup', signup)).statusCode).toBe(400);
    expect(
      (
        await post('/registeruser/api/reset-password', {
          email,
          newPassword: 'secret1',
          verificationToken: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(hashing.hashes).toBe(0);
  });

  it('runs a bounded number at once and refuses the excess at once with 503', async () => {
    const customer = await createTestCustomer(ctx);
    let release!: () => void;
    hashing.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const login = () => post('/loginuser', { email: customer.email, password: customer.password });
    // five at once against one checking and one waiting: three are refused, without waiting
    const started = Date.now();
    const settled: { statusCode: number; json: () => { msg: string } }[] = [];
    const all = Array.from({ length: 5 }, async () => {
      const res = await login();
      settled.push(res);
      return res;
    });
    await vi.waitFor(() => expect(settled).toHaveLength(3), { timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const res of settled) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ isError: true, msg: AUTH_MSG.busy });
    }
    release();
    const statuses = (await Promise.all(all)).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503]);
    expect((await login()).statusCode).toBe(200);
  });
});
