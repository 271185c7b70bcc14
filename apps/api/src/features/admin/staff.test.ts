import { ADMIN_MSG, STAFF_ADMIN_MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staff, staffSessions } from '../../db/schema';
import { expectError, fieldErrors } from '../../test/answers';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { createTestStaff, type TestStaff } from './testing';

const ctx = appForFile(createTestApp);

const call = (who: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, payload });

type MemberForm = { name: string; role: 'owner' | 'staff'; disabled: boolean };
/** The console's save of a member's name, role and access, as `who`. */
const saveMember = (who: TestStaff, memberId: string, form: MemberForm) =>
  call(who, 'PUT', `/staff/${memberId}`, form);

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

const auditOf = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, entityId)));

const newEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@shop.example`;

describe('staff accounts in the console', () => {
  it('an owner adds a member who can then sign in with the first password; the audit keeps no hash', async () => {
    const owner = await createTestStaff(ctx);
    const email = newEmail('meera');
    const added = await call(owner, 'POST', '/staff', {
      email: email.toUpperCase(),
      name: ' Meera ',
      role: 'staff',
      password: 'first-pass-1',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(STAFF_ADMIN_MSG.added(email));
    expect(added.json().member).toMatchObject({ email, name: 'Meera', role: 'staff', disabled: false });

    const signedIn = await login(email, 'first-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.role).toBe('staff');

    const [entry] = await auditOf(added.json().member.id);
    expect(entry).toMatchObject({ action: 'staff.added', staffId: owner.id });
    expect(JSON.stringify(entry!.after)).not.toMatch(/argon|hash|password/i);

    const listed = await call(owner, 'GET', '/staff');
    expect(listed.json().staff.map((m: { email: string }) => m.email)).toContain(email);
  });

  it('refuses bad input with a message per field, and an e-mail already on the staff with 409', async () => {
    const owner = await createTestStaff(ctx);
    expect(
      fieldErrors(await call(owner, 'POST', '/staff', { email: 'nope', role: 'boss', password: 'short' })),
    ).toMatchObject({
      email: ADMIN_MSG.enterEmail,
      role: STAFF_ADMIN_MSG.chooseRole,
      password: 'Use at least 8 characters',
    });
    const taken = await call(owner, 'POST', '/staff', {
      email: owner.email,
      role: 'staff',
      password: 'another-pass',
    });
    expect(fieldErrors(taken, 409)).toEqual({ email: STAFF_ADMIN_MSG.emailTaken });
  });

  it('only an owner manages staff: a staff member gets 403 and changes nothing', async () => {
    const member = await createTestStaff(ctx, { role: 'staff' });
    const email = newEmail('sneaky');
    expectError(
      await call(member, 'POST', '/staff', { email, role: 'owner', password: 'sneaky-pass' }),
      403,
      ADMIN_MSG.ownerOnly,
    );
    expect(await ctx.db.select().from(staff).where(eq(staff.email, email))).toHaveLength(0);
    const promote = await saveMember(member, member.id, { name: '', role: 'owner', disabled: false });
    expect(promote.statusCode).toBe(403);
  });

  it('disabling a member stops their token and their refresh sessions at once', async () => {
    const owner = await createTestStaff(ctx);
    const member = await createTestStaff(ctx, { role: 'staff' });
    const signedIn = await login(member.email, member.password);
    expect(signedIn.statusCode).toBe(200);

    const res = await saveMember(owner, member.id, { name: 'Gone', role: 'staff', disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: STAFF_ADMIN_MSG.saved,
      member: { name: 'Gone', disabled: true },
    });
    expect((await call(member, 'GET', '/staff')).statusCode).toBe(401);
    const sessions = await ctx.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'staff.saved',
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('an owner cannot disable or demote themselves, so the shop always keeps an owner', async () => {
    const owner = await createTestStaff(ctx);
    const saveSelf = (form: MemberForm) => saveMember(owner, owner.id, form);
    const refused = [
      { change: { role: 'staff', disabled: false }, field: 'role' },
      { change: { role: 'owner', disabled: true }, field: 'disabled' },
    ] as const;
    for (const { change, field } of refused) {
      expect(fieldErrors(await saveSelf({ name: '', ...change }), 409)).toEqual({
        [field]: STAFF_ADMIN_MSG.notYourself,
      });
    }
    expect((await saveSelf({ name: 'Asha', role: 'owner', disabled: false })).statusCode).toBe(200);
  });

  it('an owner demoted meanwhile by another owner can no longer change staff', async () => {
    const first = await createTestStaff(ctx);
    const second = await createTestStaff(ctx);
    const demoted = await saveMember(first, second.id, { name: '', role: 'staff', disabled: false });
    expect(demoted.statusCode).toBe(200);
    const back = await saveMember(second, first.id, { name: '', role: 'staff', disabled: false });
    expect(back.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, first.id));
    expect(row!.role).toBe('owner');
  });

  it('a reset sets a new password, turns two-factor off and ends every session', async () => {
    const owner = await createTestStaff(ctx);
    const member = await createTestStaff(ctx, { role: 'staff' });
    await ctx.db
      .update(staff)
      .set({ totpEnabled: true, totpSecret: 'sealed' })
      .where(eq(staff.id, member.id));
    const res = await call(owner, 'POST', `/staff/${member.id}/reset`, { password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(STAFF_ADMIN_MSG.reset(member.email));
    expect(res.json().member.totpEnabled).toBe(false);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'brand-new-pass')).statusCode).toBe(200);
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'staff.reset', before: { totpEnabled: true } });
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const owner = await createTestStaff(ctx);
    const form: MemberForm = { name: '', role: 'staff', disabled: false };
    expectError(
      await saveMember(owner, '00000000-0000-4000-8000-000000000000', form),
      404,
      STAFF_ADMIN_MSG.staffNotFound,
    );
    expect((await saveMember(owner, 'not-an-id', form)).statusCode).toBe(400);
  });
});
