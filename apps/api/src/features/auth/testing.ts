/**
 * Helpers for API tests of any feature that needs a signed-in customer (cart, checkout,
 * orders...). `createTestCustomer` writes the user straight to the database and mints an
 * access token, so tests neither mail codes nor spend time on password hashing or rate limits.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { otps, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { signAccessToken } from '../../plugins/auth';
import { createTestApp } from '../../test/app';
import { appForFile, madeBeforeAll } from '../../test/before-all';
import { newSignIn, type SignedIn, signedIn } from '../../test/signed-in';
import { type AuthLimits, type AuthOptions, TEST_PASSWORD_COST } from './options';
import { signVerificationToken } from './verification';

const roomy = { max: 10_000, windowMs: 60_000 };
/** Limits no functional test reaches; rate-limit tests set their own. */
export const RELAXED_AUTH_LIMITS: AuthLimits = {
  loginPerEmail: roomy,
  loginPerAddress: roomy,
  otpSendPerEmail: roomy,
  otpSendPerAddress: roomy,
  otpVerifyPerEmail: roomy,
  otpVerifyPerAddress: roomy,
  signupPerEmail: roomy,
  signupPerAddress: roomy,
  resetPerEmail: roomy,
  resetPerAddress: roomy,
};

export type TestCustomer = SignedIn & { userId: string };

export async function createTestCustomer(
  ctx: { db: Db; config: Config },
  input: { email?: string; fullName?: string; mobile?: string; password?: string } = {},
): Promise<TestCustomer> {
  const { n, email, password } = newSignIn('customer', input, 'secret123');
  const [user] = await ctx.db
    .insert(users)
    .values({
      shopId: ctx.config.SHOP_ID,
      email,
      fullName: input.fullName ?? `Customer ${n}`,
      mobile: input.mobile ?? '9876543210',
      passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
    })
    .returning();
  const accessToken = await signAccessToken(ctx.config, { userId: user!.id, email });
  return { userId: user!.id, ...signedIn(email, password, accessToken) };
}

/** Like `createTestApp`, with a cheap password hash, relaxed limits and room for a logger or mailer. */
export async function createAuthTestApp(
  options: {
    config?: Record<string, string>;
    auth?: AuthOptions;
    logger?: FastifyServerOptions['logger'];
    mailer?: Mailer;
  } = {},
) {
  return createTestApp({
    config: options.config,
    app: {
      logger: options.logger ?? false,
      mailer: options.mailer,
      auth: {
        passwordCost: TEST_PASSWORD_COST,
        ...options.auth,
        limits: { ...RELAXED_AUTH_LIMITS, ...options.auth?.limits },
      },
    },
  });
}

export type AuthTestCtx = Awaited<ReturnType<typeof createAuthTestApp>>;

/** `createAuthTestApp` for the calling file (or describe block): opened before its tests, closed after. */
export function authAppForFile(options: Parameters<typeof createAuthTestApp>[0] = {}): AuthTestCtx {
  return appForFile(() => createAuthTestApp(options));
}

/** A customer (see `createTestCustomer`) made before the file's tests. */
export function customerForFile(
  ctx: { db: Db; config: Config },
  input: Parameters<typeof createTestCustomer>[1] = {},
): TestCustomer {
  return madeBeforeAll(() => createTestCustomer(ctx, input));
}

type Injectable = {
  inject: Awaited<ReturnType<typeof createAuthTestApp>>['app']['inject'];
  deps: { config: Pick<Config, 'mailOutboxKey'> };
};

/** The dev outbox's address for `to` (every mail without), with the key that opens it. */
export function outboxUrl(app: Pick<Injectable, 'deps'>, to?: string): string {
  const query = new URLSearchParams({ key: app.deps.config.mailOutboxKey });
  if (to) query.set('to', to);
  return `/api/dev/outbox?${query}`;
}

/** The newest code mailed to `email`, read from the dev outbox. */
export async function otpFromOutbox(app: Injectable, email: string): Promise<string> {
  // the key in a header, which the request log never carries
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    headers: { 'x-outbox-key': app.deps.config.mailOutboxKey },
  });
  const mail = res.json().mails[0] as { text: string } | undefined;
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers through the real calls (send, verify, signup) and returns the new user. */
export async function registerThroughApi(
  app: Injectable,
  shopId: string,
  input: { email: string; password?: string; mobile?: string; full_name?: string },
) {
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/registeruser/api/${url}`,
      payload: { main_id: shopId, ...payload },
    });
  await post('send-otp', { email: input.email });
  const verified = await post('verify-otp', {
    email: input.email,
    otp: await otpFromOutbox(app, input.email),
  });
  const res = await post('signup', {
    email: input.email,
    verificationToken: verified.json().verificationToken,
    password: input.password ?? 'secret123',
    mobile: input.mobile ?? '9876543210',
    full_name: input.full_name ?? 'Asha Verma',
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return res.json().newUser as { user_id: string; email: string };
}

/**
 * The calls an auth test makes, against `ctx` (read when called, so a file's lazily opened
 * app works): posting, the registration paths, logging in, and a verification token.
 */
export function authCalls(ctx: AuthTestCtx) {
  let seq = 0;
  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const reg = (path: string, payload: object) =>
    post(`/registeruser/api/${path}`, { main_id: ctx.config.SHOP_ID, ...payload });
  return {
    newEmail: () => `person${++seq}@example.com`,
    post,
    reg,
    login: (email: string, password: string) =>
      post('/loginuser', { email, password, main_id: ctx.config.SHOP_ID }),
    /**
     * A verification token for `email`: through send-otp and verify-otp, or (for an address
     * that cannot be sent a code, e.g. one already registered) by writing a verified code row
     * and signing its token as verify-otp would.
     */
    async verifiedToken(
      email: string,
      purpose: 'signup' | 'reset',
      how: { send?: boolean; insertRow?: boolean } = {},
    ): Promise<string> {
      if (how.insertRow) {
        const [row] = await ctx.db
          .insert(otps)
          .values({
            shopId: ctx.config.SHOP_ID,
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
    },
  };
}

export function refreshCookie(res: { cookies: { name: string; value: string; path?: string }[] }) {
  return res.cookies.find((c) => c.name === 'refresh_token');
}
