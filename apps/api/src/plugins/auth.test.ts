import { randomUUID } from 'node:crypto';
import { MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { createAuthTestApp, createTestCustomer } from '../features/auth/testing';
import { expectError } from '../test/answers';
import { appForFile } from '../test/before-all';
import { verifyAccessToken } from './auth';

const ctx = appForFile(createAuthTestApp);

/** A token signed with the shop's own secret, with the claims a test chooses. */
function forge(claims: { sub: string; email: string; exp?: number }) {
  let jwt = new SignJWT({ shop: ctx.config.SHOP_ID, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt();
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
}

/** The account update a customer's token allows: a new mobile on their own account. */
const saveMobile = (userId: string, token: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/registeruser/api/user/${userId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { mobile: '9876543210' },
  });

const address = (userId: string) => ({
  location_user: 'Home',
  new_address: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  user_id: userId,
  user_name: 'Asha',
});

describe('access tokens', () => {
  it('refuses a token without an expiry (401)', async () => {
    const customer = await createTestCustomer(ctx);
    const token = await forge({ sub: customer.userId, email: customer.email });
    expectError(await saveMobile(customer.userId, token), 401, MSG.unauthorized);
    // the same with an expiry passes
    const good = await forge({
      sub: customer.userId,
      email: customer.email,
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    const ok = await saveMobile(customer.userId, good);
    expect(ok.statusCode).toBe(200);
  });

  it('stops accepting a token at its expiry, also one it has accepted before', async () => {
    const customer = await createTestCustomer(ctx);
    const exp = Math.floor(Date.now() / 1000) + 5;
    const token = await forge({ sub: customer.userId, email: customer.email, exp });
    const read = () =>
      ctx.app.inject({ url: `/api/cart/${customer.userId}`, headers: { authorization: `Bearer ${token}` } });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    // the clock reaches exp: jose would refuse it now, and so must the verified-token memory
    vi.useFakeTimers({ now: exp * 1000, toFake: ['Date'] });
    try {
      expectError(await read(), 401, MSG.unauthorized);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a verified token only for the secret and shop that verified it', async () => {
    const customer = await createTestCustomer(ctx);
    const token = customer.headers.authorization.replace(/^Bearer /, '');
    expect(await verifyAccessToken(ctx.config, token)).toEqual({
      userId: customer.userId,
      email: customer.email,
    });
    expect(
      await verifyAccessToken(
        { ...ctx.config, JWT_SECRET: 'another-secret-another-secret-0123456789' },
        token,
      ),
    ).toBeNull();
    expect(await verifyAccessToken({ ...ctx.config, SHOP_ID: 'another-shop' }, token)).toBeNull();
    // the answer is a copy: a caller changing it changes nothing for the next call
    const first = await verifyAccessToken(ctx.config, token);
    if (first) first.userId = 'changed';
    expect((await verifyAccessToken(ctx.config, token))?.userId).toBe(customer.userId);
  });

  it('refuses a token whose subject is not a user id (401, not 500)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await forge({ sub: 'not-a-uuid', email: 'x@example.com', exp });
    for (const request of [
      { method: 'GET' as const, url: '/api/registeruser/single/not-a-uuid' },
      { method: 'POST' as const, url: '/api/address', payload: address('not-a-uuid') },
    ]) {
      const res = await ctx.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, request.url).toBe(401);
      expect(res.json().msg, request.url).toBe(MSG.unauthorized);
    }
  });

  it('refuses the token of a deleted or unknown user (401, not 500)', async () => {
    const gone = await createTestCustomer(ctx);
    await ctx.db.delete(users).where(eq(users.id, gone.userId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: gone.headers,
      payload: address(gone.userId),
    });
    expectError(res, 401, MSG.unauthorized);

    const exp = Math.floor(Date.now() / 1000) + 60;
    const stranger = randomUUID();
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: { authorization: `Bearer ${await forge({ sub: stranger, email: 'x@example.com', exp })}` },
      payload: address(stranger),
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses a blocked user', async () => {
    const blocked = await createTestCustomer(ctx);
    await ctx.db.update(users).set({ status: 'Blocked' }).where(eq(users.id, blocked.userId));
    const res = await ctx.app.inject({ url: `/api/cart/${blocked.userId}`, headers: blocked.headers });
    expect(res.statusCode).toBe(401);
  });
});
