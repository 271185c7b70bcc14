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
import { deleteShopRow } from '../../../db/shop-rows';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { auditedWriter } from '../audited-write';

/** The first key of our advisory locks ('STOR', lib/deployment-lock.ts). */
const LOCK_SPACE = 0x53544f52;
const ACTIVE = 'Active';

/** A band as the service sees either table: its amount in paise. */
export type Band = { id: string; min: number; max: number; amountPaise: number; status: SellingStatus };
/** What a form sends, the amount in rupees under the kind's own field name. */
type BandInput = { min_kilometer: number; max_kilometer: number; status: SellingStatus; amount: number };

const statusOf = (status: string): SellingStatus => (status === ACTIVE ? 'Active' : 'Inactive');

/** The table access of one kind of band: the only place the two tables differ. */
type BandStore = {
  entity: 'delivery_band' | 'free_delivery_band';
  list(db: Db | Tx, shopId: string): Promise<Band[]>;
  insert(tx: Tx, shopId: string, band: Omit<Band, 'id'>): Promise<Band>;
  update(tx: Tx, shopId: string, band: Band): Promise<Band | undefined>;
  remove(tx: Tx, shopId: string, id: string): Promise<Band | undefined>;
};

/**
 * The two tables have the same columns but the amount's, so one store serves both, naming
 * that column by its key; the rest is typed as the delivery table's (drizzle reads each
 * column from the table given).
 */
function bandStore(
  entity: BandStore['entity'],
  table: typeof deliveryPriceBands | typeof freeDeliveryBands,
  amount: 'deliveryPricePaise' | 'freeDeliveryPricePaise',
): BandStore {
  const t = table as typeof deliveryPriceBands;
  type Row = typeof deliveryPriceBands.$inferSelect;
  const fromRow = (row: Row): Band => ({
    id: row.id,
    min: row.minKilometer,
    max: row.maxKilometer,
    amountPaise: (row as Record<string, unknown>)[amount] as number,
    status: statusOf(row.status),
  });
  type Columns = Omit<typeof t.$inferInsert, 'shopId'>;
  const columns = (band: Omit<Band, 'id'>): Columns => ({
    minKilometer: band.min,
    maxKilometer: band.max,
    ...({ [amount]: band.amountPaise } as Pick<Columns, 'deliveryPricePaise'>),
    status: band.status,
  });
  return {
    entity,
    async list(db, shopId) {
      const rows = await db
        .select()
        .from(t)
        .where(eq(t.shopId, shopId))
        .orderBy(asc(t.minKilometer), asc(t.maxKilometer), asc(t.id));
      return rows.map(fromRow);
    },
    async insert(tx, shopId, band) {
      const [row] = await tx
        .insert(t)
        .values({ ...columns(band), shopId })
        .returning();
      return fromRow(row!);
    },
    async update(tx, shopId, band) {
      const [row] = await tx
        .update(t)
        .set(columns(band))
        .where(and(eq(t.shopId, shopId), eq(t.id, band.id)))
        .returning();
      return row && fromRow(row);
    },
    async remove(tx, shopId, id) {
      const row = await deleteShopRow(tx, t, shopId, id);
      return row && fromRow(row);
    },
  };
}

const BAND_STORES = {
  delivery: bandStore('delivery_band', deliveryPriceBands, 'deliveryPricePaise'),
  free: bandStore('free_delivery_band', freeDeliveryBands, 'freeDeliveryPricePaise'),
} as const;
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

const bandWrite = (store: BandStore) => auditedWriter(store.entity, { storefront: true });

export async function createBand(db: Db, actor: AuditActor, kind: BandKind, input: BandInput): Promise<Band> {
  const store = BAND_STORES[kind];
  const band = fromInput(input);
  return bandWrite(store)(db, actor, async (tx) => {
    await lockBands(tx, actor.shopId, kind);
    refuseOverlap(band, await store.list(tx, actor.shopId));
    const row = await store.insert(tx, actor.shopId, band);
    return { result: row, entry: { action: 'added', entityId: row.id, after: audited(row) } };
  });
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
  return bandWrite(store)(db, actor, async (tx) => {
    await lockBands(tx, actor.shopId, kind);
    const all = await store.list(tx, actor.shopId);
    const before = all.find((band) => band.id === id);
    if (!before) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    const next: Band =
      'amount' in change ? { ...fromInput(change), id } : { ...before, status: change.status };
    // a save that changes nothing writes nothing and records nothing (decision 0027)
    if (sameBand(next, before)) return { result: before, entry: null };
    refuseOverlap(next, all);
    const row = await store.update(tx, actor.shopId, next);
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    const action = 'amount' in change ? 'saved' : change.status === 'Active' ? 'activated' : 'deactivated';
    return { result: row, entry: { action, entityId: id, before: audited(before), after: audited(row) } };
  });
}

export async function deleteBand(db: Db, actor: AuditActor, kind: BandKind, id: string): Promise<void> {
  const store = BAND_STORES[kind];
  await bandWrite(store)(db, actor, async (tx) => {
    const row = await store.remove(tx, actor.shopId, id);
    if (!row) throw AppError.notFound(SELLING_ADMIN_MSG.bandNotFound);
    return { result: row, entry: { action: 'deleted', entityId: id, before: audited(row) } };
  });
}
