/**
 * The console's coupons: what the owner writes is exactly what the storefront's check reads
 * (features/coupons): upper-case codes, a percentage or a flat amount in paise, a minimum
 * cart, India-day dates as instants, limits, the active flag. Every write is audited in its
 * transaction. The check reads the table on every call (no response cache), so a change
 * applies to the next check at once. Decision 0039.
 */
import {
  type AdminCoupon,
  type AdminCouponBody,
  type AdminCouponsFilter,
  type AdminCouponsResponse,
  COUPON_ADMIN_MSG,
  couponEndsAt,
  couponEndsOn,
  couponStartsAt,
  couponState,
  indiaDate,
  paise,
  paiseToRupees,
  rupeesToPaise,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { refuseDuplicate } from '../../../db/errors';
import { pageAnswer } from '../../../db/paging';
import { coupons } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../audit';
import { auditedWriter } from '../audited-write';
import * as repo from './coupons-repository';

const rupeesOrNull = (value: number | null) => (value == null ? null : paiseToRupees(paise(value)));

/** What the form edits, as it reads it: the audit's before and after. */
function formShape(row: repo.CouponRow) {
  const percentage = row.percentageOffer != null && row.percentageOffer > 0 ? row.percentageOffer : null;
  return {
    code: row.code,
    // the check's own rule: a percentage when there is one, else the flat amount
    kind: percentage != null ? ('percentage' as const) : ('flat' as const),
    percentage,
    flatAmount: percentage != null ? null : rupeesOrNull(row.priceOfferPaise),
    minCartValue: rupeesOrNull(row.minCartValuePaise),
    startsOn: row.startsAt ? indiaDate(row.startsAt) : null,
    endsOn: row.endsAt ? couponEndsOn(row.endsAt) : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUsesTotal: row.maxUsesTotal,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
  };
}

function toAdminCoupon(row: repo.CouponRow, uses: repo.CouponUses | undefined, now: Date): AdminCoupon {
  return {
    id: row.id,
    ...formShape(row),
    state: couponState(row, now),
    useCount: uses?.useCount ?? 0,
    discountTotal: paiseToRupees(paise(uses?.discountPaise ?? 0)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a body writes: only its kind's offer, so the other is cleared. */
function columnsOf(body: AdminCouponBody) {
  const percentage = body.kind === 'percentage';
  return {
    code: body.code,
    percentageOffer: percentage ? body.percentage : null,
    priceOfferPaise: !percentage && body.flatAmount != null ? rupeesToPaise(body.flatAmount) : null,
    minCartValuePaise: body.minCartValue == null ? null : rupeesToPaise(body.minCartValue),
    startsAt: body.startsOn ? couponStartsAt(body.startsOn) : null,
    endsAt: body.endsOn ? couponEndsAt(body.endsOn) : null,
    maxUsesTotal: body.maxUsesTotal,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    active: body.active,
  };
}

export async function listCoupons(
  db: Db,
  shopId: string,
  filter: AdminCouponsFilter,
  now = new Date(),
): Promise<AdminCouponsResponse> {
  const { rows, total } = await repo.listCoupons(db, shopId, filter, now);
  const uses = await repo.usesOf(
    db,
    shopId,
    rows.map((row) => row.code),
  );
  return pageAnswer(
    rows.map((row) => toAdminCoupon(row, uses.get(row.code.toUpperCase()), now)),
    total,
    filter,
  );
}

export async function getCoupon(db: Db, shopId: string, id: string): Promise<AdminCoupon> {
  const row = await repo.findCouponById(db, shopId, id);
  if (!row) throw AppError.notFound(COUPON_ADMIN_MSG.couponNotFound);
  const uses = await repo.usesOf(db, shopId, [row.code]);
  return toAdminCoupon(row, uses.get(row.code.toUpperCase()), new Date());
}

// checkout reads coupons on every call, past the storefront's caches
const couponWrite = auditedWriter('coupon', { storefront: false });

const codeTaken = () => AppError.conflict(COUPON_ADMIN_MSG.codeTaken, { code: COUPON_ADMIN_MSG.codeTaken });

/** Two owners saving one code at once: the unique index refuses the second, with the same 409. */
const codeSafe = <T>(work: () => Promise<T>) => refuseDuplicate(work, codeTaken);

export async function createCoupon(db: Db, actor: AuditActor, body: AdminCouponBody) {
  if (await repo.codeClash(db, actor.shopId, body.code)) throw codeTaken();
  const id = await codeSafe(() =>
    couponWrite(db, actor, async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ shopId: actor.shopId, ...columnsOf(body) })
        .returning();
      return { result: row!.id, entry: { action: 'created', entityId: row!.id, after: formShape(row!) } };
    }),
  );
  return getCoupon(db, actor.shopId, id);
}

export async function saveCoupon(db: Db, actor: AuditActor, id: string, body: AdminCouponBody) {
  const { shopId } = actor;
  if (!(await repo.findCouponById(db, shopId, id))) throw AppError.notFound(COUPON_ADMIN_MSG.couponNotFound);
  if (await repo.codeClash(db, shopId, body.code, id)) throw codeTaken();
  await codeSafe(() =>
    couponWrite(db, actor, async (tx) => {
      const before = await repo.findCouponById(tx, shopId, id, true);
      if (!before) throw AppError.notFound(COUPON_ADMIN_MSG.couponNotFound);
      // Orders keep the code, and the per-customer limit counts them by it: a new code would
      // lose the uses and let every customer use the coupon again.
      if (before.code.toUpperCase() !== body.code && (await repo.hasOrders(tx, shopId, before.code)))
        throw AppError.conflict(COUPON_ADMIN_MSG.usedCodeFixed, { code: COUPON_ADMIN_MSG.usedCodeFixed });
      const [after] = await tx
        .update(coupons)
        .set(columnsOf(body))
        .where(and(eq(coupons.shopId, shopId), eq(coupons.id, id)))
        .returning();
      return {
        result: id,
        entry: { action: 'saved', entityId: id, before: formShape(before), after: formShape(after!) },
      };
    }),
  );
  return getCoupon(db, shopId, id);
}

export async function setCouponActive(db: Db, actor: AuditActor, id: string, active: boolean) {
  const { shopId } = actor;
  await couponWrite(db, actor, async (tx) => {
    const before = await repo.findCouponById(tx, shopId, id, true);
    if (!before) throw AppError.notFound(COUPON_ADMIN_MSG.couponNotFound);
    const [after] = await tx
      .update(coupons)
      .set({ active })
      .where(and(eq(coupons.shopId, shopId), eq(coupons.id, id)))
      .returning();
    const action = active ? 'activated' : 'deactivated';
    return {
      result: id,
      entry: { action, entityId: id, before: formShape(before), after: formShape(after!) },
    };
  });
  return getCoupon(db, shopId, id);
}

/** Only a coupon no order has used (or may still use): orders keep its code. */
export async function deleteCoupon(db: Db, actor: AuditActor, id: string) {
  const { shopId } = actor;
  await couponWrite(db, actor, async (tx) => {
    const before = await repo.findCouponById(tx, shopId, id, true);
    if (!before) throw AppError.notFound(COUPON_ADMIN_MSG.couponNotFound);
    if (await repo.hasOrders(tx, shopId, before.code))
      throw AppError.conflict(COUPON_ADMIN_MSG.usedNotDeleted);
    await tx.delete(coupons).where(and(eq(coupons.shopId, shopId), eq(coupons.id, id)));
    return { result: id, entry: { action: 'deleted', entityId: id, before: formShape(before), after: null } };
  });
}
