import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enquiries, leads, pushTokens, shopProfiles } from '../../db/schema';
import { insertShopRow } from '../../db/shop-rows';

/** How many devices one customer keeps registered; the oldest beyond it are dropped. */
export const MAX_PUSH_TOKENS_PER_USER = 10;

export type LeadValues = {
  name: string;
  email: string;
  mobile: string;
  remark: string;
  userId: string | null;
  propertyId: string | null;
};

export const insertLead = (db: Db, shopId: string, values: LeadValues) =>
  insertShopRow(db, leads, shopId, values);

export type EnquiryValues = {
  name: string;
  mobile: string;
  email: string;
  parentName: string;
  dob: string;
  age: string;
  remark: string;
};

export const insertEnquiry = (db: Db, shopId: string, values: EnquiryValues) =>
  insertShopRow(db, enquiries, shopId, values);

/** Where the shop's own notices go; empty when the shop has no address on its profile. */
export async function findShopEmail(db: Db, shopId: string): Promise<string> {
  const [row] = await db
    .select({ email: shopProfiles.email })
    .from(shopProfiles)
    .where(eq(shopProfiles.shopId, shopId))
    .limit(1);
  return row?.email.trim() ?? '';
}

/**
 * One row per device and shop: registering a device again (another customer signed in on
 * it) moves it to the new customer, so a shared phone never notifies the previous one.
 */
export async function upsertPushToken(db: Db, shopId: string, userId: string, deviceToken: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushTokens)
      .values({ shopId, userId, deviceToken })
      .onConflictDoUpdate({
        target: [pushTokens.shopId, pushTokens.deviceToken],
        set: { userId, updatedAt: new Date() },
      });
    await dropStalePushTokens(tx, shopId, userId);
  });
}

/** A customer keeps their newest MAX_PUSH_TOKENS_PER_USER devices; older ones stop being notified. */
export async function dropStalePushTokens(tx: Tx, shopId: string, userId: string) {
  const stale = await tx
    .select({ id: pushTokens.id })
    .from(pushTokens)
    .where(and(eq(pushTokens.shopId, shopId), eq(pushTokens.userId, userId)))
    .orderBy(desc(pushTokens.updatedAt), desc(pushTokens.id))
    .offset(MAX_PUSH_TOKENS_PER_USER);
  if (stale.length > 0) {
    await tx.delete(pushTokens).where(
      inArray(
        pushTokens.id,
        stale.map((row) => row.id),
      ),
    );
  }
}

export async function listPushTokens(db: Db, shopId: string, userId: string) {
  return db
    .select({ id: pushTokens.id, deviceToken: pushTokens.deviceToken })
    .from(pushTokens)
    .where(and(eq(pushTokens.shopId, shopId), eq(pushTokens.userId, userId)));
}

export async function deletePushTokens(db: Db, shopId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(pushTokens).where(and(eq(pushTokens.shopId, shopId), inArray(pushTokens.id, ids)));
}
