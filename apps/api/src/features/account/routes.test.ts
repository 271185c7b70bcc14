import { AUTH_MSG, MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { expectError } from '../../test/answers';
import { authAppForFile, createTestCustomer, customerForFile } from '../auth/testing';

const ctx = authAppForFile();
const asha = customerForFile(ctx, { fullName: 'Asha Verma', mobile: '9876543210' });
const ravi = customerForFile(ctx);

const single = (userId: string, headers?: Record<string, string>) =>
  ctx.app.inject({ url: `/api/registeruser/single/${userId}`, headers });

describe('GET /api/registeruser/single/:userId', () => {
  it("answers the customer's own record", async () => {
    const res = await single(asha.userId, asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: asha.userId,
      id: asha.userId,
      full_name: 'Asha Verma',
      name: 'Asha Verma',
      email: asha.email,
      mobile: '9876543210',
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('needs a token (401) and refuses another customer (403)', async () => {
    expectError(await single(asha.userId), 401, MSG.unauthorized);
    const bad = await single(asha.userId, { authorization: 'Bearer not.a.token' });
    expect(bad.statusCode).toBe(401);
    expectError(await single(asha.userId, ravi.headers), 403, MSG.forbidden);
  });

  it('answers 404 with message User not found when the account is gone', async () => {
    const gone = await createTestCustomer(ctx);
    await ctx.db.delete(users).where(eq(users.id, gone.userId));
    const res = await single(gone.userId, gone.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: AUTH_MSG.userNotFound,
      msg: AUTH_MSG.userNotFound,
      isError: true,
    });
  });

  it('refuses a token of another shop', async () => {
    const { signAccessToken } = await import('../../plugins/auth');
    const token = await signAccessToken(
      { ...ctx.config, SHOP_ID: 'other-shop' },
      { userId: asha.userId, email: asha.email },
    );
    const res = await single(asha.userId, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/registeruser/api/user/:id', () => {
  const put = (id: string, mobile: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/registeruser/api/user/${id}`, payload: { mobile }, headers });

  it('saves the normalised mobile', async () => {
    const res = await put(asha.userId, '+91 91234-56789', asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MSG.mobileUpdated, mobile: '9123456789' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, asha.userId));
    expect(row?.mobile).toBe('9123456789');
  });

  it('refuses a number that is not 10 digits', async () => {
    for (const mobile of ['12345', '', 'phone', 12345]) {
      expectError(await put(asha.userId, mobile, asha.headers), 400, AUTH_MSG.invalidMobile);
    }
  });

  it("refuses another customer's record (403) and no token (401)", async () => {
    expect((await put(asha.userId, '9123456789', ravi.headers)).statusCode).toBe(403);
    expect((await put(asha.userId, '9123456789', {})).statusCode).toBe(401);
  });
});
