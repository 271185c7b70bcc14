import { randomUUID } from 'node:crypto';
import { AUTH_MSG, MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps, users } from '../../db/schema';
import { signAccessToken } from '../../plugins/auth';
import { expectError, expectFieldError } from '../../test/answers';
import { TEST_SHOP_ID } from '../../test/app';
import { authAppForFile, authCalls, otpFromOutbox, outboxUrl, registerThroughApi } from './testing';

const ctx = authAppForFile();
const { newEmail, post, reg, verifiedToken } = authCalls(ctx);

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
    expectError(await reg('send-otp', { email }), 409, AUTH_MSG.emailAlreadyRegistered);
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
    expectFieldError(missing, 400, 'verificationToken', AUTH_MSG.otpNotVerified);
    await reg('send-otp', { email });
    const verified = await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    const { verificationToken } = verified.json();
    expect((await reg('signup', { ...body, verificationToken })).statusCode).toBe(201);
    await ctx.db.delete(users).where(eq(users.email, email));
    expectError(await reg('signup', { ...body, verificationToken }), 400, AUTH_MSG.verificationExpired);
  });

  it('a verified code belongs to whoever verified it: the e-mail alone does not finish a signup', async () => {
    const email = newEmail();
    await reg('send-otp', { email });
    // the owner of the mailbox verifies the code...
    const verified = await reg('verify-otp', { email, otp: await otpFromOutbox(ctx.app, email) });
    expect(verified.statusCode).toBe(200);
    // ...and someone who only knows the address tries to register it
    const intruder = { email, mobile: '9000000000', full_name: 'Intruder', password: 'taken-over' };
    expectError(await reg('signup', intruder), 400, AUTH_MSG.otpNotVerified);
    expectError(
      await reg('signup', { ...intruder, verificationToken: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }),
      400,
      AUTH_MSG.verificationExpired,
    );
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
    expectError(
      await post('/registeruser/api/send-otp', { email: newEmail(), main_id: 'other-shop' }),
      404,
      MSG.shopNotFound,
    );
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
    expectError(await reg('verify-otp', { email, otp }), 400, AUTH_MSG.otpTooManyTries);

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
    expectError(await reg('verify-otp', { email, otp }), 400, AUTH_MSG.otpExpired);
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
