import net from 'node:net';
import { AUTH_MSG } from '@storefront/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SHOP_ID } from '../../test/app';
import { authAppForFile, createTestCustomer } from './testing';

// Count hashes, and let a test hold password checks open to fill the gate.
const hashing = vi.hoisted(() => ({ hashes: 0, checks: 0, hold: null as Promise<void> | null }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...original,
    hashPassword: async (...args: Parameters<typeof original.hashPassword>) => {
      hashing.hashes += 1;
      return original.hashPassword(...args);
    },
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      hashing.checks += 1;
      if (hashing.hold) await hashing.hold;
      return original.verifyPassword(...args);
    },
  };
});

const ctx = authAppForFile({ auth: { hashGate: { concurrency: 1, queue: 1 } } });

beforeEach(() => {
  hashing.hashes = 0;
  hashing.checks = 0;
  hashing.hold = null;
});

/** Holds every password check open until the returned function is called. */
function holdChecks(): () => void {
  let release!: () => void;
  hashing.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

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
    const release = holdChecks();
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

  it('skips a waiting sign-in whose client has gone, so the next one takes its place', async () => {
    const customer = await createTestCustomer(ctx);
    const release = holdChecks();
    const body = JSON.stringify({
      email: customer.email,
      password: customer.password,
      main_id: TEST_SHOP_ID,
    });
    const login = () => post('/loginuser', { email: customer.email, password: customer.password });
    const checking = login();
    await vi.waitFor(() => expect(hashing.checks).toBe(1));
    // a real connection that waits for the gate, then closes before its turn
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const leaver = net.connect(Number(port), '127.0.0.1');
    leaver.write(
      `POST /api/loginuser HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // it has reached the queue (one place) once another sign-in is refused at once
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await login()).statusCode).toBe(503);
    leaver.destroy();
    await new Promise((resolve) => leaver.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = login();
    release();
    expect((await checking).statusCode).toBe(200);
    expect((await next).statusCode).toBe(200);
    // the first sign-in and the next one: the one that left was never checked
    expect(hashing.checks).toBe(2);
  });
});
