/**
 * What the console's home page shows: every slider card, offer, heading and new-arrival group,
 * hidden ones included, in the order the storefront shows them (position, then age, then id:
 * the storefront's own order, features/catalogue/repository.ts).
 */
import {
  type AdminHomeContent,
  type AdminHomeProduct,
  type AdminMarquee,
  type AdminNewArrivalGroup,
  type AdminOffer,
  type AdminSlider,
  type HomeStatus,
  PRODUCT_STATUSES,
  type ProductStatus,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { marqueeHeadings, newArrivalGroups, offers, products, sliders } from '../../../db/schema';
import { listInOwnersOrder } from '../../../db/shop-rows';

export type SliderRow = typeof sliders.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type MarqueeRow = typeof marqueeHeadings.$inferSelect;
export type GroupRow = typeof newArrivalGroups.$inferSelect;

const rupeesOrNull = (amount: number | null) => (amount === null ? null : paiseToRupees(paise(amount)));
const homeStatus = (status: string): HomeStatus => (status === 'Active' ? 'Active' : 'Inactive');
const productStatus = (status: string): ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : 'Inactive';

/** A slider card as the form edits it and the audit log records it (prices in rupees). */
export const sliderFields = (row: SliderRow) => ({
  sliderName: row.sliderName,
  offerName: row.offerName,
  description: row.description,
  price: rupeesOrNull(row.pricePaise),
  cutOffPrice: rupeesOrNull(row.cutOffPricePaise),
  image: row.image,
  backgroundImage: row.backgroundImage,
  productId: row.productId,
  position: row.position,
  status: homeStatus(row.status),
});

export const offerFields = (row: OfferRow) => ({
  image: row.image,
  title: row.title,
  description: row.description,
  link: row.link,
  position: row.position,
  status: homeStatus(row.status),
});

export const marqueeFields = (row: MarqueeRow) => ({ heading: row.heading, position: row.position });

export const groupFields = (row: GroupRow) => ({
  categoryName: row.categoryName,
  description: row.description,
  productIds: row.productIds,
  position: row.position,
});

/** The shop's products among `ids` (any status), by id. */
export async function productsById(
  db: Db | Tx,
  shopId: string,
  ids: string[],
): Promise<Map<string, AdminHomeProduct>> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title, image: products.image, status: products.status })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, wanted)));
  return new Map(rows.map((row) => [row.id, { ...row, status: productStatus(row.status) }]));
}

export async function readHomeContent(db: Db, shopId: string): Promise<AdminHomeContent> {
  const sliderRows = await listInOwnersOrder(db, sliders, eq(sliders.shopId, shopId));
  const offerRows = await listInOwnersOrder(db, offers, eq(offers.shopId, shopId));
  const marqueeRows = await listInOwnersOrder(db, marqueeHeadings, eq(marqueeHeadings.shopId, shopId));
  const groupRows = await listInOwnersOrder(db, newArrivalGroups, eq(newArrivalGroups.shopId, shopId));
  const linked = await productsById(db, shopId, [
    ...sliderRows.flatMap((row) => (row.productId ? [row.productId] : [])),
    ...groupRows.flatMap((row) => row.productIds),
  ]);

  const toSlider = (row: SliderRow): AdminSlider => {
    const { productId, ...fields } = sliderFields(row);
    return { id: row.id, ...fields, product: (productId && linked.get(productId)) || null };
  };
  const toGroup = (row: GroupRow): AdminNewArrivalGroup => ({
    id: row.id,
    categoryName: row.categoryName,
    description: row.description,
    // an id whose product is gone is left out: the next save of the group drops it
    products: row.productIds.flatMap((id) => linked.get(id.toLowerCase()) ?? []),
    position: row.position,
  });
  return {
    sliders: sliderRows.map(toSlider),
    offers: offerRows.map((row): AdminOffer => ({ id: row.id, ...offerFields(row) })),
    marquees: marqueeRows.map((row): AdminMarquee => ({ id: row.id, ...marqueeFields(row) })),
    newArrivals: groupRows.map(toGroup),
  };
}
