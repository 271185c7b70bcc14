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

const ACTIVE = 'Active';

export async function findShopProfile(db: Db, shopId: string) {
  const [row] = await db.select().from(shopProfiles).where(eq(shopProfiles.shopId, shopId)).limit(1);
  return row;
}

export async function findHelpContacts(db: Db, shopId: string) {
  const [row] = await db.select().from(helpContacts).where(eq(helpContacts.shopId, shopId)).limit(1);
  return row;
}

export async function findPaymentButtonConfig(db: Db, shopId: string) {
  const [row] = await db
    .select()
    .from(paymentButtonConfigs)
    .where(eq(paymentButtonConfigs.shopId, shopId))
    .limit(1);
  return row;
}

export async function findSiteMeta(db: Db, shopId: string) {
  const [row] = await db.select().from(siteMeta).where(eq(siteMeta.shopId, shopId)).limit(1);
  return row;
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
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.shopId, shopId), eq(contentPages.slug, slug)))
    .limit(1);
  return row;
}

export async function listActivePincodes(db: Db, shopId: string) {
  return db
    .select()
    .from(pincodes)
    .where(and(eq(pincodes.shopId, shopId), eq(pincodes.status, ACTIVE)))
    .orderBy(asc(pincodes.pincode));
}

export async function listActiveDeliveryPriceBands(db: Db, shopId: string) {
  return db
    .select()
    .from(deliveryPriceBands)
    .where(and(eq(deliveryPriceBands.shopId, shopId), eq(deliveryPriceBands.status, ACTIVE)))
    .orderBy(
      asc(deliveryPriceBands.minKilometer),
      asc(deliveryPriceBands.maxKilometer),
      asc(deliveryPriceBands.id),
    );
}

export async function listActiveFreeDeliveryBands(db: Db, shopId: string) {
  return db
    .select()
    .from(freeDeliveryBands)
    .where(and(eq(freeDeliveryBands.shopId, shopId), eq(freeDeliveryBands.status, ACTIVE)))
    .orderBy(
      asc(freeDeliveryBands.minKilometer),
      asc(freeDeliveryBands.maxKilometer),
      asc(freeDeliveryBands.id),
    );
}
