/**
 * The console's writes to the home page's four lists, one engine for all of them (the lists
 * differ only in their columns, home-kinds.ts). Every write runs in one transaction with its
 * audit entry (before and after), then empties the storefront's cached answers in every API
 * process (catalogueChanged), so /slider/all and the rest show it at once.
 *
 * Order: the storefront sorts by position. A new row goes last; moving one up or down swaps it
 * with its neighbour and numbers the whole list 1, 2, 3... again, so rows that shared a position
 * (the seed's, or two added at once) get a definite order the first time anyone moves one
 * (decision 0040).
 */
import type { AdminHomeContent, HomeMoveDirection, HomeStatus } from '@storefront/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { findShopRow, ownersOrder, shopRow } from '../../../db/shop-rows';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { type AuditEntry, type AuditedOutcome, auditedWriter } from '../audited-write';
import type { HomeKindSpec, HomeTable } from './home-kinds';
import { readHomeContent } from './home-reads';

export type HomeWrite = { id: string; home: AdminHomeContent };

// The four tables share id, shop_id, position and created_at (baseColumns); the engine
// touches only those and the spec's own columns, so it treats them as one shape.
type AnyTable = HomeTable;
type AnyRow = Record<string, unknown> & { id: string; position: number };

async function lockedRow(tx: Tx, table: AnyTable, shopId: string, id: string, missing: string) {
  const row = (await findShopRow(tx, table, shopId, id, { lock: true })) as AnyRow | undefined;
  if (!row) throw AppError.notFound(missing);
  return row;
}

/**
 * One write to a list with its audit entry; after the commit the storefront's caches go, and
 * the console gets the lists as they now are.
 */
async function writeHome<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  write: (tx: Tx) => Promise<AuditedOutcome<string>>,
): Promise<HomeWrite> {
  const id = await auditedWriter(spec.entity, { storefront: true })(db, actor, write);
  return { id, home: await readHomeContent(db, actor.shopId) };
}

export async function createHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  body: B,
): Promise<HomeWrite> {
  const { table } = spec;
  return writeHome(db, actor, spec, async (tx) => {
    const values = await spec.values(tx, actor.shopId, body);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${table.position}), 0)::int` })
      .from(table)
      .where(eq(table.shopId, actor.shopId));
    const [row] = (await tx
      .insert(table)
      .values({ ...values, shopId: actor.shopId, position: (last?.position ?? 0) + 1 } as never)
      .returning()) as AnyRow[];
    return {
      result: row!.id,
      entry: { action: 'created', entityId: row!.id, after: spec.audited(row as never) },
    };
  });
}

/**
 * A write to one row of a list, locked first (404 when the shop has no such row); `change`
 * gets the row as it was and the condition naming it, and says what to record.
 */
async function writeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  change: (tx: Tx, before: AnyRow, row: SQL) => Promise<Omit<AuditEntry, 'entityId'>>,
): Promise<HomeWrite> {
  const { table } = spec;
  return writeHome(db, actor, spec, async (tx) => {
    const before = await lockedRow(tx, table, actor.shopId, id, spec.notFound);
    const entry = await change(tx, before, shopRow(table, actor.shopId, id));
    return { result: id, entry: { ...entry, entityId: id } };
  });
}

export async function saveHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  body: B,
): Promise<HomeWrite> {
  return writeRow(db, actor, spec, id, async (tx, before, row) => {
    const values = await spec.values(tx, actor.shopId, body);
    const [after] = (await tx
      .update(spec.table)
      .set(values as never)
      .where(row)
      .returning()) as AnyRow[];
    return { action: 'saved', before: spec.audited(before as never), after: spec.audited(after as never) };
  });
}

export async function setHomeRowStatus<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  status: HomeStatus,
): Promise<HomeWrite> {
  return writeRow(db, actor, spec, id, async (tx, before, row) => {
    await tx
      .update(spec.table)
      .set({ status } as never)
      .where(row);
    return { action: 'status', before: { status: before.status }, after: { status } };
  });
}

export async function deleteHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
): Promise<HomeWrite> {
  return writeRow(db, actor, spec, id, async (tx, before, row) => {
    await tx.delete(spec.table).where(row);
    return { action: 'deleted', before: spec.audited(before as never) };
  });
}

export async function moveHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  direction: HomeMoveDirection,
): Promise<HomeWrite> {
  const { table } = spec;
  return writeHome(db, actor, spec, async (tx) => {
    // the whole list, locked: two moves at once would otherwise number it from two readings
    const rows = (await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .where(eq(table.shopId, actor.shopId))
      .orderBy(...ownersOrder(table))
      .for('update')) as { id: string; position: number }[];
    const from = rows.findIndex((row) => row.id === id);
    if (from < 0) throw AppError.notFound(spec.notFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    // the first cannot go up nor the last down: nothing changes, and nothing is recorded
    if (to < 0 || to >= rows.length) return { result: id, entry: null };
    const order = [...rows];
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries()) {
      if (row.position === index + 1) continue;
      await tx
        .update(table)
        .set({ position: index + 1 } as never)
        .where(and(eq(table.shopId, actor.shopId), eq(table.id, row.id)));
    }
    const entry = {
      action: 'moved',
      entityId: id,
      before: { position: rows[from]!.position },
      after: { position: to + 1 },
    };
    return { result: id, entry };
  });
}
