/**
 * The console's writes to one kind of record (decisions 0027, 0038-0041): a write and its
 * audit entry run in one transaction, so both are kept or lost together; a write that changed
 * nothing records nothing; and a change the storefront shows empties its cached answers in
 * every API process after the commit (catalogueChanged, decision 0012).
 *
 *   const couponWrite = auditedWriter('coupon', { storefront: false });
 *   await couponWrite(db, actor, async (tx) => {
 *     const [after] = await tx.update(coupons)...returning();
 *     return { result: after, entry: { action: 'saved', entityId: id, before, after } };
 *   });
 */
import type { Db, Tx } from '../../db/client';
import { catalogueChanged } from '../../lib/response-cache';
import { type AuditActor, type AuditChange, recordAudit } from './audit';

/** The entry of one write; its entity and the `<entity>.` of its action are the writer's. */
export type AuditEntry = Omit<AuditChange, 'entity'>;
/** What a write gives back: its result, and the entry to record (null when nothing changed). */
export type AuditedOutcome<T> = { result: T; entry: AuditEntry | null };
export type AuditedWrite = <T>(
  db: Db,
  actor: AuditActor,
  write: (tx: Tx) => Promise<AuditedOutcome<T>>,
) => Promise<T>;

/** `storefront`: the records are on the storefront's cached answers (catalogue, settings, pages). */
export function auditedWriter(entity: string, { storefront }: { storefront: boolean }): AuditedWrite {
  return async (db, actor, write) => {
    const { result, entry } = await db.transaction(async (tx) => {
      const outcome = await write(tx);
      if (outcome.entry) {
        const { action, ...change } = outcome.entry;
        await recordAudit(tx, actor, { ...change, action: `${entity}.${action}`, entity });
      }
      return outcome;
    });
    if (entry && storefront) catalogueChanged(db);
    return result;
  };
}

/** Every field of `after` as it already is in `before` (values compared as their JSON). */
function unchanged<T extends Record<string, unknown>>(before: T, after: T): boolean {
  return Object.keys(after).every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]));
}

/**
 * Saves one of the shop's own settings (one row per shop, audited as `<entity>.saved` with the
 * shop as its id). A save that changes nothing writes and records nothing (decision 0027) and
 * answers what is stored.
 */
export async function saveShopSetting<T extends Record<string, unknown>>(
  db: Db,
  actor: AuditActor,
  setting: { entity: string; before: T; after: T; write: (tx: Tx) => Promise<unknown> },
): Promise<T> {
  const { entity, before, after } = setting;
  if (unchanged(before, after)) return before;
  return auditedWriter(entity, { storefront: true })(db, actor, async (tx) => {
    await setting.write(tx);
    return { result: after, entry: { action: 'saved', entityId: actor.shopId, before, after } };
  });
}
