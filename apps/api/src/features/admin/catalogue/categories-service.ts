/**
 * The console's categories. Products name their categories (products.categories), so a
 * rename renames them on every product too, in the same transaction.
 */
import { type AdminCategory, type AdminCategoryBody, CATALOGUE_ADMIN_MSG } from '@storefront/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refuseDuplicate } from '../../../db/errors';
import { categories, products } from '../../../db/schema';
import { rowExists } from '../../../db/shop-rows';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { auditedWriter } from '../audited-write';

type CategoryRow = typeof categories.$inferSelect;

// written out: a column inside a selected subquery would be left unqualified
const productCount = sql<number>`(select count(*)::int from products p
  where p.shop_id = categories.shop_id and p.category_keys @> array[lower(categories.name)])`;

const toAdminCategory = (row: CategoryRow, count: number): AdminCategory => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  description: row.description,
  position: row.position,
  status: row.status === 'Inactive' ? 'Inactive' : 'Active',
  productCount: count,
});

export async function listCategories(db: Db, shopId: string): Promise<AdminCategory[]> {
  const rows = await db
    .select({ category: categories, productCount })
    .from(categories)
    .where(eq(categories.shopId, shopId))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => toAdminCategory(row.category, row.productCount));
}

async function oneCategory(db: Db, shopId: string, id: string): Promise<AdminCategory> {
  const [row] = await db
    .select({ category: categories, productCount })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), eq(categories.id, id)));
  if (!row) throw AppError.notFound(CATALOGUE_ADMIN_MSG.categoryNotFound);
  return toAdminCategory(row.category, row.productCount);
}

const nameTaken = () =>
  AppError.conflict(CATALOGUE_ADMIN_MSG.categoryNameTaken, { name: CATALOGUE_ADMIN_MSG.categoryNameTaken });

async function refuseTakenName(db: Db, shopId: string, name: string, ownId?: string) {
  const taken = await rowExists(
    db,
    categories,
    and(
      eq(categories.shopId, shopId),
      eq(sql`lower(${categories.name})`, name.toLowerCase()),
      ownId ? ne(categories.id, ownId) : undefined,
    ),
  );
  if (taken) throw nameTaken();
}

const categoryWrite = auditedWriter('category', { storefront: true });

export async function createCategory(db: Db, actor: AuditActor, body: AdminCategoryBody) {
  await refuseTakenName(db, actor.shopId, body.name);
  const id = await refuseDuplicate(
    () =>
      categoryWrite(db, actor, async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ shopId: actor.shopId, ...body })
          .returning();
        return { result: row!.id, entry: { action: 'created', entityId: row!.id, after: body } };
      }),
    nameTaken,
  );
  return oneCategory(db, actor.shopId, id);
}

export async function saveCategory(db: Db, actor: AuditActor, id: string, body: AdminCategoryBody) {
  const { shopId } = actor;
  const before = await oneCategory(db, shopId, id);
  await refuseTakenName(db, shopId, body.name, id);
  await refuseDuplicate(
    () =>
      categoryWrite(db, actor, async (tx) => {
        await tx
          .update(categories)
          .set(body)
          .where(and(eq(categories.shopId, shopId), eq(categories.id, id)));
        if (before.name !== body.name) {
          const oldKey = before.name.toLowerCase();
          await tx
            .update(products)
            .set({
              categories: sql`array_replace(${products.categories}, ${before.name}, ${body.name})`,
              categoryKeys: sql`array_replace(${products.categoryKeys}, ${oldKey}, ${body.name.toLowerCase()})`,
            })
            .where(
              and(eq(products.shopId, shopId), sql`${products.categoryKeys} @> array[${oldKey}]::text[]`),
            );
        }
        const { productCount: _count, id: _id, ...was } = before;
        return { result: id, entry: { action: 'saved', entityId: id, before: was, after: body } };
      }),
    nameTaken,
  );
  return oneCategory(db, shopId, id);
}
