/**
 * The owner's management of staff accounts (docs/api.md, "Console: staff"). Passwords and
 * two-factor secrets never reach the audit log: only who changed what of name, role and
 * access.
 */
import {
  ADMIN_MSG,
  type AdminStaffCreateBody,
  type AdminStaffMember,
  type AdminStaffUpdateBody,
  STAFF_ADMIN_MSG,
} from '@storefront/shared';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refuseDuplicate } from '../../db/errors';
import { staff } from '../../db/schema';
import { findShopRow } from '../../db/shop-rows';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from './audit';
import { auditedWriter } from './audited-write';
import * as repo from './repository';
import { toStaffMember } from './service';

export type HashPassword = (password: string) => Promise<string>;

/** A member as the owner's list shows them: as they see themselves, and their access. */
export function toAdminStaffMember(row: repo.StaffRow): AdminStaffMember {
  return { ...toStaffMember(row), disabled: row.disabled, createdAt: row.createdAt.toISOString() };
}

/** What the audit log keeps of a member: never a hash or a secret. */
const audited = (row: repo.StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  totpEnabled: row.totpEnabled,
});

const staffWrite = auditedWriter('staff', { storefront: false });

export async function listStaffMembers(db: Db, shopId: string): Promise<AdminStaffMember[]> {
  return (await repo.listStaff(db, shopId)).map(toAdminStaffMember);
}

const emailTaken = () => AppError.conflict(STAFF_ADMIN_MSG.emailTaken, { email: STAFF_ADMIN_MSG.emailTaken });

export async function addStaffMember(
  db: Db,
  actor: AuditActor,
  body: AdminStaffCreateBody,
  hash: HashPassword,
): Promise<AdminStaffMember> {
  if (await repo.findStaffByEmail(db, actor.shopId, body.email)) throw emailTaken();
  const passwordHash = await hash(body.password);
  // two owners adding the same e-mail at once: the unique index decides
  return refuseDuplicate(
    () =>
      staffWrite(db, actor, async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({ shopId: actor.shopId, email: body.email, name: body.name, role: body.role, passwordHash })
          .returning();
        const entry = { action: 'added', entityId: row!.id, after: audited(row!) };
        return { result: toAdminStaffMember(row!), entry };
      }),
    emailTaken,
  );
}

async function lockedMember(tx: Tx, shopId: string, id: string): Promise<repo.StaffRow> {
  const row = await findShopRow(tx, staff, shopId, id, { lock: true });
  if (!row) throw AppError.notFound(STAFF_ADMIN_MSG.staffNotFound);
  return row;
}

/**
 * Locks the owners and the member, always in id order, so two owners changing each other at
 * once queue instead of deadlocking, and the second sees the first one's change.
 */
async function lockOwnersAnd(tx: Tx, shopId: string, id: string) {
  await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), or(eq(staff.role, 'owner'), eq(staff.id, id))))
    .orderBy(asc(staff.id))
    .for('update');
}

/** The guard let the caller in as an owner; another owner may have changed that since. */
async function assertStillOwner(tx: Tx, actor: AuditActor) {
  if (!actor.staffId) throw AppError.forbidden(ADMIN_MSG.ownerOnly);
  const [row] = await tx
    .select({ role: staff.role, disabled: staff.disabled })
    .from(staff)
    .where(and(eq(staff.shopId, actor.shopId), eq(staff.id, actor.staffId)));
  if (row?.role !== 'owner' || row.disabled) throw AppError.forbidden(ADMIN_MSG.ownerOnly);
}

/** Refuses a change that would leave no owner able to sign in (the rows are locked). */
async function keepAnOwner(tx: Tx, shopId: string, member: repo.StaffRow, field: 'role' | 'disabled') {
  const others = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.shopId, shopId),
        eq(staff.role, 'owner'),
        eq(staff.disabled, false),
        ne(staff.id, member.id),
      ),
    );
  if (others.length === 0)
    throw AppError.conflict(STAFF_ADMIN_MSG.lastOwner, { [field]: STAFF_ADMIN_MSG.lastOwner });
}

export async function saveStaffMember(
  db: Db,
  actor: AuditActor,
  id: string,
  body: AdminStaffUpdateBody,
): Promise<AdminStaffMember> {
  return staffWrite(db, actor, async (tx) => {
    await lockOwnersAnd(tx, actor.shopId, id);
    await assertStillOwner(tx, actor);
    const before = await lockedMember(tx, actor.shopId, id);
    const demoted = before.role === 'owner' && body.role !== 'owner';
    const disabling = !before.disabled && body.disabled;
    if (id === actor.staffId && (demoted || disabling)) {
      const field = disabling ? 'disabled' : 'role';
      throw AppError.conflict(STAFF_ADMIN_MSG.notYourself, { [field]: STAFF_ADMIN_MSG.notYourself });
    }
    if (before.role === 'owner' && !before.disabled && (demoted || disabling))
      await keepAnOwner(tx, actor.shopId, before, disabling ? 'disabled' : 'role');
    const [after] = await tx
      .update(staff)
      .set({ name: body.name, role: body.role, disabled: body.disabled })
      .where(eq(staff.id, id))
      .returning();
    // a disabled member's open console stops at the next call (the guard reads the row); the
    // refresh cookie must stop too
    if (disabling) await repo.revokeStaffSessions(tx, id);
    const entry = { action: 'saved', entityId: id, before: audited(before), after: audited(after!) };
    return { result: toAdminStaffMember(after!), entry };
  });
}

export async function resetStaffMember(
  db: Db,
  actor: AuditActor,
  id: string,
  password: string,
  hash: HashPassword,
): Promise<AdminStaffMember> {
  const passwordHash = await hash(password);
  return staffWrite(db, actor, async (tx) => {
    const before = await lockedMember(tx, actor.shopId, id);
    const after = await repo.resetStaffSignIn(tx, id, { passwordHash });
    const entry = { action: 'reset', entityId: id, before: audited(before), after: audited(after) };
    return { result: toAdminStaffMember(after), entry };
  });
}
