import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { clientAddress, limitBy, registerRateLimits } from './rate-limit';

async function appWith(
  settings: { REDIS_URL?: string; RATE_LIMIT_SCALE: number; SHOP_ID?: string },
  max = 2,
) {
  const config = { SHOP_ID: 'probe-shop', ...settings };
  const app = Fastify();
  registerErrorHandling(app as never);
  await registerRateLimits(app, config);
  const perEmail = limitBy(app, 'probe-email', { max, windowMs: 60_000 }, (request) => {
    const email = (request.body as { email?: string } | undefined)?.email;
    return email ? email.toLowerCase() : undefined;
  });
  const perAddress = limitBy(app, 'probe-addr', { max: max * 2, windowMs: 60_000 }, clientAddress);
  app.post('/probe', { preHandler: [perEmail, perAddress] }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, email?: string) =>
  app.inject({ method: 'POST', url: '/probe', payload: email ? { email } : {} });

describe('limitBy', () => {
  it('refuses the key past its allowance with 429, the error body and Retry-After', async () => {
    const app = await appWith({ RATE_LIMIT_SCALE: 1 });
    expect((await post(app, 'a@x.in')).statusCode).toBe(200);
    expect((await post(app, 'A@x.in')).statusCode).toBe(200);
    const refused = await post(app, 'a@x.in');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isError: true, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another e-mail has its own count, until the per-address allowance (4) is spent; the
    // refused request above stopped at the e-mail check and was not counted for the address
    expect((await post(app, 'b@x.in')).statusCode).toBe(200);
    expect((await post(app, 'c@x.in')).statusCode).toBe(200);
    expect((await post(app, 'd@x.in')).statusCode).toBe(429);
    await app.close();
  });

  it('multiplies every allowance by RATE_LIMIT_SCALE', async () => {
    const app = await appWith({ RATE_LIMIT_SCALE: 3 });
    for (let i = 0; i < 6; i++) expect((await post(app, 'a@x.in')).statusCode).toBe(200);
    expect((await post(app, 'a@x.in')).statusCode).toBe(429);
    await app.close();
  });

  it('does not count a request without a key', async () => {
    const app = await appWith({ RATE_LIMIT_SCALE: 1 }, 1);
    for (let i = 0; i < 2; i++) expect((await post(app)).statusCode).toBe(200);
    await app.close();
  });

  it.runIf(process.env.REDIS_URL)('shares the counts between processes through Redis', async () => {
    const url = process.env.REDIS_URL!;
    // A fresh key each run instead of emptying Redis: the counts outlive a run, and other
    // test files may be counting there at the same time.
    const email = `shared.${Date.now()}.${Math.random().toString(36).slice(2)}@x.in`;
    const first = await appWith({ REDIS_URL: url, RATE_LIMIT_SCALE: 1 });
    const second = await appWith({ REDIS_URL: url, RATE_LIMIT_SCALE: 1 });
    expect((await post(first, email)).statusCode).toBe(200);
    expect((await post(second, email)).statusCode).toBe(200);
    expect((await post(first, email)).statusCode).toBe(429);
    // another shop on the same Redis counts on its own
    const otherShop = await appWith({ REDIS_URL: url, RATE_LIMIT_SCALE: 1, SHOP_ID: 'another-shop' });
    expect((await post(otherShop, email)).statusCode).toBe(200);
    await first.close();
    await second.close();
    await otherShop.close();
  });
});
