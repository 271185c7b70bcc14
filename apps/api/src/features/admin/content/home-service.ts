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
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { catalogueChanged } from '../../../lib/response-cache';
import { type AuditActor, recordAudit } from '../audit';
import type { HomeKindSpec, HomeTable } from './home-kinds';
import { readHomeContent } from './home-reads';

export type HomeWrite = { id: string; home: AdminHomeContent };

// The four tables share id, shop_id, position and created_at (baseColumns); the engine
// touches only those and the spec's own columns, so it treats them as one shape.
type AnyTable = HomeTable;
type AnyRow = Record<string, unknown> & { id: string; position: number };

async function lockedRow(tx: Tx, table: AnyTable, shopId: string, id: string, missing: string) {
  const [row] = (await tx
    .select()
    .from(table)
    .where(and(eq(table.shopId, shopId), eq(table.id, id)))
    .for('update')) as AnyRow[];
  if (!row) throw AppError.notFound(missing);
  return row;
}

/** After the commit: the storefront's caches go, and the console gets the lists as they now are. */
async function finish(db: Db, shopId: string, id: string): Promise<HomeWrite> {
  catalogueChanged(db);
  return { id, home: await readHomeContent(db, shopId) };
}

export async function createHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  body: B,
): Promise<HomeWrite> {
  const { table } = spec;
  const id = await db.transaction(async (tx) => {
    const values = await spec.values(tx, actor.shopId, body);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${table.position}), 0)::int` })
      .from(table)
      .where(eq(table.shopId, actor.shopId));
    const [row] = (await tx
      .insert(table)
      .values({ ...values, shopId: actor.shopId, position: (last?.position ?? 0) + 1 } as never)
      .returning()) as AnyRow[];
    await recordAudit(tx, actor, {
      action: `${spec.entity}.created`,
      entity: spec.entity,
      entityId: row!.id,
      after: spec.audited(row as never),
    });
    return row!.id;
  });
  return finish(db, actor.shopId, id);
}

export async function saveHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  body: B,
): Promise<HomeWrite> {
  const { table } = spec;
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, table, actor.shopId, id, spec.notFound);
    const values = await spec.values(tx, actor.shopId, body);
    const [after] = (await tx
      .update(table)
      .set(values as never)
      .where(and(eq(table.shopId, actor.shopId), eq(table.id, id)))
      .returning()) as AnyRow[];
    await recordAudit(tx, actor, {
      action: `${spec.entity}.saved`,
      entity: spec.entity,
      entityId: id,
      before: spec.audited(before as never),
      after: spec.audited(after as never),
    });
  });
  return finish(db, actor.shopId, id);
}

export async function setHomeRowStatus<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  status: HomeStatus,
): Promise<HomeWrite> {
  const { table } = spec;
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, table, actor.shopId, id, spec.notFound);
    await tx
      .update(table)
      .set({ status } as never)
      .where(and(eq(table.shopId, actor.shopId), eq(table.id, id)));
    await recordAudit(tx, actor, {
      action: `${spec.entity}.status`,
      entity: spec.entity,
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  return finish(db, actor.shopId, id);
}

export async function deleteHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
): Promise<HomeWrite> {
  const { table } = spec;
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, table, actor.shopId, id, spec.notFound);
    await tx.delete(table).where(and(eq(table.shopId, actor.shopId), eq(table.id, id)));
    await recordAudit(tx, actor, {
      action: `${spec.entity}.deleted`,
      entity: spec.entity,
      entityId: id,
      before: spec.audited(before as never),
    });
  });
  return finish(db, actor.shopId, id);
}

export async function moveHomeRow<B>(
  db: Db,
  actor: AuditActor,
  spec: HomeKindSpec<B>,
  id: string,
  direction: HomeMoveDirection,
): Promise<HomeWrite> {
  const { table } = spec;
  await db.transaction(async (tx) => {
    // the whole list, locked: two moves at once would otherwise number it from two readings
    const rows = (await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .where(eq(table.shopId, actor.shopId))
      .orderBy(asc(table.position), asc(table.createdAt), asc(table.id))
      .for('update')) as { id: string; position: number }[];
    const from = rows.findIndex((row) => row.id === id);
    if (from < 0) throw AppError.notFound(spec.notFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    // the first cannot go up nor the last down: nothing changes, and nothing is recorded
    if (to < 0 || to >= rows.length) return;
    const order = [...rows];
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries()) {
      if (row.position === index + 1) continue;
      await tx
        .update(table)
        .set({ position: index + 1 } as never)
        .where(and(eq(table.shopId, actor.shopId), eq(table.id, row.id)));
    }
    await recordAudit(tx, actor, {
      action: `${spec.entity}.moved`,
      entity: spec.entity,
      entityId: id,
      before: { position: rows[from]!.position },
      after: { position: to + 1 },
    });
  });
  return finish(db, actor.shopId, id);
}
