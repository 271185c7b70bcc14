import { createHash, randomUUID } from 'node:crypto';
import { AUTH_MSG, MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otps, pushTokens, refreshTokens, users } from '../../db/schema';
import { legacyScryptHash } from '../../lib/passwords';
import { signAccessToken, verifyAccessToken } from '../../plugins/auth';
import { TEST_SHOP_ID } from '../../test/app';
import { authAppForFile, createAuthTestApp, otpFromOutbox, outboxUrl, registerThroughApi } from './testing';
import { signVerificationToken } from './verification';

const ctx = authAppForFile();
let seq = 0;
const newEmail = () => `person${++seq}@example.com`;

const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const reg = (path: string, payload: object) =>
  post(`/registeruser/api/${path}`, { main_id: TEST_SHOP_ID, ...payload });
const login = (email: string, password: string) =>
  post('/loginuser', { email, password, main_id: TEST_SHOP_ID });

/**
 * A verification token for `email`: through send-otp and verify-otp, or (for an address
 * that cannot be sent a code, e.g. one already registered) by writing a verified code row
 * and signing its token as verify-otp would.
 */
async function verifiedToken(
  email: string,
  purpose: 'signup' | 'reset',
  how: { send?: boolean; insertRow?: boolean } = {},
): Promise<string> {
  if (how.insertRow) {
    const [row] = await ctx.db
      .insert(otps)
      .values({
        shopId: TEST_SHOP_ID,
        email,
        purpose,
        codeHash: '0'.repeat(64),
        expiresAt: new Date(Date.now() + 600_000),
        verifiedAt: new Date(),
      })
      .returning();
    return signVerificationToken(ctx.config, { otpId: row!.id, email, purpose });
  }
  await reg(purpose === 'signup' ? 'send-otp' : 'resetsend-otp', { email });
  const res = await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email), purpose });
  return res.json().verificationToken;
}

function refreshCookie(res: { cookies: { name: string; value: string; path?: string }[] }) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}

describe('registration', () => {
  it('sends, verifies and signs up with the spec texts', async () => {
    const email = newEmail();
    const sent = await reg('send-otp', { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: AUTH_MSG.otpSent });

    const mail = (await ctx.app.inject({ url: outboxUrl(ctx.app, email) })).json().mails[0];
    expect(mail.subject).toContain('Nakshatra Attars');
    expect(mail.html).toContain('Nakshatra Attars');
    const otp = await otpFromOutbox(ctx.app, email);

    const verified = await reg('verify-otp', { email, otp });
    expect(verified.json()).toEqual({
      success: true,
      message: AUTH_MSG.otpVerified,
      verificationToken: expect.any(String),
    });

    const signup = await reg('signup', {
      email,
      verificationToken: verified.json().verificationToken,
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
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
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
    await reg('send-otp', { email: 'unused@example.com' });
    const signup = await reg('signup', {
      email,
      mobile: '9876543210',
      full_name: 'X',
      password: 'secret1',
      verificationToken: await verifiedToken(email, 'signup', { send: false, insertRow: true }),
    });
    expect(signup.statusCode).toBe(409);
  });

  it('refuses signup without the verification token, and the token is single use', async () => {
    const email = newEmail();
    const body = { email, mobile: '9876543210', full_name: 'Ravi', password: 'secret1' };
    const missing = await reg('signup', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      msg: AUTH_MSG.otpNotVerified,
      fields: { verificationToken: AUTH_MSG.otpNotVerified },
    });
    await reg('send-otp', { email });
    const verified = await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    const { verificationToken } = verified.json();
    expect((await reg('signup', { ...body, verificationToken })).statusCode).toBe(201);
    await ctx.db.delete(users).where(eq(users.email, email));
    const again = await reg('signup', { ...body, verificationToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(AUTH_MSG.verificationExpired);
  });

  it('a verified code belongs to whoever verified it: the e-mail alone does not finish a signup', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    // the owner of the mailbox verifies the code...
    const verified = await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    expect(verified.statusCode).toBe(200);
    // ...and someone who only knows the address tries to register it
    const intruder = { email, mobile: '9000000000', full_name: 'Intruder', password: 'taken-over' };
    const bare = await reg('signup', intruder);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe(AUTH_MSG.otpNotVerified);
    const forged = await reg('signup', { ...intruder, verificationToken: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe(AUTH_MSG.verificationExpired);
    // a token the intruder got for their own address does not carry over
    const own = newEmail();
    await reg('send-otp', { email: own });
    const ownToken = (await reg('verify-otp', { email: own, otp: await otpFromOutbox(ctx.app, own) })).json()
      .verificationToken;
    expect((await reg('signup', { ...intruder, verificationToken: ownToken })).statusCode).toBe(400);
    // an access token is no verification token
    const access = await signAccessToken(ctx.config, { userId: randomUUID(), email });
    expect((await reg('signup', { ...intruder, verificationToken: access })).statusCode).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // the person who verified still can
    const owner = await reg('signup', {
      email,
      mobile: '9876543210',
      full_name: 'Owner',
      password: 'secret1',
      verificationToken: verified.json().verificationToken,
    });
    expect(owner.statusCode).toBe(201);
  });

  it('refuses a verification token whose code was replaced by a newer one', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const first = (await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) })).json();
    await reg('send-otp', { email });
    const res = await reg('signup', {
      email,
      mobile: '9876543210',
      full_name: 'Ravi',
      password: 'secret1',
      verificationToken: first.verificationToken,
    });
    expect(res.json().msg).toBe(AUTH_MSG.verificationExpired);
  });

  it('accepts a shorter phone at signup (digits only, up to 10)', async () => {
    const email = newEmail();
    const res = await reg('signup', {
      email,
      mobile: '98765',
      full_name: 'Ravi',
      password: 'secret1',
      verificationToken: await verifiedToken(email, 'signup'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().newUser.mobile).toBe('98765');
  });

  it('refuses signup when the verification is older than 10 minutes', async () => {
    const email = newEmail();
    const verificationToken = await verifiedToken(email, 'signup');
    await ctx.db
      .update(otps)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(otps.email, email));
    const res = await reg('signup', {
      email,
      mobile: '9876543210',
      full_name: 'Ravi',
      password: 'secret1',
      verificationToken,
    });
    expect(res.json().msg).toBe(AUTH_MSG.verificationExpired);
  });

  it('gives each validation text', async () => {
    const cases: [string, object, string][] = [
      ['send-otp', { email: 'nope' }, AUTH_MSG.invalidEmail],
      ['verify-otp', { email: 'a@b.co', otp: '123' }, AUTH_MSG.enterAllOtpDigits],
      ['verify-otp', { email: 'a@b.co', otp: '12345a' }, AUTH_MSG.enterAllOtpDigits],
      [
        'signup',
        { email: 'a@b.co', mobile: '98765abc', full_name: 'A', password: 'secret1', verificationToken: 't' },
        AUTH_MSG.mobileDigitsOnly,
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
      [
        'reset-password',
        { email: 'a@b.co', newPassword: '12345', verificationToken: 't' },
        AUTH_MSG.newPasswordTooShort,
      ],
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
    const deviceToken = subscription(`tablet-${seq}`);
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
      ctx.app.inject({ url: outboxUrl(ctx.app, to) }).then((r) => r.json().mails);
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
    const mail = (await ctx.app.inject({ url: outboxUrl(ctx.app, email) })).json().mails[0];
    expect(mail.subject).toContain('password reset');
    const otp = await otpFromOutbox(ctx.app, email);
    const verified = (await reg('verify-otp', { email, otp, purpose: 'reset' })).json();
    expect(verified.message).toBe(AUTH_MSG.otpVerified);
    const { verificationToken } = verified;
    // knowing the address is not enough to use the code its owner verified
    const intruder = await reg('reset-password', { email, newPassword: 'intruder-pass' });
    expect(intruder.statusCode).toBe(400);
    expect(intruder.json().msg).toBe(AUTH_MSG.otpNotVerified);
    const reset = await reg('reset-password', { email, newPassword: 'new-pass', verificationToken });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: AUTH_MSG.passwordReset });

    expect((await login(email, 'old-pass')).statusCode).toBe(401);
    expect((await login(email, 'new-pass')).statusCode).toBe(200);
    expect((await post('/auth/refresh', {}, { cookie: `refresh_token=${session}` })).statusCode).toBe(401);
    expect(
      (await reg('reset-password', { email, newPassword: 'third-pass', verificationToken })).json().msg,
    ).toBe(AUTH_MSG.verificationExpired);
  });

  it('refuses a reset without a verified reset code', async () => {
    const email = newEmail();
    await registerThroughApi(ctx.app, TEST_SHOP_ID, { email, password: 'old-pass' });
    const res = await reg('reset-password', { email, newPassword: 'new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(AUTH_MSG.otpNotVerified);
    // a signup verification is no reset verification
    const signupToken = await verifiedToken(email, 'signup', { send: false, insertRow: true });
    const wrongPurpose = await reg('reset-password', {
      email,
      newPassword: 'new-pass',
      verificationToken: signupToken,
    });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().msg).toBe(AUTH_MSG.verificationExpired);
    expect((await login(email, 'old-pass')).statusCode).toBe(200);
  });

  it('refuses a reset for an unknown email even with a code row', async () => {
    const email = newEmail();
    const verificationToken = await verifiedToken(email, 'reset', { send: false, insertRow: true });
    expect(
      (await reg('reset-password', { email, newPassword: 'new-pass', verificationToken })).json().msg,
    ).toBe(AUTH_MSG.verificationExpired);
  });
});

describe('dev outbox', () => {
  it('opens only with the key (query or header); without it nothing leaks: the 404 of a missing route', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    const missingRoute = await ctx.app.inject({ url: '/api/no-such-route' });
    for (const url of [
      `/api/dev/outbox?to=${email}`,
      '/api/dev/outbox',
      `/api/dev/outbox?to=${email}&key=wrong-key`,
      `/api/dev/outbox?key=${ctx.config.mailOutboxKey.slice(0, -1)}`,
      '/api/dev/outbox?key=',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(missingRoute.json());
      expect(res.body, url).not.toContain(email);
    }
    const withQuery = await ctx.app.inject({ url: outboxUrl(ctx.app, email) });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.json().mails[0].to).toBe(email);
    const withHeader = await ctx.app.inject({
      url: `/api/dev/outbox?to=${email}`,
      headers: { 'x-outbox-key': ctx.config.mailOutboxKey },
    });
    expect(withHeader.json().mails).toEqual(withQuery.json().mails);
  });

  it('takes the key from MAIL_OUTBOX_KEY', async () => {
    const key = 'the-owners-own-outbox-key';
    const other = await createAuthTestApp({ config: { MAIL_OUTBOX_KEY: key } });
    try {
      expect(other.config.mailOutboxKey).toBe(key);
      expect((await other.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await other.app.inject({ url: `/api/dev/outbox?key=${key}` })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
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
