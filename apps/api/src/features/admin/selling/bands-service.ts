/**
 * Delivery price bands and free-delivery bands (docs/api.md, "Console: selling rules"). The
 * two tables differ only in their amount, so one service serves both through a `BandKind`.
 *
 * Active bands of one kind may meet at a kilometre but not overlap (decision 0038): where two
 * overlapped, which price applied would depend on the order checkout reads them in. Writes of
 * one kind take a transaction-wide advisory lock first, so two saves cannot both pass the
 * check and overlap each other.
 */
import {
  type AdminDeliveryBand,
  type AdminFreeBand,
  paise,
  paiseToRupees,
  rupeesToPaise,
  SELLING_ADMIN_MSG,
  type SellingStatus,
} from '@storefront/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { deliveryPriceBands, freeDeliveryBands } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { catalogueChanged } from '../../../lib/response-cache';
import { type AuditActor, recordAudit } from '../audit';

/** The first key of our advisory locks ('STOR', lib/deployment-lock.ts). */
const LOCK_SPACE = 0x53544f52;
const ACTIVE = 'Active';

/** A band as the service sees either table: its amount in paise. */
export type Band = { id: string; min: number; max: number; amountPaise: number; status: SellingStatus };
/** What a form sends, the amount in rupees under the kind's own field name. */
type BandInput = { min_kilometer: number; max_kilometer: number; status: SellingStatus; amount: number };

type DeliveryRow = typeof deliveryPriceBands.$inferSelect;
type FreeRow = typeof freeDeliveryBands.$inferSelect;
const statusOf = (status: string): SellingStatus => (status === ACTIVE ? 'Active' : 'Inactive');

/** The table access of one kind of band: the only place the two tables differ. */
type BandStore = {
  entity: 'delivery_band' | 'free_delivery_band';
  list(db: Db | Tx, shopId: string): Promise<Band[]>;
  insert(tx: Tx, shopId: string, band: Omit<Band, 'id'>): Promise<Band>;
  update(tx: Tx, shopId: string, band: Band): Promise<Band | undefined>;
  remove(tx: Tx, shopId: string, id: string): Promise<Band | undefined>;
};

const fromDelivery = (row: DeliveryRow): Band => ({
  id: row.id,
  min: row.minKilometer,
  max: row.maxKilometer,
  amountPaise: row.deliveryPricePaise,
  status: statusOf(row.status),
});
const fromFree = (row: FreeRow): Band => ({
  id: row.id,
  min: row.minKilometer,
  max: row.maxKilometer,
  amountPaise: row.freeDeliveryPricePaise,
  status: statusOf(row.status),
});

const deliveryStore: BandStore = {
  entity: 'delivery_band',
  async list(db, shopId) {
    const t = deliveryPriceBands;
    const rows = await db
      .select()
      .from(t)
      .where(eq(t.shopId, shopId))
      .orderBy(asc(t.minKilometer), asc(t.maxKilometer), asc(t.id));
    return rows.map(fromDelivery);
  },
  async insert(tx, shopId, band) {
    const [row] = await tx
      .insert(deliveryPriceBands)
      .values({
        shopId,
        minKilometer: band.min,
        maxKilometer: band.max,
        deliveryPricePaise: band.amountPaise,
        status: band.status,
      })
      .returning();
    return fromDelivery(row!);
  },
  async update(tx, shopId, band) {
    const t = deliveryPriceBands;
    const [row] = await tx
      .update(t)
      .set({
        minKilometer: band.min,
        maxKilometer: band.max,
        deliveryPricePaise: band.amountPaise,
        status: band.status,
      })
      .where(and(eq(t.shopId, shopId), eq(t.id, band.id)))
      .returning();
    return row && fromDelivery(row);
  },
  async remove(tx, shopId, id) {
    const t = deliveryPriceBands;
    const [row] = await tx
      .delete(t)
      .where(and(eq(t.shopId, shopId), eq(t.id, id)))
      .returning();
    return row && fromDelivery(row);
  },
};

const freeStore: BandStore = {
  entity: 'free_delivery_band',
  async list(db, shopId) {
    const t = freeDeliveryBands;
    const rows = await db
      .select()
      .from(t)
      .where(eq(t.shopId, shopId))
      .orderBy(asc(t.minKilometer), asc(t.maxKilometer), asc(t.id));
    return rows.map(fromFree);
  },
  async insert(tx, shopId, band) {
    const [row] = await tx
      .insert(freeDeliveryBands)
      .values({
        shopId,
        minKilometer: band.min,
        maxKilometer: band.max,
        freeDeliveryPricePaise: band.amountPaise,
        status: band.status,
      })
      .returning();
    return fromFree(row!);
  },
  async update(tx, shopId, band) {
    const t = freeDeliveryBands;
    const [row] = await tx
      .update(t)
      .set({
        minKilometer: band.min,
        maxKilometer: band.max,
        freeDeliveryPricePaise: band.amountPaise,
        status: band.status,
      })
      .where(and(eq(t.shopId, shopId), eq(t.id, band.id)))
      .returning();
    return row && fromFree(row);
  },
  async remove(tx, shopId, id) {
    const t = freeDeliveryBands;
    const [row] = await tx
      .delete(t)
      .where(and(eq(t.shopId, shopId), eq(t.id, id)))
      .returning();
    return row && fromFree(row);
  },
};

const BAND_STORES = { delivery: deliveryStore, free: freeStore } as const;
export type BandKind = keyof typeof BAND_STORES;

const rupees = (band: Band) => paiseToRupees(paise(band.amountPaise));
export const toDeliveryBand = (band: Band): AdminDeliveryBand => ({
  id: band.id,
  min_kilometer: band.min,
  max_kilometer: band.max,
  delivery_price: rupees(band),
  status: band.status,
});
export const toFreeBand = (band: Band): AdminFreeBand => ({
  id: band.id,
  min_kilometer: band.min,
  max_kilometer: band.max,
  freedelivery_price: rupees(band),
  status: band.status,
});
const audited = (band: Band) => ({
  min_kilometer: band.min,
  max_kilometer: band.max,
  amount: rupees(band),
  status: band.status,
});

export async function listBands(db: Db, shopId: string, kind: BandKind): Promise<Band[]> {
  return BAND_STORES[kind].list(db, shopId);
}

/**
 * 409 naming each bound that lies inside another active band of the kind (both when the
 * band would swallow one whole). Meeting at a kilometre is allowed: there the band starting
 * lower applies, the order checkout reads them in.
 */
function refuseOverlap(band: Omit<Band, 'id'> & { id?: string }, others: Band[]): void {
  if (band.status !== 'Active') return;
  const clash = others.find(
    (other) =>
      other.status === 'Active' && other.id !== band.id && band.min < other.max && other.min < band.max,
  );
  if (!clash) return;
  const message = SELLING_ADMIN_MSG.bandOverlaps(clash.min, clash.max);
  const fields: Record<string, string> = {};
  if (band.min >= clash.min && band.min < clash.max) fields.min_kilometer = message;
  if (band.max > clash.min && band.max <= clash.max) fields.max_kilometer = message;
  if (Object.keys(fields).length === 0) {
    fields.min_kilometer = message;
    fields.max_kilometer = message;
  }
  throw AppError.conflict(message, fields);
}

/** Serialises the writes of one kind of band of a shop until the transaction ends. */
async function lockBands(tx: Tx, shopId: string, kind: BandKind) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`selling-bands:${kind}:${shopId}`}))`,
  );
}

const sameBand = (a: Band, b: Band) =>
  a.min === b.min && a.max === b.max && a.amountPaise === b.amountPaise && a.status === b.status;

const fromInput = (input: BandInput): Omit<Band, 'id'> => ({
  min: input.min_kilometer,
  max: input.max_kilometer,
  amountPaise: rupeesToPaise(input.amount),
  status: input.status,
});

export async function createBand(db: Db, actor: AuditActor, kind: BandKind, input: BandInput): Promise<Band> {
  const store = BAND_STORES[kind];
  const band = fromInput(input);
  const saved = await db.transaction(async (tx) => {
    await lockBands(tx, actor.shopId, kind);
    refuseOverlap(band, await store.list(tx, actor.shopId));
    const row = await store.insert(tx, actor.shopId, band);
    await recordAudit(tx, actor, {
      action: `${store.entity}.added`,
      entity: store.entity,
      entityId: row.id,
      after: audited(row),
    });
    return row;
  });
  catalogueChanged(db);
  return saved;
}

/** Replaces a band, or (with `status` only) switches it on or off; both check overlaps. */
export async function saveBand(
  db: Db,
  actor: AuditActor,
  kind: BandKind,
  id: string,
  change: BandInput | { status: SellingStatus },
): Promise<Band> {
  const store = BAND_STORES[kind];
  const result = await db.transaction(async (tx) => {
    await lockBands(tx, actor.shopId, kind);
    const all = await store.list(tx, actor.shopId);
    const before = all.find((band) => band.id === id);
    if (!before) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    const next: Band =
      'amount' in change ? { ...fromInput(change), id } : { ...before, status: change.status };
    // a save that changes nothing writes nothing and records nothing (decision 0027)
    if (sameBand(next, before)) return { band: before, changed: false };
    refuseOverlap(next, all);
    const row = await store.update(tx, actor.shopId, next);
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    const action = 'amount' in change ? 'saved' : change.status === 'Active' ? 'activated' : 'deactivated';
    await recordAudit(tx, actor, {
      action: `${store.entity}.${action}`,
      entity: store.entity,
      entityId: id,
      before: audited(before),
      after: audited(row),
    });
    return { band: row, changed: true };
  });
  if (result.changed) catalogueChanged(db);
  return result.band;
}

export async function deleteBand(db: Db, actor: AuditActor, kind: BandKind, id: string): Promise<void> {
  const store = BAND_STORES[kind];
  await db.transaction(async (tx) => {
    const row = await store.remove(tx, actor.shopId, id);
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    await recordAudit(tx, actor, {
      action: `${store.entity}.deleted`,
      entity: store.entity,
      entityId: id,
      before: audited(row),
    });
  });
  catalogueChanged(db);
}
