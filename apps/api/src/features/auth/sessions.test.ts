import { createHash } from 'node:crypto';
import { AUTH_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushTokens, refreshTokens, users } from '../../db/schema';
import { legacyScryptHash } from '../../lib/passwords';
import { verifyAccessToken } from '../../plugins/auth';
import { expectError } from '../../test/answers';
import { TEST_SHOP_ID } from '../../test/app';
import { withApp } from '../../test/before-all';
import { authAppForFile, authCalls, createAuthTestApp, refreshCookie, registerThroughApi } from './testing';

const ctx = authAppForFile();
const { newEmail, post, login } = authCalls(ctx);

describe('login and sessions', () => {
  let email: string;
  beforeAll(async () => {
    email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email, password: 'right-pass' });
  });

  it('signs in with an older scrypt hash and re-hashes it to argon2id', async () => {
    const old = newEmail();
    await ctx.db.insert(users).values({
      shopId: TEST_SHOP_ID,
      email: old,
      fullName: 'Old Customer',
      mobile: '9876543210',
      passwordHash: await legacyScryptHash('old-secret'),
    });
    const stored = async () =>
      (await ctx.db.select().from(users).where(eq(users.email, old)))[0]!.passwordHash;
    expect((await login(old, 'wrong-secret')).statusCode).toBe(401);
    expect(await stored()).toMatch(/^scrypt\$/);
    expect((await login(old, 'old-secret')).statusCode).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$/);
    expect((await login(old, 'old-secret')).statusCode).toBe(200);
    expect((await login(old, 'wrong-secret')).statusCode).toBe(401);
  });

  it('signs in with the spec answer, an access token and a refresh cookie', async () => {
    const res = await login(email.toUpperCase(), 'right-pass');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(AUTH_MSG.loginSuccessful);
    expect(body.user).toMatchObject({
      email,
      full_name: 'Asha Verma',
      name: 'Asha Verma',
      mobile: '9876543210',
    });
    expect(body.user.user_id).toBe(body.user.id);
    expect(body).not.toHaveProperty('refreshToken');
    const claims = await verifyAccessToken(ctx.config, body.accessToken);
    expect(claims).toEqual({ userId: body.user.id, email });
    const [, payload] = body.accessToken.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(decoded).toMatchObject({ sub: body.user.id, shop: TEST_SHOP_ID });
    expect(decoded.exp - decoded.iat).toBe(15 * 60);

    const cookie = refreshCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.value.length).toBeGreaterThan(30);
    const header = String(res.headers['set-cookie']);
    expect(header).not.toContain('Secure');
    const stored = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, body.user.id));
    expect(stored.some((row) => row.tokenHash === cookie.value)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('gives one message for a wrong password and an unknown email (401)', async () => {
    const wrong = await login(email, 'wrong-pass');
    const unknown = await login(newEmail(), 'wrong-pass');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(AUTH_MSG.invalidCredentials);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('gives the spec text for a short password', async () => {
    expectError(await login(email, '12345'), 400, 'Password must be at least 6 characters long');
  });

  it('rotates the refresh token and refuses the used one', async () => {
    const first = refreshCookie(await login(email, 'right-pass'))!.value;
    const refreshed = await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe(email);
    expect(await verifyAccessToken(ctx.config, refreshed.json().accessToken)).not.toBeNull();
    const second = refreshCookie(refreshed)!.value;
    expect(second).not.toBe(first);

    expectError(
      await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` }),
      401,
      AUTH_MSG.sessionExpired,
    );
    // within the short grace for two tabs, the newer token still works
    const third = refreshCookie(
      await post('/auth/refresh', {}, { cookie: `refresh_token=${second}` }),
    )!.value;
    expect(third).toBeTruthy();
  });

  it('revokes the whole family when a rotated token comes back later', async () => {
    const first = refreshCookie(await login(email, 'right-pass'))!.value;
    const second = refreshCookie(
      await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` }),
    )!.value;
    // the first token was rotated a minute ago: its reuse means it was copied
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha(first)));
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` })).statusCode).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${second}` })).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie, with a made-up one, or an expired one', async () => {
    expect((await post('/auth/refresh')).statusCode).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: 'refresh_token=made-up' })).statusCode).toBe(401);
    const token = refreshCookie(await login(email, 'right-pass'))!.value;
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha(token)));
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${token}` })).statusCode).toBe(401);
  });

  it('logs out: the cookie is cleared and the token no longer works', async () => {
    const token = refreshCookie(await login(email, 'right-pass'))!.value;
    const out = await post('/auth/logout', {}, { cookie: `refresh_token=${token}` });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_MSG.loggedOut });
    const cleared = refreshCookie(out)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api');
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${token}` })).statusCode).toBe(401);
    // logging out without a session is quiet
    expect((await post('/auth/logout')).statusCode).toBe(200);
  });
});

describe('notification devices', () => {
  const subscription = (name: string) =>
    JSON.stringify({
      endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
      keys: { p256dh: 'BPublicKey', auth: 'authSecret' },
    });

  it('a device stays with the account that registered it until that account logs out on it', async () => {
    const asha = newEmail();
    const ravi = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email: asha, password: 'asha-pass' });
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email: ravi, password: 'ravi-pass' });
    const signIn = async (email: string, password: string) => {
      const res = await login(email, password);
      const body = res.json();
      return {
        userId: body.user.user_id as string,
        token: body.accessToken,
        cookie: refreshCookie(res)!.value,
      };
    };
    const register = (who: { userId: string; token: string }, deviceToken: string) =>
      post(
        '/firebase/register-token',
        { user_id: who.userId, deviceToken },
        { authorization: `Bearer ${who.token}` },
      );
    const deviceToken = subscription(`tablet-${Date.now()}`);
    const a = await signIn(asha, 'asha-pass');
    const r = await signIn(ravi, 'ravi-pass');
    const ownerOf = async () =>
      (await ctx.db.select().from(pushTokens).where(eq(pushTokens.deviceToken, deviceToken))).map(
        (row) => row.userId,
      );

    expect((await register(a, deviceToken)).statusCode).toBe(200);
    // anyone who learns the subscription's JSON cannot take it over
    expect((await register(r, deviceToken)).statusCode).toBe(409);
    expect(await ownerOf()).toEqual([a.userId]);
    // Ravi's logout does not touch Asha's device
    await post('/auth/logout', { deviceToken }, { cookie: `refresh_token=${r.cookie}` });
    expect(await ownerOf()).toEqual([a.userId]);

    // Asha logs out on it: the device is free, and the next person can register it
    const out = await post('/auth/logout', { deviceToken }, { cookie: `refresh_token=${a.cookie}` });
    expect(out.statusCode).toBe(200);
    expect(await ownerOf()).toEqual([]);
    const r2 = await signIn(ravi, 'ravi-pass');
    expect((await register(r2, deviceToken)).statusCode).toBe(200);
    expect(await ownerOf()).toEqual([r2.userId]);
  });
});

function sha(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

describe('refresh cookie with COOKIE_SECURE=true', () => {
  it('is marked Secure', async () => {
    await withApp(createAuthTestApp({ config: { COOKIE_SECURE: 'true' } }), async (secure) => {
      await registerThroughApi(secure.app, TEST_SHOP_ID, {
        email: 'secure@example.com',
        password: 'secret1',
      });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/loginuser',
        payload: { email: 'secure@example.com', password: 'secret1', main_id: TEST_SHOP_ID },
      });
      expect(refreshCookie(res)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api',
      });
    });
  });
});
