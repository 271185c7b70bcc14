/**
 * The pincodes the shop delivers to (docs/api.md, "Console: selling rules"). The storefront
 * reads the Active ones (GET /pincode/getall, checkout); every write here empties the cached
 * answers once it has committed.
 */
import {
  type AdminPincode,
  type AdminPincodeBody,
  type AdminPincodePasteResponse,
  type AdminPincodesFilter,
  type AdminPincodesResponse,
  parsePincodeList,
  SELLING_ADMIN_MSG,
  type SellingStatus,
} from '@storefront/shared';
import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageAnswer, readPage } from '../../../db/paging';
import { pincodes } from '../../../db/schema';
import { deleteShopRow, findShopRow } from '../../../db/shop-rows';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { auditedWriter } from '../audited-write';

type PincodeRow = typeof pincodes.$inferSelect;

const ACTIVE = 'Active';
// the storefront serves exactly 'Active'; anything else a row holds counts as inactive here
const statusOf = (row: PincodeRow): SellingStatus => (row.status === ACTIVE ? 'Active' : 'Inactive');

const toAdminPincode = (row: PincodeRow): AdminPincode => ({
  id: row.id,
  pincode: row.pincode,
  status: statusOf(row),
  updatedAt: row.updatedAt.toISOString(),
});
const audited = (row: PincodeRow) => ({ pincode: row.pincode, status: statusOf(row) });
const pincodeWrite = auditedWriter('pincode', { storefront: true });

export async function listPincodes(
  db: Db,
  shopId: string,
  filter: AdminPincodesFilter,
): Promise<AdminPincodesResponse> {
  const where: SQL[] = [eq(pincodes.shopId, shopId)];
  // q is digits only (the query schema), so it needs no escaping inside the pattern
  if (filter.q) where.push(like(pincodes.pincode, `%${filter.q}%`));
  if (filter.status === 'Active') where.push(eq(pincodes.status, ACTIVE));
  if (filter.status === 'Inactive') where.push(sql`${pincodes.status} <> ${ACTIVE}`);
  const condition = and(...where);
  const inOrder = db.select().from(pincodes).where(condition).orderBy(asc(pincodes.pincode));
  const [{ rows, total }, [active]] = await Promise.all([
    readPage(db, inOrder, { table: pincodes, where: condition }, filter),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(pincodes)
      .where(and(eq(pincodes.shopId, shopId), eq(pincodes.status, ACTIVE))),
  ]);
  return {
    ...pageAnswer(rows.map(toAdminPincode), total, filter),
    activeCount: active?.total ?? 0,
  };
}

async function findPincode(db: Db, shopId: string, id: string): Promise<PincodeRow> {
  const row = await findShopRow(db, pincodes, shopId, id);
  if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.pincodeNotFound);
  return row;
}

export async function addPincode(db: Db, actor: AuditActor, body: AdminPincodeBody): Promise<AdminPincode> {
  const row = await pincodeWrite(db, actor, async (tx) => {
    // the unique index decides between two owners adding the same pincode at once
    const [inserted] = await tx
      .insert(pincodes)
      .values({ shopId: actor.shopId, pincode: body.pincode, status: body.status })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      throw AppError.conflict(SELLING_ADMIN_MSG.pincodeTaken, { pincode: SELLING_ADMIN_MSG.pincodeTaken });
    }
    return { result: inserted, entry: { action: 'added', entityId: inserted.id, after: audited(inserted) } };
  });
  return toAdminPincode(row);
}

/**
 * A pasted list: new pincodes are added as active and inactive ones switched back on, since
 * pasting says "we deliver to these"; entries that are not pincodes are reported, not stored.
 */
export async function pastePincodes(
  db: Db,
  actor: AuditActor,
  text: string,
): Promise<AdminPincodePasteResponse> {
  const { valid, invalid } = parsePincodeList(text);
  const result = await pincodeWrite(db, actor, async (tx) => {
    const added = valid.length
      ? await tx
          .insert(pincodes)
          .values(valid.map((pincode) => ({ shopId: actor.shopId, pincode, status: ACTIVE })))
          .onConflictDoNothing()
          .returning({ pincode: pincodes.pincode })
      : [];
    const addedSet = new Set(added.map((row) => row.pincode));
    const alreadyThere = valid.filter((pincode) => !addedSet.has(pincode));
    const activated = alreadyThere.length
      ? await tx
          .update(pincodes)
          .set({ status: ACTIVE })
          .where(
            and(
              eq(pincodes.shopId, actor.shopId),
              inArray(pincodes.pincode, alreadyThere),
              sql`${pincodes.status} <> ${ACTIVE}`,
            ),
          )
          .returning({ pincode: pincodes.pincode })
      : [];
    const changed = { added: [...addedSet], activated: activated.map((row) => row.pincode).sort() };
    const entry = {
      action: 'pasted',
      entityId: 'paste',
      before: { inactive: changed.activated },
      after: changed,
    };
    const anyChange = changed.added.length + changed.activated.length > 0;
    return { result: { ...changed, alreadyThere }, entry: anyChange ? entry : null };
  });
  return {
    message: SELLING_ADMIN_MSG.pasted(
      result.added.length,
      result.alreadyThere.length,
      result.activated.length,
      invalid.length,
    ),
    added: valid.filter((pincode) => result.added.includes(pincode)),
    alreadyThere: result.alreadyThere,
    activated: result.activated,
    invalid,
  };
}

export async function setPincodeStatus(
  db: Db,
  actor: AuditActor,
  id: string,
  status: SellingStatus,
): Promise<{ message: string; pincode: AdminPincode }> {
  const before = await findPincode(db, actor.shopId, id);
  const message = (
    status === 'Active' ? SELLING_ADMIN_MSG.pincodeActivated : SELLING_ADMIN_MSG.pincodeDeactivated
  )(before.pincode);
  // a switch that changes nothing writes nothing and records nothing (decision 0027)
  if (statusOf(before) === status) return { message, pincode: toAdminPincode(before) };
  const after = await pincodeWrite(db, actor, async (tx) => {
    const [row] = await tx
      .update(pincodes)
      .set({ status })
      .where(and(eq(pincodes.shopId, actor.shopId), eq(pincodes.id, id)))
      .returning();
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.pincodeNotFound);
    const action = status === 'Active' ? 'activated' : 'deactivated';
    return { result: row, entry: { action, entityId: id, before: audited(before), after: audited(row) } };
  });
  return { message, pincode: toAdminPincode(after) };
}

export async function deletePincode(db: Db, actor: AuditActor, id: string): Promise<string> {
  const removed = await pincodeWrite(db, actor, async (tx) => {
    const row = await deleteShopRow(tx, pincodes, actor.shopId, id);
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.pincodeNotFound);
    return { result: row, entry: { action: 'deleted', entityId: id, before: audited(row) } };
  });
  return SELLING_ADMIN_MSG.pincodeDeleted(removed.pincode);
}
