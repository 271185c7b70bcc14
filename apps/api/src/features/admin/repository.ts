import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokenStore } from '../../db/refresh-tokens';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema';
import { findShopRow, firstRow, listRows, updateShopRow } from '../../db/shop-rows';
import { type AuditActor, recordAudit } from './audit';

type Executor = Db | Tx;
export type StaffRow = typeof staff.$inferSelect;

/** Staff refresh tokens, kept by the customers' rules. */
export const sessions = refreshTokenStore(staffSessions, staffSessions.staffId);

export async function findStaffByEmail(db: Executor, shopId: string, email: string) {
  return (await firstRow(db, staff, and(eq(staff.shopId, shopId), eq(staff.email, email)))) ?? null;
}

export async function findStaffById(db: Executor, shopId: string, id: string) {
  return (await findShopRow(db, staff, shopId, id)) ?? null;
}

export async function listStaff(db: Executor, shopId: string) {
  return listRows(db, staff, eq(staff.shopId, shopId), 'oldest first');
}

export async function updateStaff(
  db: Executor,
  shopId: string,
  id: string,
  values: Partial<typeof staff.$inferInsert>,
) {
  return (await updateShopRow(db, staff, shopId, id, values)) ?? null;
}

/**
 * Records that a TOTP code of `step` was used; false when a code of this step or a later
 * one was used already (a replay, or two sign-ins racing with one code).
 */
export async function claimTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/**
 * A lost sign-in given back: a new password, two-factor off, recovery codes and sessions
 * gone, enabled again. The way back in for someone who lost the phone.
 */
export async function resetStaffSignIn(
  tx: Executor,
  id: string,
  values: { passwordHash: string } & Partial<Pick<StaffRow, 'name' | 'role'>>,
): Promise<StaffRow> {
  const [row] = await tx
    .update(staff)
    .set({
      ...values,
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      disabled: false,
    })
    .where(eq(staff.id, id))
    .returning();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
  await revokeStaffSessions(tx, id);
  return row!;
}

/** Ends every session of the member: their refresh cookies stop working at once. */
export async function revokeStaffSessions(tx: Executor, id: string): Promise<void> {
  await sessions.revokeOwner(tx, id, new Date());
}

/**
 * Creates the staff member, or resets the one with this e-mail (resetStaffSignIn, with the
 * new role and name). Only someone with the server's shell can run it (npm run admin:create).
 */
export async function upsertStaff(
  db: Db,
  values: { shopId: string; email: string; name: string; role: 'owner' | 'staff'; passwordHash: string },
): Promise<{ row: StaffRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findStaffByEmail(tx, values.shopId, values.email);
    if (!existing) {
      const [row] = await tx.insert(staff).values(values).returning();
      return { row: row!, created: true };
    }
    const row = await resetStaffSignIn(tx, existing.id, {
      passwordHash: values.passwordHash,
      role: values.role,
      name: values.name || existing.name,
    });
    return { row, created: false };
  });
}

// ---- two-factor ----

/** Turns two-factor on with the confirmed secret and replaces the recovery codes, in one step. */
export async function enableTotp(
  db: Db,
  row: { shopId: string; id: string; sealedSecret: string; step: number; codeHashes: string[] },
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({
        totpEnabled: true,
        totpSecret: row.sealedSecret,
        totpPendingSecret: null,
        totpLastStep: row.step,
      })
      .where(and(eq(staff.shopId, row.shopId), eq(staff.id, row.id)));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(row.codeHashes.map((codeHash) => ({ shopId: row.shopId, staffId: row.id, codeHash })));
    // never the secret or the codes: only that two-factor changed
    await recordAudit(tx, actor, {
      action: 'totp.enable',
      entity: 'staff',
      entityId: row.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true, recoveryCodes: row.codeHashes.length },
    });
  });
}

export async function disableTotp(db: Db, shopId: string, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpEnabled: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(and(eq(staff.shopId, shopId), eq(staff.id, id)));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await recordAudit(tx, actor, {
      action: 'totp.disable',
      entity: 'staff',
      entityId: id,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
}

/** Spends a recovery code; false when it is unknown or used (the conditional update makes it single use). */
export async function spendRecoveryCode(db: Executor, staffId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

// ---- sessions ----

export const { insert: insertSession } = sessions;
