import { AUTH_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { TEST_SHOP_ID } from '../../test/app';
import { withApp } from '../../test/before-all';
import {
  authAppForFile,
  authCalls,
  createAuthTestApp,
  otpFromOutbox,
  outboxUrl,
  refreshCookie,
  registerThroughApi,
} from './testing';

const ctx = authAppForFile();
const { newEmail, post, reg, login, verifiedToken } = authCalls(ctx);

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
    expectError(
      await reg('reset-password', { email, newPassword: 'intruder-pass' }),
      400,
      AUTH_MSG.otpNotVerified,
    );
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
    expectError(
      await reg('reset-password', { email, newPassword: 'new-pass' }),
      400,
      AUTH_MSG.otpNotVerified,
    );
    // a signup verification is no reset verification
    const signupToken = await verifiedToken(email, 'signup', { send: false, insertRow: true });
    const wrongPurpose = await reg('reset-password', {
      email,
      newPassword: 'new-pass',
      verificationToken: signupToken,
    });
    expectError(wrongPurpose, 400, AUTH_MSG.verificationExpired);
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
    await withApp(createAuthTestApp({ config: { MAIL_OUTBOX_KEY: key } }), async (other) => {
      expect(other.config.mailOutboxKey).toBe(key);
      expect((await other.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await other.app.inject({ url: `/api/dev/outbox?key=${key}` })).statusCode).toBe(200);
    });
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
