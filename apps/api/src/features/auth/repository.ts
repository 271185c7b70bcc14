import type { OtpPurpose } from '@storefront/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokenStore } from '../../db/refresh-tokens';
import { otps, refreshTokens, shopProfiles, users } from '../../db/schema';
import { findSettingsRow, findShopRow, firstRow, updateShopRow } from '../../db/shop-rows';

type Executor = Db | Tx;

export async function findUserByEmail(db: Executor, shopId: string, email: string) {
  return (await firstRow(db, users, and(eq(users.shopId, shopId), eq(users.email, email)))) ?? null;
}

export async function findUserById(db: Executor, shopId: string, id: string) {
  return (await findShopRow(db, users, shopId, id)) ?? null;
}

/** Null when the email is taken (the unique index decides, so two signups cannot race). */
export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user ?? null;
}

export async function updateUser(
  db: Executor,
  shopId: string,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  return (await updateShopRow(db, users, shopId, id, values)) ?? null;
}

/** Replaces a password hash only if it is still `from`, so a re-hash never undoes a reset made meanwhile. */
export async function updateUserPasswordHash(
  db: Executor,
  shopId: string,
  id: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.shopId, shopId), eq(users.id, id), eq(users.passwordHash, from)));
}

export async function shopName(db: Executor, shopId: string): Promise<string | null> {
  return (await findSettingsRow(db, shopProfiles, shopId))?.name || null;
}

// ---- OTPs ----

/** A new code replaces every earlier one of the same email and purpose. */
export async function replaceOtp(
  db: Db,
  values: { shopId: string; email: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(otps)
      .where(
        and(eq(otps.shopId, values.shopId), eq(otps.email, values.email), eq(otps.purpose, values.purpose)),
      );
    await tx.insert(otps).values(values);
  });
}

export async function latestOpenOtp(db: Executor, shopId: string, email: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otps)
    .where(
      and(eq(otps.shopId, shopId), eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.consumedAt)),
    )
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a try, unless the code has had its tries: then null (the code is dead). */
export async function countOtpTry(db: Executor, id: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), lt(otps.attempts, maxTries)))
    .returning({ attempts: otps.attempts });
  return row?.attempts ?? null;
}

export async function markOtpVerified(db: Executor, id: string, at: Date) {
  await db.update(otps).set({ verifiedAt: at }).where(eq(otps.id, id));
}

/** The code row a verification token names, if it is still open (verified, not spent). */
export async function findVerifiedOtp(
  db: Executor,
  where: { id: string; shopId: string; email: string; purpose: OtpPurpose; verifiedSince: Date },
) {
  const [row] = await db.select({ id: otps.id }).from(otps).where(openVerifiedOtp(where)).limit(1);
  return row ?? null;
}

/**
 * Spends the code a verification token names: verified after `verifiedSince`, not yet
 * spent. False when there is none. The conditional update makes the token single use
 * even under concurrent calls.
 */
export async function consumeVerifiedOtp(
  db: Executor,
  where: { id: string; shopId: string; email: string; purpose: OtpPurpose; verifiedSince: Date; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: where.at })
    .where(openVerifiedOtp(where))
    .returning({ id: otps.id });
  return rows.length > 0;
}

function openVerifiedOtp(where: {
  id: string;
  shopId: string;
  email: string;
  purpose: OtpPurpose;
  verifiedSince: Date;
}) {
  return and(
    eq(otps.id, where.id),
    eq(otps.shopId, where.shopId),
    eq(otps.email, where.email),
    eq(otps.purpose, where.purpose),
    isNull(otps.consumedAt),
    gt(otps.verifiedAt, where.verifiedSince),
  );
}

// ---- refresh tokens ----

/** Customers' refresh tokens (rotation and reuse: sessions.ts). */
export const refreshTokenRows = refreshTokenStore(refreshTokens, refreshTokens.userId);
export const { insert: insertRefreshToken, revokeOwner: revokeUserTokens } = refreshTokenRows;
