/**
 * The payment buttons (payment_button_configs) and the invoice identity with the low-stock
 * threshold (three columns of shop_profiles). The storefront reads the buttons through
 * /paybutton, /button and /deliverypaybefore; the invoice reads the profile (decision 0018).
 */
import type { AdminInvoiceSettings, AdminPaymentSettings } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentButtonConfigs, shopProfiles } from '../../../db/schema';
import { buttonConfig } from '../../content';
import type { AuditActor } from '../audit';
import { saveShopSetting } from '../audited-write';

const buttons = paymentButtonConfigs;

/** The row's values, or the table's column defaults for a shop without a row (as the storefront reads them). */
export function paymentSettings(db: Db, shopId: string): Promise<AdminPaymentSettings> {
  return buttonConfig(db, shopId);
}

export async function savePaymentSettings(
  db: Db,
  actor: AuditActor,
  body: AdminPaymentSettings,
): Promise<AdminPaymentSettings> {
  return saveShopSetting(db, actor, {
    entity: 'payment_settings',
    before: await paymentSettings(db, actor.shopId),
    after: body,
    write: (tx) =>
      tx
        .insert(buttons)
        .values({ shopId: actor.shopId, ...body })
        .onConflictDoUpdate({ target: buttons.shopId, set: body }),
  });
}

const DEFAULT_LOW_STOCK = shopProfiles.lowStockThreshold.default as number;

export async function invoiceSettings(db: Db, shopId: string): Promise<AdminInvoiceSettings> {
  const [row] = await db
    .select({
      gstin: shopProfiles.gstin,
      legalName: shopProfiles.legalName,
      lowStockThreshold: shopProfiles.lowStockThreshold,
    })
    .from(shopProfiles)
    .where(eq(shopProfiles.shopId, shopId))
    .limit(1);
  return {
    gstin: row?.gstin ?? null,
    legalName: row?.legalName ?? null,
    lowStockThreshold: row?.lowStockThreshold ?? DEFAULT_LOW_STOCK,
  };
}

/**
 * Writes only these three columns of the profile; the rest of it (name, logo, address...)
 * is the shop page's. A shop without a profile row gets one with the empty name and logo the
 * storefront already shows for a missing row, so nothing it reads changes but these.
 */
export async function saveInvoiceSettings(
  db: Db,
  actor: AuditActor,
  body: AdminInvoiceSettings,
): Promise<AdminInvoiceSettings> {
  const columns = { gstin: body.gstin, legalName: body.legalName, lowStockThreshold: body.lowStockThreshold };
  return saveShopSetting(db, actor, {
    entity: 'invoice_settings',
    before: await invoiceSettings(db, actor.shopId),
    after: columns,
    write: (tx) =>
      tx
        .insert(shopProfiles)
        .values({ shopId: actor.shopId, name: '', logo: '', ...columns })
        .onConflictDoUpdate({ target: shopProfiles.shopId, set: columns }),
  });
}
