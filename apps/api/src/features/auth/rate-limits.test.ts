import { MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { TEST_SHOP_ID } from '../../test/app';
import { DEFAULT_AUTH_LIMITS } from './options';
import { type AuthTestCtx, authAppForFile, createAuthTestApp, createTestCustomer } from './testing';

const window = 15 * 60 * 1000;

// The defaults for email limits; address limits at 8 so the test stays short.
const ctx = authAppForFile({
  auth: {
    limits: {
      loginPerEmail: DEFAULT_AUTH_LIMITS.loginPerEmail,
      otpSendPerEmail: DEFAULT_AUTH_LIMITS.otpSendPerEmail,
      otpVerifyPerEmail: { max: 6, windowMs: window },
      loginPerAddress: { max: 8, windowMs: window },
      otpSendPerAddress: { max: 8, windowMs: window },
      signupPerEmail: DEFAULT_AUTH_LIMITS.signupPerEmail,
      signupPerAddress: { max: 8, windowMs: window },
      resetPerEmail: DEFAULT_AUTH_LIMITS.resetPerEmail,
      resetPerAddress: { max: 8, windowMs: window },
    },
  },
});

const from = (ip: string) => ({ remoteAddress: ip });
const inject = (url: string, payload: object, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: { main_id: TEST_SHOP_ID, ...payload },
    ...from(ip),
  });

/** The status of each of `count` calls, made one after the other (`i` counts from 0). */
async function statusesOf(count: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await call(i)).statusCode);
  return statuses;
}

describe('rate limits', () => {
  it('limits logins per email (10 per 15 minutes) with 429 and the shared text', async () => {
    const customer = await createTestCustomer(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // different addresses, so only the email limit applies
      const res = await inject(
        '/loginuser',
        { email: customer.email, password: 'wrong-pass' },
        `10.1.0.${i}`,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ isError: true, msg: MSG.tooManyRequests });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // even the right password waits
    expect(
      (await inject('/loginuser', { email: customer.email, password: customer.password }, '10.1.1.1'))
        .statusCode,
    ).toBe(429);
  });

  it('limits logins per client address', async () => {
    const statuses = await statusesOf(9, (i) =>
      inject('/loginuser', { email: `x${i}@example.com`, password: 'wrong-pass' }, '10.2.0.1'),
    );
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
    expect(
      (await inject('/loginuser', { email: 'x@example.com', password: 'wrong-pass' }, '10.2.0.2')).statusCode,
    ).toBe(401);
  });

  it('limits OTP sends per email (5 per 15 minutes), for signup and reset alike', async () => {
    const statuses = await statusesOf(6, (i) =>
      inject('/registeruser/api/send-otp', { email: 'sends@example.com' }, `10.3.0.${i}`),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await inject('/registeruser/api/resetsend-otp', { email: 'sends@example.com' }, '10.3.1.1'))
        .statusCode,
    ).toBe(429);
  });

  it('limits OTP sends per client address', async () => {
    const statuses = await statusesOf(9, (i) =>
      inject('/registeruser/api/resetsend-otp', { email: `r${i}@example.com` }, '10.4.0.1'),
    );
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
  });

  it('limits OTP tries per email across fresh codes', async () => {
    const statuses = await statusesOf(7, (i) =>
      inject('/registeruser/api/verify-otp', { email: 'tries@example.com', otp: '123456' }, `10.5.0.${i}`),
    );
    expect(statuses).toEqual([...Array(6).fill(400), 429]);
  });

  it('limits signups and resets per email (5 per 15 minutes), whatever the token', async () => {
    for (const [path, body] of [
      ['/registeruser/api/signup', { mobile: '9876543210', full_name: 'A', password: 'secret1' }],
      ['/registeruser/api/reset-password', { newPassword: 'secret1' }],
    ] as const) {
      const email = `limited.${path.length}@example.com`;
      const statuses = await statusesOf(6, (i) =>
        inject(path, { ...body, email, verificationToken: 'made-up' }, `10.5.0.${i}`),
      );
      expect(statuses, path).toEqual([...Array(5).fill(400), 429]);
    }
  });

  it('limits signups and resets per client address', async () => {
    for (const [path, body] of [
      ['/registeruser/api/signup', { mobile: '9876543210', full_name: 'A', password: 'secret1' }],
      ['/registeruser/api/reset-password', { newPassword: 'secret1' }],
    ] as const) {
      const statuses = await statusesOf(9, (i) =>
        inject(
          path,
          { ...body, email: `addr${i}.${path.length}@example.com`, verificationToken: 'made-up' },
          `10.6.0.${path.length}`,
        ),
      );
      expect(statuses, path).toEqual([...Array(8).fill(400), 429]);
    }
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits in Redis', () => {
  it('shares one count between API processes', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const limits = { loginPerEmail: { max: 2, windowMs: window } };
    const first = await createAuthTestApp({ config: { REDIS_URL: redisUrl }, auth: { limits } });
    const second = await createAuthTestApp({ config: { REDIS_URL: redisUrl }, auth: { limits } });
    try {
      // a fresh e-mail each run: the counts outlive the test in Redis
      const email = `shared.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
      const login = (app: AuthTestCtx['app']) =>
        app.inject({
          method: 'POST',
          url: '/api/loginuser',
          payload: { main_id: TEST_SHOP_ID, email, password: 'wrong-pass' },
        });
      expect((await login(first.app)).statusCode).toBe(401);
      expect((await login(second.app)).statusCode).toBe(401);
      const refused = await login(first.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isError: true, msg: MSG.tooManyRequests });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
