import {
  CONTENT_ADMIN_MSG,
  CONTENT_PAGE_NAMES,
  type ContentPage,
  type DeliveryPriceBand,
  type FreeBand,
  type FreeDeliveryBand,
  type Help,
  isContentPageSlug,
  type PayButton,
  type Pincode,
  type PriceBand,
  paise,
  paiseToRupees,
  type ShopProfile,
  type SiteButton,
  type SiteMeta,
  scriptAllowed,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { paymentButtonConfigs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  findContentPage,
  findHelpContacts,
  findPaymentButtonConfig,
  findShopProfile,
  findSiteMeta,
  listActiveDeliveryPriceBands,
  listActiveFreeDeliveryBands,
  listActivePincodes,
  listScriptOrigins,
} from './settings-repository';

/*
 * A served shop whose settings row is missing still answers: with empty texts, null
 * numbers and the column defaults of the schema, never a 500. The shop itself is checked
 * by the route (assertServedShop) before any of these run.
 */

/** The profile's own values, or empty texts and no coordinates before the shop has saved one. */
export async function shopProfileValues(db: Db, shopId: string) {
  const row = await findShopProfile(db, shopId);
  return {
    logo: row?.logo ?? '',
    name: row?.name ?? '',
    tagLine: row?.tagLine ?? '',
    officeAddress: row?.officeAddress ?? '',
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    email: row?.email ?? '',
    phone: row?.phone ?? '',
  };
}

export async function shopProfile(db: Db, shopId: string): Promise<ShopProfile> {
  const { logo, name, tagLine, officeAddress, ...contact } = await shopProfileValues(db, shopId);
  return {
    shop_id: shopId,
    profilePic: logo,
    orignal_logoname: name,
    tag_line: tagLine,
    google_address: officeAddress,
    ...contact,
  };
}

export async function officeAddress(db: Db, shopId: string) {
  const { google_address, latitude, longitude } = await shopProfile(db, shopId);
  return { google_address, latitude, longitude };
}

function blankToNull(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value;
}

/** Empty numbers are null so the web app hides the WhatsApp and call links (docs/api.md: shown only if present). */
export async function help(db: Db, shopId: string): Promise<Help> {
  const row = await findHelpContacts(db, shopId);
  return { whatsapp_number: blankToNull(row?.whatsappNumber), mobile: blankToNull(row?.mobile) };
}

/** The payment buttons' row, or the table's column defaults when the shop has no row yet. */
export async function buttonConfig(db: Db, shopId: string) {
  const row = await findPaymentButtonConfig(db, shopId);
  const column = paymentButtonConfigs;
  return {
    payManual: row?.payManual ?? (column.payManual.default as boolean),
    payNow: row?.payNow ?? (column.payNow.default as boolean),
    payOnDelivery: row?.payOnDelivery ?? (column.payOnDelivery.default as boolean),
    advancePercentage: row?.advancePercentage ?? (column.advancePercentage.default as number),
    showCartButton: row?.showCartButton ?? (column.showCartButton.default as boolean),
    showWhatsappButton: row?.showWhatsappButton ?? (column.showWhatsappButton.default as boolean),
    showCallButton: row?.showCallButton ?? (column.showCallButton.default as boolean),
  };
}

export async function payButton(db: Db, shopId: string): Promise<PayButton> {
  const config = await buttonConfig(db, shopId);
  return { paymanual: config.payManual, paynow: config.payNow, payondelivery: config.payOnDelivery };
}

export async function siteButton(db: Db, shopId: string): Promise<SiteButton> {
  const config = await buttonConfig(db, shopId);
  return { cart: config.showCartButton, whatsapp: config.showWhatsappButton, call: config.showCallButton };
}

export async function advancePercentage(db: Db, shopId: string): Promise<{ delivery_percentage: number }> {
  const config = await buttonConfig(db, shopId);
  return { delivery_percentage: Math.min(100, Math.max(0, config.advancePercentage)) };
}

/** The origins the pages' CSP allows scripts from (lib/security-headers.ts, decision 0041). */
export function allowedScriptOrigins(db: Db, shopId: string): Promise<string[]> {
  return listScriptOrigins(db, shopId);
}

export async function meta(db: Db, shopId: string): Promise<SiteMeta> {
  const row = await findSiteMeta(db, shopId);
  if (row) {
    // Only scripts the page may run: a path on the shop, or https from an allowed origin.
    // The console refuses any other at save; this also covers an origin removed later or a
    // row written by hand, so the web app can load every script it is given.
    const origins = row.scripts.length > 0 ? await listScriptOrigins(db, shopId) : [];
    return {
      title: row.title,
      description: row.description,
      keywords: row.keywords,
      author: row.author,
      icon: row.icon,
      scripts: row.scripts.map((script) => script.trim()).filter((script) => scriptAllowed(script, origins)),
    };
  }
  // Without its own meta the page is at least titled with the shop's name.
  const profile = await findShopProfile(db, shopId);
  return {
    title: profile?.name ?? '',
    description: profile?.tagLine ?? '',
    keywords: '',
    author: '',
    icon: '',
    scripts: [],
  };
}

export async function pincodeList(db: Db, shopId: string): Promise<Pincode[]> {
  const rows = await listActivePincodes(db, shopId);
  return rows.map((row) => ({ id: row.id, pincode: row.pincode, status: row.status }));
}

/** A band's kilometre range, as the shared schemas and rules name it. */
const kmRange = (row: { minKilometer: number; maxKilometer: number }) => ({
  min_kilometer: row.minKilometer,
  max_kilometer: row.maxKilometer,
});

export async function deliveryPriceBandList(db: Db, shopId: string): Promise<DeliveryPriceBand[]> {
  const rows = await listActiveDeliveryPriceBands(db, shopId);
  return rows.map((row) => ({
    id: row.id,
    ...kmRange(row),
    delivery_price: paiseToRupees(paise(row.deliveryPricePaise)),
    status: row.status,
  }));
}

export async function freeDeliveryBandList(db: Db, shopId: string): Promise<FreeDeliveryBand[]> {
  const rows = await listActiveFreeDeliveryBands(db, shopId);
  return rows.map((row) => ({
    id: row.id,
    ...kmRange(row),
    freedelivery_price: paiseToRupees(paise(row.freeDeliveryPricePaise)),
  }));
}

/**
 * The shop's active delivery bands as the shared delivery rule takes them, beside the rows
 * they come from: checkout prices with them, and the console's preview names the band that applied.
 */
export async function activeDeliveryBands(db: Db, shopId: string) {
  const [priceRows, freeRows] = await Promise.all([
    listActiveDeliveryPriceBands(db, shopId),
    listActiveFreeDeliveryBands(db, shopId),
  ]);
  return {
    priceRows,
    freeRows,
    priceBands: priceRows.map(
      (row): PriceBand => ({
        ...kmRange(row),
        delivery_price_paise: paise(row.deliveryPricePaise),
        active: true,
      }),
    ),
    freeBands: freeRows.map(
      (row): FreeBand => ({ ...kmRange(row), free_from_paise: paise(row.freeDeliveryPricePaise) }),
    ),
  };
}

/**
 * An editable page (decision 0041). A page the shop has not written yet answers its name as
 * title and an empty body, so the storefront shows an empty page rather than an error;
 * any slug outside the shared list is 404.
 */
export async function contentPage(db: Db, shopId: string, slug: string): Promise<ContentPage> {
  if (!isContentPageSlug(slug)) throw AppError.notFound(CONTENT_ADMIN_MSG.pageNotFound);
  const row = await findContentPage(db, shopId, slug);
  return {
    slug,
    title: row?.title ?? CONTENT_PAGE_NAMES[slug],
    body: row?.body ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
