/**
 * The audit log of console writes. Every admin write calls `recordAudit` with the transaction
 * it writes in, so the entry and the change are kept or lost together (the services' writes
 * do it through `auditedWriter`, audited-write.ts).
 *
 *   await db.transaction(async (tx) => {
 *     const [after] = await tx.update(leads).set({ handledAt }).where(...).returning();
 *     await recordAudit(tx, actor, { action: 'inbox.handled', entity: 'lead', entityId, before, after });
 *   });
 */
import { type AdminAuditFilter, type AdminAuditResponse, indiaDayStart } from '@storefront/shared';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { pageAnswer, readPage } from '../../db/paging';
import { auditLog, staff } from '../../db/schema';
import { byAge } from '../../db/shop-rows';
import { currentStaff } from './guard';

/** Who made a change: the signed-in staff member and the address the request came from. */
export type AuditActor = { shopId: string; staffId: string | null; clientAddress: string };

export type AuditChange = {
  action: string;
  entity: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export function auditActor(request: FastifyRequest): AuditActor {
  return {
    shopId: request.server.deps.config.SHOP_ID,
    staffId: currentStaff(request).staffId,
    clientAddress: request.ip,
  };
}

/** Dates become ISO strings, so the stored JSON reads the same as the API's answers. */
function plain(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}

export async function recordAudit(tx: Tx | Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    shopId: actor.shopId,
    staffId: actor.staffId,
    clientAddress: actor.clientAddress,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: plain(change.before),
    after: plain(change.after),
  });
}

/** Newest first, with the staff member's e-mail. */
export async function listAudit(
  db: Db,
  shopId: string,
  filter: AdminAuditFilter,
): Promise<AdminAuditResponse> {
  const where: SQL[] = [eq(auditLog.shopId, shopId)];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.from) where.push(gte(auditLog.createdAt, indiaDayStart(filter.from)));
  if (filter.to) where.push(lt(auditLog.createdAt, indiaDayStart(filter.to, 1)));
  const condition = and(...where);
  const newestFirst = db
    .select({ entry: auditLog, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(condition)
    .orderBy(...byAge(auditLog, 'newest first'));
  const { rows, total } = await readPage(db, newestFirst, { table: auditLog, where: condition }, filter);
  return pageAnswer(
    rows.map(({ entry, staffEmail }) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      staffId: entry.staffId,
      staffEmail: staffEmail ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      clientAddress: entry.clientAddress,
    })),
    total,
    filter,
  );
}
