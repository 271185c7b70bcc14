import { createHash } from 'node:crypto';

/**
 * Stable ids and SKUs of notable demo products, for journeys, benchmarks and tests that
 * need "a variable product" or "an out-of-stock simple product" without searching.
 */
const DEMO_KEYS = [
  'royalOud',
  'roseAttar',
  'sandalAttar',
  /** Simple, totalStock 0. */
  'outOfStockSimple',
  /** Variable: Size (plain) x Bottle (slug other, image terms). */
  'variableAttar',
  /** Variable: Bead Size (plain) x Colour (slug color). */
  'variableBracelet',
  /** Grouped: three attars in a gift box. */
  'groupedGiftBox',
  /** Inactive: must never show. */
  'inactive',
  'navgrahaYantra',
  'rudrakshaMala',
  'camphor',
  /** Grouped: yantra, mala and camphor. */
  'groupedShantiKit',
] as const;
export type DemoKey = (typeof DEMO_KEYS)[number];

/**
 * demo-catalogue.json names notable products by key; `demoProducts(shopId)` gives each the
 * id `demoId(shopId, key)`. Ids are derived from shop and key, not fixed, because `id` is unique
 * across the whole database: two shops (or a changed SHOP_ID) in one database must not clash.
 * A name-based UUID (version 5 layout over SHA-256): the same for one shop and key on every run.
 */
export function demoId(shopId: string, key: DemoKey): string {
  const bytes = createHash('sha256').update(`nakshatra-demo:${shopId}:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ids of the notable demo products in one shop, e.g. `demoIds(config.SHOP_ID).royalOud`. */
export function demoIds(shopId: string): Record<DemoKey, string> {
  return Object.fromEntries(DEMO_KEYS.map((key) => [key, demoId(shopId, key)])) as Record<DemoKey, string>;
}

/** SKUs that demo-catalogue.json holds, for tests that buy a particular product or variation. */
export const DEMO_SKUS = {
  royalOud: 'NA-ATR-OUD-12',
  variableAttarSmallCrystal: 'NA-SIG-6-CRY',
  variableAttarLargeWood: 'NA-SIG-12-WOD',
  braceletSmallPink: 'NA-RQB-6-PNK',
} as const;

export const DEMO_COUPONS = {
  percent: 'WELCOME10',
  fixed: 'FLAT100',
  expired: 'DIWALI25',
  inactive: 'OLDCODE',
  oncePerCustomer: 'FIRSTORDER',
} as const;

export const DEMO_PINCODES = { served: '302001', inactive: '302039', notServed: '999999' } as const;
