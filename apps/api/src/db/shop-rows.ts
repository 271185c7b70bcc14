import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** A table of rows that each belong to one shop (baseColumns). */
export type ShopTable = PgTable & { id: PgColumn; shopId: PgColumn };

/** The row `id` of the shop: another shop's row is simply not there. */
export const shopRow = (table: ShopTable, shopId: string, id: string): SQL =>
  and(eq(table.shopId, shopId), eq(table.id, id))!;

/**
 * The shop's row `id`, or undefined. With `lock` (inside a transaction) it stays locked for
 * update until the transaction ends, so a write based on it cannot race another.
 */
export async function findShopRow<T extends ShopTable>(
  exec: Db | Tx,
  table: T,
  shopId: string,
  id: string,
  { lock = false } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = exec
    .select()
    .from(table as PgTable)
    .where(shopRow(table, shopId, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

/**
 * Writes the shop's one row of a settings table (unique on shop_id): inserted with `columns`
 * the first time, updated to them and stamped with the time after.
 */
export async function upsertShopRow<T extends PgTable & { shopId: PgColumn }>(
  tx: Tx,
  table: T,
  shopId: string,
  columns: Partial<T['$inferInsert']>,
): Promise<void> {
  await tx
    .insert(table)
    .values({ shopId, ...columns } as T['$inferInsert'])
    .onConflictDoUpdate({ target: table.shopId, set: { ...columns, updatedAt: new Date() } as never });
}

/** Inserts a row of the shop and answers it as stored (ids and times filled in). */
export async function insertShopRow<T extends ShopTable>(
  exec: Db | Tx,
  table: T,
  shopId: string,
  values: Omit<T['$inferInsert'], 'shopId'>,
): Promise<T['$inferSelect']> {
  const [row] = (await exec
    .insert(table)
    .values({ shopId, ...values } as T['$inferInsert'])
    .returning()) as T['$inferSelect'][];
  return row!;
}
