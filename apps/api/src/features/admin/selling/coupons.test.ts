import {
  type AdminCoupon,
  type AdminCouponForm,
  CONSOLE_FIELD_MSG,
  COUPON_ADMIN_MSG,
  indiaDate,
  MSG,
} from '@storefront/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../../db/schema';
import { expectError, fieldErrors } from '../../../test/answers';
import type { TestCustomer } from '../../auth/testing';
import {
  addProduct,
  addToCart,
  buyerWith,
  payAndVerify,
  payInPopup,
  paymentShopForFile,
  placeOrder,
  type Shopper,
} from '../../checkout/testing';
import { createTestStaff, type TestStaff } from '../testing';

const ctx = paymentShopForFile();
let owner: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(ctx);
});

const DAY = 86_400_000;
const dayFromNow = (days: number) => indiaDate(new Date(Date.now() + days * DAY));
let run = 0;
const freshCode = (stem: string) => {
  run += 1;
  return `${stem}${run}${Date.now().toString(36)}`.toUpperCase().slice(0, 32);
};

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: owner.headers, payload });

async function created(form: Partial<AdminCouponForm> = {}): Promise<AdminCoupon> {
  const res = await admin('POST', '/coupons', {
    code: freshCode('C'),
    kind: 'percentage',
    percentage: 10,
    ...form,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupon;
}

let address = 0;
/** The storefront's check, each from its own address so its rate limit never bites here. */
function check(code: string, who: TestCustomer | null, total = 1000) {
  address += 1;
  return ctx.app.inject({
    method: 'GET',
    url: `/api/coupon/check/${encodeURIComponent(code)}?total=${total}`,
    headers: who ? who.headers : {},
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
  });
}

/** A customer's order of one ₹500 product with the code, placed and paid through checkout. */
async function paidOrderWith(code: string, buyer?: Shopper) {
  const item = await addProduct(ctx, { stock: 5 });
  const shopper = buyer ?? (await buyerWith(ctx, item));
  if (buyer) await addToCart(ctx, buyer.who, item.id, item.sku);
  const placed = await placeOrder(ctx, shopper, { coupon_code: code.toLowerCase() });
  expect((await payAndVerify(ctx, shopper, placed.razorpay_order.id)).statusCode).toBe(200);
  return shopper;
}

const auditOf = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));

describe('creating coupons in the console', () => {
  it('stores what the check reads: an upper-case code, paise, India days as instants', async () => {
    const code = freshCode('diwali-');
    const res = await admin('POST', '/coupons', {
      code: `  ${code.toLowerCase()} `,
      kind: 'flat',
      percentage: '',
      flatAmount: '150.50',
      minCartValue: '999',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      maxUsesTotal: '100',
      maxUsesPerCustomer: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, coupon } = res.json();
    expect(message).toBe(COUPON_ADMIN_MSG.created);
    expect(coupon).toMatchObject({
      code,
      kind: 'flat',
      percentage: null,
      flatAmount: 150.5,
      minCartValue: 999,
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      // midnight in India, and the end of 31 December in India
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: '2026-12-31T18:30:00.000Z',
      maxUsesTotal: 100,
      maxUsesPerCustomer: 2,
      active: true,
      useCount: 0,
      discountTotal: 0,
    });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({
      code,
      priceOfferPaise: 15_050,
      percentageOffer: null,
      minCartValuePaise: 99_900,
    });

    const [entry, ...more] = await auditOf(coupon.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'coupon.created', staffId: owner.id, before: null });
    expect(entry!.after).toMatchObject({ code, kind: 'flat', flatAmount: 150.5, endsOn: '2026-12-31' });
  });

  it('gives a coupon the storefront accepts for a customer at once', async () => {
    const buyer = await buyerWith(ctx, await addProduct(ctx, { stock: 5 }));
    const coupon = await created({
      percentage: 10,
      minCartValue: 400,
      startsOn: dayFromNow(0),
      endsOn: dayFromNow(0),
    });
    const res = await check(coupon.code.toLowerCase(), buyer.who, 500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.couponApplied,
      couponData: { code: coupon.code, discount: 50 },
    });
    const short = await check(coupon.code, buyer.who, 300);
    expect(short.json().msg).toBe(MSG.couponBelowMinimum('₹100.00'));
  });

  it('refuses bad input with a message per field, never a 500', async () => {
    expect(fieldErrors(await admin('POST', '/coupons', {}))).toMatchObject({
      code: COUPON_ADMIN_MSG.enterCode,
      kind: COUPON_ADMIN_MSG.chooseKind,
    });
    const cases: [Partial<AdminCouponForm>, Record<string, string>][] = [
      [{ code: 'TEN OFF' }, { code: COUPON_ADMIN_MSG.enterCode }],
      [{ code: 'X'.repeat(33) }, { code: COUPON_ADMIN_MSG.enterCode }],
      [{ percentage: 101 }, { percentage: COUPON_ADMIN_MSG.enterPercentage }],
      [{ percentage: 12.5 }, { percentage: COUPON_ADMIN_MSG.enterPercentage }],
      [{ percentage: '' }, { percentage: COUPON_ADMIN_MSG.enterPercentage }],
      [{ flatAmount: 50 }, { flatAmount: COUPON_ADMIN_MSG.oneOffer }],
      [{ kind: 'flat', percentage: null, flatAmount: 10.555 }, { flatAmount: CONSOLE_FIELD_MSG.twoDecimals }],
      [
        { kind: 'flat', percentage: null, flatAmount: 99_999_999_999_999 },
        { flatAmount: CONSOLE_FIELD_MSG.atMost('₹1,00,00,000.00') },
      ],
      [{ kind: 'flat', percentage: null, flatAmount: 0 }, { flatAmount: COUPON_ADMIN_MSG.enterFlatAmount }],
      [{ kind: 'flat', percentage: null }, { flatAmount: COUPON_ADMIN_MSG.enterFlatAmount }],
      [{ minCartValue: -1 }, { minCartValue: COUPON_ADMIN_MSG.enterMinCart }],
      [{ startsOn: '2026-02-30' }, { startsOn: COUPON_ADMIN_MSG.enterDate }],
      [{ endsOn: '31/12/2026' }, { endsOn: COUPON_ADMIN_MSG.enterDate }],
      [{ startsOn: '2026-12-02', endsOn: '2026-12-01' }, { endsOn: COUPON_ADMIN_MSG.endsBeforeStarts }],
      [{ maxUsesTotal: 0 }, { maxUsesTotal: COUPON_ADMIN_MSG.enterMaxUses }],
      [
        { maxUsesTotal: 5, maxUsesPerCustomer: 6 },
        { maxUsesPerCustomer: COUPON_ADMIN_MSG.perCustomerAboveTotal },
      ],
      [{ active: 'yes' as unknown as boolean }, { active: expect.any(String) }],
    ];
    for (const [form, fields] of cases) {
      const res = await admin('POST', '/coupons', {
        code: freshCode('BAD'),
        kind: 'percentage',
        percentage: 10,
        ...form,
      });
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.json().fields, JSON.stringify(form)).toEqual(fields);
      expect(res.json().msg).toBe(Object.values(res.json().fields)[0]);
    }
    // the same day for both is one day long, and valid
    expect((await created({ startsOn: '2026-12-01', endsOn: '2026-12-01' })).endsOn).toBe('2026-12-01');
  });

  it('refuses a code another coupon has, in any case, with a 409 under the code', async () => {
    const first = await created();
    const again = await admin('POST', '/coupons', {
      code: first.code.toLowerCase(),
      kind: 'flat',
      flatAmount: 50,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      msg: COUPON_ADMIN_MSG.codeTaken,
      fields: { code: COUPON_ADMIN_MSG.codeTaken },
    });
    const other = await created();
    const renamed = await admin('PUT', `/coupons/${other.id}`, {
      code: first.code,
      kind: 'percentage',
      percentage: 5,
    });
    expect(fieldErrors(renamed, 409)).toEqual({ code: COUPON_ADMIN_MSG.codeTaken });
    expect(await auditOf(other.id)).toHaveLength(1);
  });
});

describe('editing, switching and deleting', () => {
  it('saves a new kind, clearing the other offer, with the before and after audited', async () => {
    const coupon = await created({ percentage: 15, maxUsesPerCustomer: 3 });
    const res = await admin('PUT', `/coupons/${coupon.id}`, {
      code: coupon.code,
      kind: 'flat',
      flatAmount: 75,
      maxUsesPerCustomer: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: COUPON_ADMIN_MSG.saved,
      coupon: { kind: 'flat', percentage: null, flatAmount: 75, maxUsesPerCustomer: null },
    });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ percentageOffer: null, priceOfferPaise: 7_500, maxUsesPerCustomer: null });
    const saved = (await auditOf(coupon.id)).at(-1)!;
    expect(saved).toMatchObject({ action: 'coupon.saved', staffId: owner.id });
    expect(saved.before).toMatchObject({ kind: 'percentage', percentage: 15, maxUsesPerCustomer: 3 });
    expect(saved.after).toMatchObject({ kind: 'flat', flatAmount: 75, maxUsesPerCustomer: null });
    expect((await check(coupon.code, null, 1000)).json().couponData).toMatchObject({
      price_offer: 75,
      discount: 75,
    });
  });

  it('deactivated, the check refuses it with the shop’s message; activated, accepts it again', async () => {
    const coupon = await created();
    const off = await admin('PATCH', `/coupons/${coupon.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: COUPON_ADMIN_MSG.deactivated,
      coupon: { active: false, state: 'inactive' },
    });
    const refused = await check(coupon.code, null);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: MSG.couponInactive, message: MSG.couponInactive });

    const on = await admin('PATCH', `/coupons/${coupon.id}/active`, { active: true });
    expect(on.json()).toMatchObject({
      message: COUPON_ADMIN_MSG.activated,
      coupon: { active: true, state: 'active' },
    });
    expect((await check(coupon.code, null)).statusCode).toBe(200);
    expect(
      (await auditOf(coupon.id)).map((entry) => [entry.action, entry.before?.active, entry.after?.active]),
    ).toEqual([
      ['coupon.created', undefined, true],
      ['coupon.deactivated', true, false],
      ['coupon.activated', false, true],
    ]);
    expect((await admin('PATCH', `/coupons/${coupon.id}/active`, {})).statusCode).toBe(400);
  });

  it('deletes a coupon never used, and refuses one used on an order: deactivate it instead', async () => {
    const unused = await created();
    const gone = await admin('DELETE', `/coupons/${unused.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: COUPON_ADMIN_MSG.deleted });
    expect(await ctx.db.select().from(coupons).where(eq(coupons.id, unused.id))).toEqual([]);
    expect((await auditOf(unused.id)).at(-1)).toMatchObject({ action: 'coupon.deleted', after: null });
    expect((await check(unused.code, null)).json().msg).toBe(MSG.invalidCoupon);

    const used = await created();
    await paidOrderWith(used.code);
    expectError(await admin('DELETE', `/coupons/${used.id}`), 409, COUPON_ADMIN_MSG.usedNotDeleted);
    // nor may its code change: orders and the per-customer limit know it by its code
    const renamed = await admin('PUT', `/coupons/${used.id}`, {
      code: freshCode('NEW'),
      kind: 'percentage',
      percentage: 10,
    });
    expect(fieldErrors(renamed, 409)).toEqual({ code: COUPON_ADMIN_MSG.usedCodeFixed });
    const sameCode = await admin('PUT', `/coupons/${used.id}`, {
      code: used.code.toLowerCase(),
      kind: 'percentage',
      percentage: 12,
    });
    expect(sameCode.statusCode).toBe(200);

    // an unpaid order still holding its stock may yet be paid: it keeps the coupon too
    const waiting = await created();
    const buyer = await buyerWith(ctx, await addProduct(ctx, { stock: 5 }));
    await placeOrder(ctx, buyer, { coupon_code: waiting.code });
    expect((await admin('DELETE', `/coupons/${waiting.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for a coupon that does not exist and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const res of [
      await admin('GET', `/coupons/${missing}`),
      await admin('PUT', `/coupons/${missing}`, { code: 'ANY', kind: 'percentage', percentage: 5 }),
      await admin('PATCH', `/coupons/${missing}/active`, { active: false }),
      await admin('DELETE', `/coupons/${missing}`),
    ]) {
      expectError(res, 404, COUPON_ADMIN_MSG.couponNotFound);
    }
    expect((await admin('GET', '/coupons/nope')).statusCode).toBe(400);
  });
});

describe('uses', () => {
  it('counts the orders the check counts, with the discount they got', async () => {
    const coupon = await created({ percentage: 10, maxUsesPerCustomer: 1 });
    const asha = await paidOrderWith(coupon.code);
    await paidOrderWith(coupon.code);
    // a failed payment and an unpaid order are no uses
    const failing = await buyerWith(ctx, await addProduct(ctx, { stock: 5 }));
    const failed = await placeOrder(ctx, failing, { coupon_code: coupon.code });
    await payInPopup(ctx, failing, failed.razorpay_order.id, 'failure');
    const waiting = await buyerWith(ctx, await addProduct(ctx, { stock: 5 }));
    await placeOrder(ctx, waiting, { coupon_code: coupon.code });

    const shown = (await admin('GET', `/coupons/${coupon.id}`)).json().coupon;
    // two paid orders of ₹500 each at 10 %
    expect(shown).toMatchObject({ useCount: 2, discountTotal: 100 });

    // the customer at the per-customer limit is refused; another is not
    expectError(await check(coupon.code, asha.who), 409, MSG.couponUsedUp);
    expect((await check(coupon.code, failing.who)).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('searches by code and filters by state, newest first, with each coupon’s figures', async () => {
    const stem = freshCode('LIST').slice(0, 12);
    const live = await created({
      code: `${stem}-LIVE`,
      kind: 'flat',
      percentage: null,
      flatAmount: 20,
      minCartValue: 300,
    });
    const off = await created({ code: `${stem}-OFF`, active: false });
    const ended = await created({ code: `${stem}-OLD`, startsOn: dayFromNow(-10), endsOn: dayFromNow(-1) });
    const soon = await created({ code: `${stem}_SOON`, startsOn: dayFromNow(2) });
    await paidOrderWith(live.code);

    const list = async (query: string, q = stem.toLowerCase()) => {
      const res = await admin('GET', `/coupons?q=${encodeURIComponent(q)}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: AdminCoupon[]; total: number; page: number; pageSize: number };
    };
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.code)).toEqual([soon.code, ended.code, off.code, live.code]);
    expect(all.items.map((item) => item.state)).toEqual(['scheduled', 'expired', 'inactive', 'active']);
    expect(all.items.at(-1)).toMatchObject({
      kind: 'flat',
      flatAmount: 20,
      minCartValue: 300,
      useCount: 1,
      discountTotal: 20,
    });

    for (const [state, code] of [
      ['active', live.code],
      ['inactive', off.code],
      ['expired', ended.code],
      ['scheduled', soon.code],
    ]) {
      const page = await list(`&state=${state}`);
      expect(
        page.items.map((item) => item.code),
        state,
      ).toEqual([code]);
    }
    // "_" in a search is a character of the code, not a wildcard
    expect((await list('', `${stem}_L`)).items).toHaveLength(0);
    expect((await list('', `${stem}_s`)).items.map((item) => item.code)).toEqual([soon.code]);

    const paged = await list('&pageSize=3&page=2');
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((item) => item.code)).toEqual([live.code]);
    expect((await admin('GET', '/coupons?state=gone')).statusCode).toBe(400);
  });
});
