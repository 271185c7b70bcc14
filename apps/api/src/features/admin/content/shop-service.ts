/**
 * The shop profile and help numbers in the console ("Shop and pages", decision 0041). Each
 * save is audited in its transaction and then empties the storefront's cached answers
 * (/register/single, /register/officesingle, /help/single, the served pages) in every API
 * process, so the header and contact page show it at once.
 */
import type {
  AdminHelpContacts,
  AdminHelpContactsBody,
  AdminShopProfile,
  AdminShopProfileBody,
} from '@storefront/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { helpContacts, shopProfiles } from '../../../db/schema';
import { upsertShopRow } from '../../../db/shop-rows';
import { shopProfileValues } from '../../content';
import type { AuditActor } from '../audit';
import { saveShopSetting } from '../audited-write';

export function getShopProfile(db: Db, shopId: string): Promise<AdminShopProfile> {
  return shopProfileValues(db, shopId);
}

/**
 * Writes the profile's own columns only: GSTIN, legal name and the low-stock threshold are
 * the selling rules' (a row made here leaves them at their defaults).
 */
export async function saveShopProfile(
  db: Db,
  actor: AuditActor,
  body: AdminShopProfileBody,
): Promise<AdminShopProfile> {
  const after: AdminShopProfile = {
    logo: body.logo,
    name: body.name,
    tagLine: body.tagLine,
    officeAddress: body.officeAddress,
    latitude: body.latitude,
    longitude: body.longitude,
    email: body.email,
    phone: body.phone,
  };
  return saveShopSetting(db, actor, {
    entity: 'shop_profile',
    before: await getShopProfile(db, actor.shopId),
    after,
    write: (tx) => upsertShopRow(tx, shopProfiles, actor.shopId, after),
  });
}

export async function getHelpContacts(db: Db, shopId: string): Promise<AdminHelpContacts> {
  const [row] = await db.select().from(helpContacts).where(eq(helpContacts.shopId, shopId)).limit(1);
  return { whatsappNumber: row?.whatsappNumber ?? '', mobile: row?.mobile ?? '' };
}

/** An empty number is stored as none: the storefront then hides its button. */
export async function saveHelpContacts(
  db: Db,
  actor: AuditActor,
  body: AdminHelpContactsBody,
): Promise<AdminHelpContacts> {
  const after: AdminHelpContacts = { whatsappNumber: body.whatsappNumber, mobile: body.mobile };
  const columns = { whatsappNumber: after.whatsappNumber || null, mobile: after.mobile || null };
  return saveShopSetting(db, actor, {
    entity: 'help_contacts',
    before: await getHelpContacts(db, actor.shopId),
    after,
    write: (tx) => upsertShopRow(tx, helpContacts, actor.shopId, columns),
  });
}
