import { ADMIN_ERROR_CODES, ADMIN_MSG, MSG, RECOVERY_CODE_COUNT } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, staffRecoveryCodes } from '../../db/schema';
import { verifyAccessToken } from '../../plugins/auth';
import { expectError, fieldErrors } from '../../test/answers';
import { withApp } from '../../test/before-all';
import type { DEFAULT_AUTH_LIMITS } from '../auth';
import { authAppForFile, createAuthTestApp, createTestCustomer } from '../auth/testing';
import { STAFF_REFRESH_COOKIE } from './sessions';
import { createTestStaff, totpCode } from './testing';

const ctx = authAppForFile();

const login = (body: object, ip = '10.0.0.1', app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress: ip });
/** POST /api/admin/me/totp/<step> as `who`, with the code that enabling and disabling need. */
const totp = (
  step: 'setup' | 'enable' | 'disable',
  who: { headers: { authorization: string } },
  code?: string,
  { app = ctx.app, from = '127.0.0.1' } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/me/totp/${step}`,
    headers: who.headers,
    remoteAddress: from,
    ...(code === undefined ? {} : { payload: { code } }),
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getMe = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers });
/** POST /api/admin/refresh with the staff refresh cookie, or with `cookies` as they are. */
const refresh = (cookie: string | Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/refresh',
    cookies: typeof cookie === 'string' ? { [STAFF_REFRESH_COOKIE]: cookie } : cookie,
  });
function refreshCookie(response: { cookies: { name: string; value: string; path?: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === STAFF_REFRESH_COOKIE);
}

describe('POST /api/admin/login', () => {
  it('signs a staff member in with a token, the staff record and a refresh cookie on /api/admin', async () => {
    const owner = await createTestStaff(ctx, { email: 'Asha@Example.com', name: 'Asha' });
    const response = await login({ email: ' ASHA@example.com ', password: owner.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.staff).toEqual({
      id: owner.id,
      email: 'asha@example.com',
      name: 'Asha',
      role: 'owner',
      totpEnabled: false,
    });
    expect(typeof body.accessToken).toBe('string');
    const cookie = refreshCookie(response);
    expect(cookie?.path).toBe('/api/admin');
    expect(response.headers['set-cookie']).toContain('HttpOnly');
    const me = await getMe(bearer(body.accessToken));
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.email).toBe('asha@example.com');
  });

  it('answers a wrong password, an unknown e-mail and a disabled account alike', async () => {
    const member = await createTestStaff(ctx);
    const disabled = await createTestStaff(ctx, { disabled: true });
    for (const body of [
      { email: member.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
      { email: disabled.email, password: disabled.password },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        isError: true,
        msg: ADMIN_MSG.invalidCredentials,
        code: 'UNAUTHORIZED',
      });
      expect(refreshCookie(response)).toBeUndefined();
    }
  });

  it('refuses a bad body with a message per field', async () => {
    expect(fieldErrors(await login({ email: 'not-an-email', password: '' }))).toEqual({
      email: ADMIN_MSG.enterEmail,
      password: ADMIN_MSG.enterPassword,
    });
  });

  it('does not sign a customer in, whatever their password', async () => {
    const customer = await createTestCustomer(ctx);
    const response = await login({ email: customer.email, password: customer.password });
    expect(response.statusCode).toBe(401);
  });
});

describe('staff and customer tokens never stand in for each other', () => {
  it("a customer token is 403 on the console; a staff token is refused by the customers' verifier", async () => {
    const customer = await createTestCustomer(ctx);
    expectError(await getMe(customer.headers), 403, ADMIN_MSG.staffOnly);

    const owner = await createTestStaff(ctx);
    expect(await verifyAccessToken(ctx.config, owner.accessToken)).toBeNull();
    const cart = await ctx.app.inject({
      method: 'GET',
      url: `/api/cart/${owner.id}`,
      headers: owner.headers,
    });
    expect(cart.statusCode).toBe(401);
  });

  it("a disabled staff member's token stops working at once", async () => {
    const member = await createTestStaff(ctx);
    await ctx.db.update(staff).set({ disabled: true }).where(eq(staff.id, member.id));
    expectError(await getMe(member.headers), 401, MSG.unauthorized);
  });

  it('only an owner lists the staff: staff get 403', async () => {
    const owner = await createTestStaff(ctx, { role: 'owner' });
    const member = await createTestStaff(ctx, { role: 'staff' });
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/staff', headers: member.headers }),
      403,
      ADMIN_MSG.ownerOnly,
    );
    const asOwner = await ctx.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().staff.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining([owner.email, member.email]),
    );
  });

  it('a staff role stored now counts, not the role in an older token', async () => {
    const member = await createTestStaff(ctx, { role: 'owner' });
    await ctx.db.update(staff).set({ role: 'staff' }).where(eq(staff.id, member.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('refresh and logout', () => {
  it('rotates the cookie, refuses the old one, and logout ends the session', async () => {
    const owner = await createTestStaff(ctx);
    const first = refreshCookie(await login({ email: owner.email, password: owner.password }))!;
    const refreshed = await refresh(first.value);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().staff.id).toBe(owner.id);
    const second = refreshCookie(refreshed)!;
    expect(second.value).not.toBe(first.value);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(refreshed.json().accessToken),
      cookies: { [STAFF_REFRESH_COOKIE]: second.value },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: ADMIN_MSG.signedOut });
    expectError(await refresh(second.value), 401, ADMIN_MSG.sessionExpired);
  });

  it("a customer's refresh cookie opens no staff session", async () => {
    const response = await refresh({ refresh_token: 'anything' });
    expect(response.statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  async function turnOn(member: { headers: { authorization: string } }) {
    const setup = await totp('setup', member);
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[^>]*>/);
    // a code of the step before: later codes in this test are then all new steps
    const enable = await totp('enable', member, totpCode(secret, Date.now() - 30_000));
    expect(enable.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
  }

  it('after it is on, sign-in asks for the code, takes a right one once, and keeps the secret in', async () => {
    const owner = await createTestStaff(ctx);
    const { secret, recoveryCodes } = await turnOn(owner);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, owner.id));
    expect(row!.totpEnabled).toBe(true);
    expect(row!.totpSecret).not.toContain(secret);
    const stored = await ctx.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, owner.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);

    const noCode = await login({ email: owner.email, password: owner.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      isError: true,
      msg: ADMIN_MSG.totpRequired,
      code: ADMIN_ERROR_CODES.totpRequired,
    });
    expect(refreshCookie(noCode)).toBeUndefined();

    const wrong = await login({ email: owner.email, password: owner.password, totp: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe(ADMIN_ERROR_CODES.totpInvalid);

    const badPassword = await login({ email: owner.email, password: 'wrong-pass', totp: totpCode(secret) });
    expect(badPassword.json().msg).toBe(ADMIN_MSG.invalidCredentials);

    const code = totpCode(secret);
    const ok = await login({ email: owner.email, password: owner.password, totp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff.totpEnabled).toBe(true);
    const me = await getMe(bearer(ok.json().accessToken));
    expect(JSON.stringify(me.json())).not.toContain(secret);

    const replay = await login({ email: owner.email, password: owner.password, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(ADMIN_ERROR_CODES.totpInvalid);
  });

  it('a recovery code signs in once and never again', async () => {
    const owner = await createTestStaff(ctx);
    const { recoveryCodes } = await turnOn(owner);
    const code = recoveryCodes[3]!;
    const first = await login({ email: owner.email, password: owner.password, totp: code.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await login({ email: owner.email, password: owner.password, totp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(ADMIN_ERROR_CODES.totpInvalid);
    const other = await login({ email: owner.email, password: owner.password, totp: recoveryCodes[4]! });
    expect(other.statusCode).toBe(200);
  });

  it('turning it off needs a current code; then sign-in needs none', async () => {
    const member = await createTestStaff(ctx, { role: 'staff' });
    const { secret } = await turnOn(member);
    const again = await totp('setup', member);
    expect(again.statusCode).toBe(409);

    expect(
      fieldErrors(await totp('disable', member, '123456' === totpCode(secret) ? '654321' : '123456')),
    ).toEqual({ code: ADMIN_MSG.totpCodeInvalid });

    const off = await totp('disable', member, totpCode(secret));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: ADMIN_MSG.totpDisabled });
    expect(
      await ctx.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id)),
    ).toEqual([]);
    const plain = await login({ email: member.email, password: member.password });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().staff.totpEnabled).toBe(false);
  });

  it('enable refuses a wrong code and a call without a setup first', async () => {
    const member = await createTestStaff(ctx);
    expectError(await totp('enable', member, '123456'), 400, ADMIN_MSG.totpSetupFirst);
    expect(fieldErrors(await totp('enable', member, '12ab'))).toEqual({ code: ADMIN_MSG.enterCode });
  });
});

describe('rate limits', () => {
  /** A test app of its own whose `limit` allows two tries a minute. */
  const withTwoTries = (
    limit: keyof typeof DEFAULT_AUTH_LIMITS,
    use: (limited: Awaited<ReturnType<typeof createAuthTestApp>>) => Promise<void>,
  ) => withApp(createAuthTestApp({ auth: { limits: { [limit]: { max: 2, windowMs: 60_000 } } } }), use);

  it('limits sign-in tries per e-mail', async () => {
    await withTwoTries('loginPerEmail', async (limited) => {
      const member = await createTestStaff(limited);
      const tries = [];
      for (let i = 0; i < 3; i += 1) {
        tries.push(await login({ email: member.email, password: 'wrong-one' }, '127.0.0.1', limited.app));
      }
      expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      expect(tries[2]!.json().msg).toBe(MSG.tooManyRequests);
    });
  });

  it('limits sign-in tries per address across e-mails', async () => {
    await withTwoTries('loginPerAddress', async (limited) => {
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await login(
          { email: `guess${i}@example.com`, password: 'wrong-one' },
          '10.9.9.9',
          limited.app,
        );
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    });
  });

  it('limits two-factor code tries per staff member, not per address', async () => {
    await withTwoTries('otpVerifyPerEmail', async (limited) => {
      const member = await createTestStaff(limited);
      const other = await createTestStaff(limited);
      const enable = (who: typeof member, from: string) =>
        totp('enable', who, '123456', { app: limited.app, from });
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await enable(member, `10.8.0.${i}`)).statusCode);
      expect(codes).toEqual([400, 400, 429]);
      expect((await enable(other, '10.8.0.0')).statusCode).toBe(400);
    });
  });
});
