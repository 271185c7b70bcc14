import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contentPages,
  deliveryPriceBands,
  freeDeliveryBands,
  helpContacts,
  paymentButtonConfigs,
  pincodes,
  scriptOrigins,
  shopProfiles,
  siteMeta,
} from '../../db/schema';
import { findSettingsRow, firstRow } from '../../db/shop-rows';

const ACTIVE = 'Active';

export async function findShopProfile(db: Db, shopId: string) {
  return findSettingsRow(db, shopProfiles, shopId);
}

export async function findHelpContacts(db: Db, shopId: string) {
  return findSettingsRow(db, helpContacts, shopId);
}

export async function findPaymentButtonConfig(db: Db, shopId: string) {
  return findSettingsRow(db, paymentButtonConfigs, shopId);
}

export async function findSiteMeta(db: Db, shopId: string) {
  return findSettingsRow(db, siteMeta, shopId);
}

/** The origins whose scripts the pages may run, in the owner's order. */
export async function listScriptOrigins(db: Db, shopId: string): Promise<string[]> {
  const rows = await db
    .select({ origin: scriptOrigins.origin })
    .from(scriptOrigins)
    .where(eq(scriptOrigins.shopId, shopId))
    .orderBy(asc(scriptOrigins.position), asc(scriptOrigins.origin));
  return rows.map((row) => row.origin);
}

export async function findContentPage(db: Db, shopId: string, slug: string) {
  return firstRow(db, contentPages, and(eq(contentPages.shopId, shopId), eq(contentPages.slug, slug)));
}

export async function listActivePincodes(db: Db, shopId: string) {
  return db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.shopId, shopId), eq(pincodes.status, ACTIVE)))
    .orderBy(asc(pincodes.pincode));
}

/** The two band tables differ only in their amount column. */
type BandTable = typeof deliveryPriceBands | typeof freeDeliveryBands;

/** The shop's active bands of one table, by their kilometre range. */
function listActiveBands<T extends BandTable>(db: Db, shopId: string, t: T): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(t as typeof deliveryPriceBands)
    .where(and(eq(t.shopId, shopId), eq(t.status, ACTIVE)))
    .orderBy(asc(t.minKilometer), asc(t.maxKilometer), asc(t.id)) as unknown as Promise<T['$inferSelect'][]>;
}

export const listActiveDeliveryPriceBands = (db: Db, shopId: string) =>
  listActiveBands(db, shopId, deliveryPriceBands);

export const listActiveFreeDeliveryBands = (db: Db, shopId: string) =>
  listActiveBands(db, shopId, freeDeliveryBands);
