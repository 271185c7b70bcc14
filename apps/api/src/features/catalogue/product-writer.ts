import type { AttributeTerm, GroupedItem, ProductStatus, ProductType } from '@storefront/shared';
import { PRODUCT_TYPE, productPrice } from '@storefront/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, variations } from '../../db/schema';
import { catalogueChanged } from '../../lib/response-cache';

/** A product and a variation as stored. */
export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

export type VariationInput = {
  sku: string;
  pricePaise: number;
  salePricePaise?: number | null;
  stock: number;
  imageUrl: string;
  galleryImages?: string[];
  attributes: Record<string, string>;
};

export type ProductInput = {
  id?: string;
  title: string;
  image: string;
  gallery?: string[];
  description?: string;
  shortDescription?: string;
  keyFeatures?: string[];
  specifications?: { label: string; value: string }[];
  attributes?: { name: string; slug: string; selectedTerms: AttributeTerm[] }[];
  groupedItems?: GroupedItem[];
  productType: ProductType;
  status?: ProductStatus;
  originalPricePaise: number;
  discountPricePaise?: number | null;
  stock?: number;
  sku: string;
  categories: string[];
  deliveryDays?: number;
  /** Tax invoice fields: HSN code and GST rate in whole percent (prices include it). */
  hsnCode?: string | null;
  gstRate?: number | null;
  rank?: number;
  createdAt?: Date;
  variations?: VariationInput[];
};

/**
 * The one way products are written, so the columns that listings filter and sort on
 * (price, total stock, category keys) always agree with the product and its variations.
 */
export function productRow(shopId: string, input: ProductInput) {
  const variationList = input.productType === PRODUCT_TYPE.variable ? (input.variations ?? []) : [];
  const stock = input.stock ?? 0;
  return {
    ...(input.id ? { id: input.id } : {}),
    shopId,
    title: input.title,
    image: input.image,
    gallery: input.gallery ?? [input.image],
    description: input.description ?? '',
    shortDescription: input.shortDescription ?? '',
    keyFeatures: input.keyFeatures ?? [],
    specifications: input.specifications ?? [],
    attributes: input.attributes ?? [],
    groupedItems: input.groupedItems ?? [],
    productType: input.productType,
    status: input.status ?? 'Active',
    originalPricePaise: input.originalPricePaise,
    discountPricePaise: input.discountPricePaise ?? null,
    pricePaise: productPrice({
      product_type: input.productType,
      originalPrice: input.originalPricePaise,
      discountPrice: input.discountPricePaise ?? null,
      variation: variationList.map((v) => ({ price: v.pricePaise, salePrice: v.salePricePaise ?? null })),
    }),
    stock,
    totalStock: variationList.length > 0 ? variationList.reduce((sum, v) => sum + v.stock, 0) : stock,
    sku: input.sku,
    categories: input.categories,
    categoryKeys: input.categories.map((category) => category.toLowerCase()),
    deliveryDays: input.deliveryDays ?? 5,
    hsnCode: input.hsnCode ?? null,
    gstRate: input.gstRate ?? null,
    rank: input.rank ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/**
 * A variation's columns as every write sets them, its stock aside (a console save keeps the
 * counted stock; an insert or an import sets it).
 */
export function variationColumns(v: VariationInput, position: number) {
  return {
    pricePaise: v.pricePaise,
    salePricePaise: v.salePricePaise ?? null,
    imageUrl: v.imageUrl,
    galleryImages: v.galleryImages ?? [v.imageUrl],
    attributes: v.attributes,
    position,
  };
}

/** Removes a product's variations by id: a save or an import that no longer lists them. */
export async function deleteVariations(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(variations).where(inArray(variations.id, ids));
}

/** The shop's products or variations whose SKU is one of `lowerSkus`: a SKU is one whatever its case. */
export const skuAmong = (table: typeof products | typeof variations, shopId: string, lowerSkus: string[]) =>
  and(eq(table.shopId, shopId), inArray(sql`lower(${table.sku})`, lowerSkus));

const CHUNK = 500;

/**
 * Inserts products with their variations; returns the new product ids in input order.
 * Empties the response caches reading `db` (lib/response-cache.ts).
 */
export async function insertProducts(db: Db | Tx, shopId: string, inputs: ProductInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const chunk = inputs.slice(start, start + CHUNK);
    const inserted = await db
      .insert(products)
      .values(chunk.map((input) => productRow(shopId, input)))
      .returning({ id: products.id });
    const variationRows = chunk.flatMap((input, index) =>
      input.productType === PRODUCT_TYPE.variable
        ? (input.variations ?? []).map((v, position) => ({
            shopId,
            productId: inserted[index]!.id,
            sku: v.sku,
            stock: v.stock,
            ...variationColumns(v, position),
          }))
        : [],
    );
    for (let vStart = 0; vStart < variationRows.length; vStart += CHUNK) {
      await db.insert(variations).values(variationRows.slice(vStart, vStart + CHUNK));
    }
    ids.push(...inserted.map((row) => row.id));
  }
  // Cached catalogue answers are stale now. Inside a transaction this is a no-op (a
  // transaction handle has no cache): the caller signals after its commit.
  catalogueChanged(db);
  return ids;
}
