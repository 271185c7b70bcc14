import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT_PATHS } from '../../app';
import { TEST_SHOP_ID } from '../../test/app';
import { createAuthTestApp, otpFromOutbox } from './testing';

let output = '';
const stream = new Writable({
  write(chunk, _encoding, callback) {
    output += chunk.toString();
    callback();
  },
});
let ctx: Awaited<ReturnType<typeof createAuthTestApp>>;

beforeAll(async () => {
  // The production logger settings, at the chattiest level, writing to memory.
  ctx = await createAuthTestApp({
    logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('logs', () => {
  it('hold no password, code, access token or refresh token through a whole registration', async () => {
    const email = 'logged@example.com';
    const password = 'Very$ecret-Passw0rd';
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: { main_id: TEST_SHOP_ID, ...payload },
        headers,
      });

    await post('/registeruser/api/send-otp', { email });
    const otp = await otpFromOutbox(ctx.app, email);
    await post('/registeruser/api/verify-otp', { email, otp: otp === '000000' ? '111111' : '000000' });
    const verified = await post('/registeruser/api/verify-otp', { email, otp });
    const { verificationToken } = verified.json();
    await post('/registeruser/api/signup', {
      email,
      verificationToken,
      password,
      mobile: '9876543210',
      full_name: 'Logged Person',
    });
    await post('/loginuser', { email, password: 'wrong-password' });
    const login = await post('/loginuser', { email, password });
    const { accessToken, user } = login.json();
    const refreshToken = login.cookies.find((c) => c.name === 'refresh_token')!.value;
    await ctx.app.inject({
      url: `/api/registeruser/single/${user.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const refreshed = await post('/auth/refresh', {}, { cookie: `refresh_token=${refreshToken}` });
    const rotated = refreshed.cookies.find((c) => c.name === 'refresh_token')!.value;
    await post('/auth/logout', {}, { cookie: `refresh_token=${rotated}` });
    await post('/registeruser/api/resetsend-otp', { email });
    const resetOtp = await otpFromOutbox(ctx.app, email);
    const resetVerified = await post('/registeruser/api/verify-otp', {
      email,
      otp: resetOtp,
      purpose: 'reset',
    });
    const resetToken = resetVerified.json().verificationToken;
    await post('/registeruser/api/reset-password', {
      email,
      newPassword: 'Another$ecret-1',
      verificationToken: resetToken,
    });
    // the outbox key never reaches the logs either
    await ctx.app.inject({ url: '/api/dev/outbox', headers: { 'x-outbox-key': ctx.config.mailOutboxKey } });

    expect(output).toContain('incoming request');
    expect(output).toContain('mail kept in the dev outbox');
    const secrets = [password, 'Another$ecret-1', otp, resetOtp, accessToken, refreshToken, rotated];
    secrets.push(verificationToken, resetToken, ctx.config.mailOutboxKey);
    const { texts, numbers } = logValues(output);
    for (const secret of secrets) {
      expect(texts.filter((text) => text.includes(secret))).toEqual([]);
      expect(numbers).not.toContain(secret);
    }
  });
});

/**
 * The keys and texts of every log line, and its numbers written whole. A six-digit code can
 * turn up among a float's digits (a response time of 0.3474679999999353 holds 999353), so a
 * number counts as a leak only when it is the secret itself.
 */
function logValues(logOutput: string): { texts: string[]; numbers: string[] } {
  const texts: string[] = [];
  const numbers: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'number') numbers.push(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        texts.push(key);
        collect(inner);
      }
    }
  };
  for (const line of logOutput.split('\n').filter(Boolean)) collect(JSON.parse(line));
  return { texts, numbers };
}
