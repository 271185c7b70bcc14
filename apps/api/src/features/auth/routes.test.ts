import { createHash } from 'node:crypto';
import { AUTH_MSG, MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, refreshTokens, users } from '../../db/schema';
import { verifyAccessToken } from '../../plugins/auth';
import { TEST_SHOP_ID } from '../../test/app';
import { createAuthTestApp, otpFromOutbox, registerThroughApi } from './testing';

type Ctx = Awaited<ReturnType<typeof createAuthTestApp>>;
let ctx: Ctx;
let seq = 0;
const newEmail = () => `person${++seq}@example.com`;

beforeAll(async () => {
  ctx = await createAuthTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const reg = (path: string, payload: object) =>
  post(`/registeruser/api/${path}`, { main_id: TEST_SHOP_ID, ...payload });
const login = (email: string, password: string) =>
  post('/loginuser', { email, password, main_id: TEST_SHOP_ID });

function refreshCookie(res: { cookies: { name: string; value: string; path?: string }[] }) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}

describe('registration', () => {
  it('sends, verifies and signs up with the spec texts', async () => {
    const email = newEmail();
    const sent = await reg('send-otp', { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: AUTH_MSG.otpSent });

    const mail = (await ctx.app.inject({ url: `/api/dev/outbox?to=${email}` })).json().mails[0];
    expect(mail.subject).toContain('Nakshatra Attars');
    expect(mail.html).toContain('Nakshatra Attars');
    const otp = await otpFromOutbox(ctx.app, email);

    const verified = await reg('verify-otp', { email, otp });
    expect(verified.json()).toEqual({ success: true, message: AUTH_MSG.otpVerified });

    const signup = await reg('signup', {
      email,
      mobile: '+91 98765-43210',
      full_name: ' Asha Verma ',
      password: 'secret1',
    });
    expect(signup.statusCode).toBe(201);
    const body = signup.json();
    expect(body).toMatchObject({ success: true, message: AUTH_MSG.registrationSuccessful });
    expect(body.newUser).toEqual({
      user_id: body.newUser.id,
      id: body.newUser.id,
      full_name: 'Asha Verma',
      name: 'Asha Verma',
      email,
      mobile: '9876543210',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row?.passwordHash).not.toContain('secret1');
  });

  it('stores the code hashed', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const otp = await otpFromOutbox(ctx.app, email);
    const [row] = await ctx.db.select().from(otps).where(eq(otps.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(otp);
  });

  it('refuses an email already registered, at send and at signup (409)', async () => {
    const email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email });
    const again = await reg('send-otp', { email });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(AUTH_MSG.emailAlreadyRegistered);
    const signup = await reg('signup', { email, mobile: '9876543210', full_name: 'X', password: 'secret1' });
    expect(signup.statusCode).toBe(409);
  });

  it('refuses signup without a verified code, and the code is single use', async () => {
    const email = newEmail();
    const body = { email, mobile: '9876543210', full_name: 'Ravi', password: 'secret1' };
    expect((await reg('signup', body)).json().msg).toBe(AUTH_MSG.otpNotVerified);
    await reg('send-otp', { email });
    // sent but not verified
    const unverified = await reg('signup', body);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().msg).toBe(AUTH_MSG.otpNotVerified);
    await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    expect((await reg('signup', body)).statusCode).toBe(201);
    await ctx.db.delete(users).where(eq(users.email, email));
    expect((await reg('signup', body)).json().msg).toBe(AUTH_MSG.otpNotVerified);
  });

  it('refuses signup when the verification is older than 10 minutes', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    await ctx.db
      .update(otps)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(otps.email, email));
    const res = await reg('signup', { email, mobile: '9876543210', full_name: 'Ravi', password: 'secret1' });
    expect(res.json().msg).toBe(AUTH_MSG.otpNotVerified);
  });

  it('gives each validation text', async () => {
    const cases: [string, object, string][] = [
      ['send-otp', { email: 'nope' }, AUTH_MSG.invalidEmail],
      ['verify-otp', { email: 'a@b.co', otp: '123' }, AUTH_MSG.enterAllOtpDigits],
      ['verify-otp', { email: 'a@b.co', otp: '12345a' }, AUTH_MSG.enterAllOtpDigits],
      [
        'signup',
        { email: 'a@b.co', mobile: '98765', full_name: 'A', password: 'secret1' },
        AUTH_MSG.invalidMobile,
      ],
      [
        'signup',
        { email: 'a@b.co', mobile: '9876543210', full_name: ' ', password: 'secret1' },
        AUTH_MSG.fullNameRequired,
      ],
      [
        'signup',
        { email: 'a@b.co', mobile: '9876543210', full_name: 'A', password: '12345' },
        AUTH_MSG.passwordTooShort,
      ],
      [
        'signup',
        { email: 'a@b', mobile: '9876543210', full_name: 'A', password: 'secret1' },
        AUTH_MSG.invalidEmail,
      ],
      ['resetsend-otp', { email: 'a@b' }, AUTH_MSG.enterValidEmail],
      ['reset-password', { email: 'a@b.co', newPassword: '12345' }, AUTH_MSG.newPasswordTooShort],
      ['google-signup', {}, AUTH_MSG.googleCredentialMissing],
      ['google-signup', { token: '' }, AUTH_MSG.googleCredentialMissing],
    ];
    for (const [path, body, message] of cases) {
      const res = await reg(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().msg, `${path} ${JSON.stringify(body)}`).toBe(message);
    }
  });

  it('answers 404 for a shop this deployment does not serve', async () => {
    const res = await post('/registeruser/api/send-otp', { email: newEmail(), main_id: 'other-shop' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.shopNotFound);
  });
});

describe('OTP rules', () => {
  it('kills a code after five wrong tries, even for the right code', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const otp = await otpFromOutbox(ctx.app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await reg('verify-otp', { email, otp: wrong })).json().msg);
    expect(messages).toEqual([...Array(4).fill(AUTH_MSG.invalidOtp), AUTH_MSG.otpTooManyTries]);
    const right = await reg('verify-otp', { email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe(AUTH_MSG.otpTooManyTries);

    // a new send replaces the dead code
    await reg('send-otp', { email });
    const fresh = await otpFromOutbox(ctx.app, email);
    expect((await reg('verify-otp', { email, otp })).statusCode).toBe(otp === fresh ? 200 : 400);
    expect((await reg('verify-otp', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const otp = await otpFromOutbox(ctx.app, email);
    await ctx.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.email, email));
    const res = await reg('verify-otp', { email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MSG.otpExpired);
  });

  it('refuses a code of the other purpose', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const otp = await otpFromOutbox(ctx.app, email);
    expect((await reg('verify-otp', { email, otp, purpose: 'reset' })).json().msg).toBe(AUTH_MSG.invalidOtp);
  });

  it('makes the previous code useless when a new one is sent', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const first = await otpFromOutbox(ctx.app, email);
    await reg('send-otp', { email });
    const second = await otpFromOutbox(ctx.app, email);
    const rows = await ctx.db.select().from(otps).where(eq(otps.email, email));
    expect(rows).toHaveLength(1);
    if (first !== second) expect((await reg('verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await reg('verify-otp', { email, otp: second })).statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  let email: string;
  beforeAll(async () => {
    email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email, password: 'right-pass' });
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
    const res = await login(email, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Password must be at least 6 characters long');
  });

  it('rotates the refresh token and refuses the used one', async () => {
    const first = refreshCookie(await login(email, 'right-pass'))!.value;
    const refreshed = await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe(email);
    expect(await verifyAccessToken(ctx.config, refreshed.json().accessToken)).not.toBeNull();
    const second = refreshCookie(refreshed)!.value;
    expect(second).not.toBe(first);

    const reused = await post('/auth/refresh', {}, { cookie: `refresh_token=${first}` });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().msg).toBe(AUTH_MSG.sessionExpired);
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

describe('password reset', () => {
  it('answers an unknown email exactly like a known one, and mails only the known', async () => {
    const known = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email: known });
    const unknown = newEmail();
    const a = await reg('resetsend-otp', { email: known });
    const b = await reg('resetsend-otp', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ success: true, message: AUTH_MSG.otpSentToEmail });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    const outbox = (to: string) =>
      ctx.app.inject({ url: `/api/dev/outbox?to=${to}` }).then((r) => r.json().mails);
    expect(await outbox(unknown)).toHaveLength(0);
    // verifying a guess for an unknown email reads like a wrong code for a known one
    const guessUnknown = await reg('verify-otp', { email: unknown, otp: '123456', purpose: 'reset' });
    expect(guessUnknown.json().msg).toBe(AUTH_MSG.invalidOtp);
  });

  it('resets after a verified reset code, signs every session out, and the code is spent', async () => {
    const email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email, password: 'old-pass' });
    const session = refreshCookie(await login(email, 'old-pass'))!.value;

    await reg('resetsend-otp', { email });
    const mail = (await ctx.app.inject({ url: `/api/dev/outbox?to=${email}` })).json().mails[0];
    expect(mail.subject).toContain('password reset');
    const otp = await otpFromOutbox(ctx.app, email);
    expect((await reg('verify-otp', { email, otp, purpose: 'reset' })).json().message).toBe(
      AUTH_MSG.otpVerified,
    );
    const reset = await reg('reset-password', { email, newPassword: 'new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: AUTH_MSG.passwordReset });

    expect((await login(email, 'old-pass')).statusCode).toBe(401);
    expect((await login(email, 'new-pass')).statusCode).toBe(200);
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${session}` })).statusCode).toBe(401);
    expect((await reg('reset-password', { email, newPassword: 'third-pass' })).json().msg).toBe(
      AUTH_MSG.otpNotVerified,
    );
  });

  it('refuses a reset without a verified reset code', async () => {
    const email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email, password: 'old-pass' });
    const res = await reg('reset-password', { email, newPassword: 'new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MSG.otpNotVerified);
    // a verified signup code is no reset code
    await reg('resetsend-otp', { email });
    expect((await reg('reset-password', { email, newPassword: 'new-pass' })).statusCode).toBe(400);
    expect((await login(email, 'old-pass')).statusCode).toBe(200);
  });

  it('refuses a reset for an unknown email even with a code row', async () => {
    const email = newEmail();
    await reg('resetsend-otp', { email });
    await ctx.db.update(otps).set({ verifiedAt: new Date() }).where(eq(otps.email, email));
    expect((await reg('reset-password', { email, newPassword: 'new-pass' })).json().msg).toBe(
      AUTH_MSG.otpNotVerified,
    );
  });
});

describe('GET /api/auth/config', () => {
  it('says Google is off when GOOGLE_CLIENT_ID is unset', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' });
    expect(res.json()).toEqual({ googleClientId: null });
    const google = await reg('google-signup', { token: 'x.y.z' });
    expect(google.statusCode).toBe(503);
    expect(google.json().msg).toBe(AUTH_MSG.googleNotConfigured);
  });
});

function sha(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

describe('refresh cookie with COOKIE_SECURE=true', () => {
  it('is marked Secure', async () => {
    const secure = await createAuthTestApp({ config: { COOKIE_SECURE: 'true' } });
    try {
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
    } finally {
      await secure.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/loginuser',
      '/api/registeruser/api/signup',
      '/api/address/{addressId}',
      '/api/auth/refresh',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
