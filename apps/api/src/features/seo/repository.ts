import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

const ACTIVE = 'Active';

const activeProducts = (shopId: string) => and(eq(products.shopId, shopId), eq(products.status, ACTIVE));

export async function countActiveProducts(db: Db, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(activeProducts(shopId));
  return row?.n ?? 0;
}

/** When the newest Active product last changed; null for an empty shop. */
export async function newestProductChange(db: Db, shopId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(products.updatedAt) })
    .from(products)
    .where(activeProducts(shopId));
  return row?.at ?? null;
}

/** Active categories in the shop's order; a shop has tens, so always read whole. */
export function listActiveCategories(db: Db, shopId: string) {
  return db
    .select({ name: categories.name, updatedAt: categories.updatedAt })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), eq(categories.status, ACTIVE)))
    .orderBy(asc(categories.position), asc(categories.name));
}

/** One slice of the Active products in a fixed order (by id), so the sitemap files never overlap. */
export function listActiveProducts(db: Db, shopId: string, offset: number, limit: number) {
  return db
    .select({ id: products.id, title: products.title, updatedAt: products.updatedAt })
    .from(products)
    .where(activeProducts(shopId))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}
