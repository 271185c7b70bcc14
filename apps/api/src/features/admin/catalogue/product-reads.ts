/** The console's product reads: the list with its filters, one product, the whole catalogue (the CSV export). */
import {
  type AdminProduct,
  type AdminProductsFilter,
  type AdminProductsResponse,
  CATALOGUE_ADMIN_MSG,
  LOW_STOCK_THRESHOLD,
  PRODUCT_TYPE,
  type ProductStatus,
  type ProductType,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { and, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pageAnswer, readPage } from '../../../db/paging';
import { products, shopProfiles, variations } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toAdminProduct } from './product-shape';

export async function lowStockThreshold(db: Db | Tx, shopId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: shopProfiles.lowStockThreshold })
    .from(shopProfiles)
    .where(eq(shopProfiles.shopId, shopId))
    .limit(1);
  return row?.threshold ?? LOW_STOCK_THRESHOLD;
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(
  db: Db,
  shopId: string,
  filter: AdminProductsFilter,
): Promise<AdminProductsResponse> {
  const threshold = await lowStockThreshold(db, shopId);
  const where: SQL[] = [eq(products.shopId, shopId)];
  if (filter.type) where.push(eq(products.productType, filter.type));
  if (filter.status) where.push(eq(products.status, filter.status));
  if (filter.category)
    where.push(sql`${products.categoryKeys} @> array[${filter.category.toLowerCase()}]::text[]`);
  if (filter.stock === 'out') where.push(lte(products.totalStock, 0));
  if (filter.stock === 'low')
    where.push(and(sql`${products.totalStock} > 0`, lte(products.totalStock, threshold))!);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(
        ilike(products.title, pattern),
        ilike(products.sku, pattern),
        sql`exists (select 1 from variations v where v.product_id = products.id and v.sku ilike ${pattern})`,
      )!,
    );
  }
  const condition = and(...where);
  const lastChangedFirst = db
    .select({
      product: products,
      // written out: a column inside a selected subquery would be left unqualified
      variationCount: sql<number>`(select count(*)::int from variations v where v.product_id = products.id)`,
    })
    .from(products)
    .where(condition)
    .orderBy(desc(products.updatedAt), desc(products.id));
  const { rows, total } = await readPage(db, lastChangedFirst, { table: products, where: condition }, filter);
  return {
    ...pageAnswer(
      rows.map(({ product, variationCount }) => ({
        id: product.id,
        title: product.title,
        sku: product.sku,
        image: product.image,
        productType: product.productType as ProductType,
        status: product.status as ProductStatus,
        // a variable product lists its cheapest variation's price; others their MRP and sale price
        ...(product.productType === PRODUCT_TYPE.variable
          ? { price: paiseToRupees(paise(product.pricePaise)), salePrice: null }
          : {
              price: paiseToRupees(paise(product.originalPricePaise)),
              salePrice:
                product.discountPricePaise === null ? null : paiseToRupees(paise(product.discountPricePaise)),
            }),
        totalStock: product.totalStock,
        variationCount,
        categories: product.categories,
        updatedAt: product.updatedAt.toISOString(),
      })),
      total,
      filter,
    ),
    lowStockThreshold: threshold,
  };
}

/**
 * A product and its variations. `lock` (inside a transaction) takes the row locks in the
 * order stock writes take them, variations by SKU and then the product, so a save and an
 * order for the same product queue instead of deadlocking (inventory/repository.ts).
 */
export async function loadProduct(db: Db | Tx, shopId: string, id: string, lock = false) {
  const variationQuery = db
    .select()
    .from(variations)
    .where(and(eq(variations.shopId, shopId), eq(variations.productId, id)))
    .orderBy(sql`${variations.sku} collate "C"`);
  const variationRows = lock ? await variationQuery.for('update') : await variationQuery;
  const productQuery = db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, id)))
    .limit(1);
  const [row] = lock ? await productQuery.for('update') : await productQuery;
  if (!row) throw AppError.notFound(CATALOGUE_ADMIN_MSG.productNotFound);
  return { row, variations: variationRows };
}

/** Every product of the shop with its variations, oldest first (the CSV export). */
export async function allProducts(db: Db, shopId: string): Promise<AdminProduct[]> {
  const [rows, variationRows] = await Promise.all([
    db.select().from(products).where(eq(products.shopId, shopId)).orderBy(products.createdAt, products.id),
    db.select().from(variations).where(eq(variations.shopId, shopId)),
  ]);
  const byProduct = new Map<string, (typeof variationRows)[number][]>();
  for (const variation of variationRows) {
    const list = byProduct.get(variation.productId) ?? [];
    list.push(variation);
    byProduct.set(variation.productId, list);
  }
  return rows.map((row) => toAdminProduct(row, byProduct.get(row.id) ?? []));
}

export async function getProduct(db: Db, shopId: string, id: string): Promise<AdminProduct> {
  const loaded = await loadProduct(db, shopId, id);
  return toAdminProduct(loaded.row, loaded.variations);
}
