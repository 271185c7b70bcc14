import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import type { Pageable } from './paging';

/** A table of rows that each belong to one shop (baseColumns). */
export type ShopTable = PgTable & { id: PgColumn; shopId: PgColumn };

/** The row `id` of the shop: another shop's row is simply not there. */
export const shopRow = (table: ShopTable, shopId: string, id: string): SQL =>
  and(eq(table.shopId, shopId), eq(table.id, id))!;

/** The first row of `table` that `where` picks, or undefined. */
export async function firstRow<T extends PgTable>(
  exec: Db | Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await exec
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Whether `table` holds any row that `where` picks. */
export async function rowExists(exec: Db | Tx, table: PgTable & { id: PgColumn }, where: SQL | undefined) {
  const [row] = await exec.select({ id: table.id }).from(table).where(where).limit(1);
  return row !== undefined;
}

/** The shop's one row of a settings table (unique on shop_id), or undefined before it is first saved. */
export const findSettingsRow = <T extends PgTable & { shopId: PgColumn }>(
  exec: Db | Tx,
  table: T,
  shopId: string,
) => firstRow(exec, table, eq(table.shopId, shopId));

/** Changes the shop's row `id` and answers it as stored; undefined when the shop has no such row. */
export async function updateShopRow<T extends ShopTable>(
  exec: Db | Tx,
  table: T,
  shopId: string,
  id: string,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = (await exec
    .update(table)
    .set(values as never)
    .where(shopRow(table, shopId, id))
    .returning()) as T['$inferSelect'][];
  return row;
}

/** Deletes the shop's row `id` and answers it as it was; undefined when the shop has no such row. */
export async function deleteShopRow<T extends ShopTable>(
  exec: Db | Tx,
  table: T,
  shopId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = (await exec
    .delete(table)
    .where(shopRow(table, shopId, id))
    .returning()) as T['$inferSelect'][];
  return row;
}

/** Deletes the rows of `table` that `where` picks; whether there were any. */
export async function deleteRows(exec: Db | Tx, table: PgTable & { id: PgColumn }, where: SQL | undefined) {
  const rows = await exec.delete(table).where(where).returning({ id: table.id });
  return rows.length > 0;
}

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

/** Inserts the rows a unique index on `target` does not hold yet; answers how many it wrote. */
export async function insertMissing<T extends PgTable & { id: PgColumn }>(
  exec: Db | Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await exec
    .insert(table)
    .values(rows)
    .onConflictDoNothing({ target })
    .returning({ id: table.id });
  return written.length;
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

/** A table whose rows carry their created time (baseColumns or entryColumns). */
type DatedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** How a list is ordered by age: created time, then id, so rows of one moment keep one order. */
export type Age = 'oldest first' | 'newest first';

export function byAge(table: DatedTable, age: Age): [SQL, SQL] {
  const direction = age === 'oldest first' ? asc : desc;
  return [direction(table.createdAt), direction(table.id)];
}

/** The rows of `table` that `where` picks, by age: await it, or hand it to `readPage` for one page. */
export function listRows<T extends DatedTable>(exec: Db | Tx, table: T, where: SQL | undefined, age: Age) {
  return exec
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...byAge(table, age)) as unknown as PromiseLike<T['$inferSelect'][]> &
    Pageable<T['$inferSelect']>;
}

/** The owner's order of a list the owner arranges (sliders, offers...): position, then age. */
export function ownersOrder(table: DatedTable & { position: PgColumn }): SQL[] {
  return [asc(table.position), ...byAge(table, 'oldest first')];
}

/** The rows of an arranged table that `where` picks, in the owner's order. */
export function listInOwnersOrder<T extends DatedTable & { position: PgColumn }>(
  exec: Db | Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'][]> {
  return exec
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...ownersOrder(table)) as unknown as Promise<T['$inferSelect'][]>;
}
