import { formatRupees, MSG, PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, coupons, orders } from '../../db/schema';
import { expectError } from '../../test/answers';
import { insertProduct } from '../../test/fixtures';
import { authAppForFile, createTestCustomer, type TestCustomer } from '../auth/testing';
import { DEFAULT_COUPON_CHECK_LIMIT } from './routes';

const ctx = authAppForFile();
const DAY = 24 * 60 * 60 * 1000;
const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

beforeAll(async () => {
  const shopId = ctx.config.SHOP_ID;
  await ctx.db.insert(coupons).values([
    { shopId, code: 'SAVE10', percentageOffer: 10 },
    { shopId, code: 'FLAT150', priceOfferPaise: 15_000 },
    { shopId, code: 'PAUSED', percentageOffer: 5, active: false },
    { shopId, code: 'SOON', percentageOffer: 5, startsAt: new Date(Date.now() + DAY) },
    { shopId, code: 'GONE', percentageOffer: 5, endsAt: new Date(Date.now() - DAY) },
    {
      shopId,
      code: 'NOW',
      percentageOffer: 5,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    },
    { shopId, code: 'BIG500', percentageOffer: 20, minCartValuePaise: 50_000 },
    { shopId, code: 'ONCE', priceOfferPaise: 5_000, maxUsesPerCustomer: 1 },
    { shopId, code: 'TWICE', priceOfferPaise: 5_000, maxUsesPerCustomer: 2 },
    { shopId, code: 'FIRST2', priceOfferPaise: 5_000, maxUsesTotal: 2 },
    { shopId: 'another-shop', code: 'ELSEWHERE', percentageOffer: 50 },
  ]);
});

let address = 0;
/** Each check from its own client address, so the rate limit only bites where a test wants it. */
function check(
  code: string,
  { who = null, total, ip }: { who?: TestCustomer | null; total?: number | string; ip?: string } = {},
) {
  address += 1;
  const query = new URLSearchParams({ user_id: ctx.config.SHOP_ID });
  if (total !== undefined) query.set('total', String(total));
  return ctx.app.inject({
    method: 'GET',
    url: `/api/coupon/check/${encodeURIComponent(code)}?${query}`,
    headers: who ? who.headers : {},
    remoteAddress: ip ?? `10.0.${address >> 8}.${address & 255}`,
  });
}

async function expectRefusal(res: Awaited<ReturnType<typeof check>>, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ isError: true, msg: message, message });
}

async function placedOrder(who: TestCustomer, couponCode: string, status: string, createdAt = new Date()) {
  await ctx.db.insert(orders).values({
    createdAt,
    shopId: ctx.config.SHOP_ID,
    receiptId: `R-${Math.random().toString(36).slice(2)}`,
    userId: who.userId,
    status,
    paymentMode: 'Pay now',
    amountBeforeDiscountPaise: 100_000,
    amountAfterDiscountPaise: 95_000,
    couponCode,
  });
}

describe('GET /coupon/check/{code}', () => {
  it('applies a percentage coupon to the sent total, ignoring the case of the code', async () => {
    const res = await check('save10', { total: 1234.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isError: false,
      message: MSG.couponApplied,
      couponData: {
        code: 'SAVE10',
        percentage_offer: 10,
        price_offer: null,
        discount: 123.45,
        total: 1234.5,
      },
    });
    expect((await check('  Save10 ', { total: 100 })).json().couponData.discount).toBe(10);
  });

  it('applies a fixed coupon, never more than the total', async () => {
    expect((await check('FLAT150', { total: 1000 })).json().couponData).toMatchObject({
      percentage_offer: null,
      price_offer: 150,
      discount: 150,
    });
    expect((await check('flat150', { total: 99.5 })).json().couponData.discount).toBe(99.5);
  });

  it("uses the customer's server cart total when no total is sent", async () => {
    const asha = await createTestCustomer(ctx);
    const productId = await insertProduct(ctx.db, ctx.config.SHOP_ID, {
      sku: `CPN-${Date.now()}`,
      originalPricePaise: 80_000,
      discountPricePaise: 60_000,
    });
    await ctx.db.insert(cartLines).values({
      shopId: ctx.config.SHOP_ID,
      userId: asha.userId,
      productId,
      productSku: `CPN-${Date.now()}`,
      quantity: 2,
    });
    const res = await check('SAVE10', { who: asha });
    expect(res.statusCode).toBe(200);
    expect(res.json().couponData).toMatchObject({ total: 1200, discount: 120 });

    const empty = await createTestCustomer(ctx);
    const emptyRes = await check('BIG500', { who: empty });
    await expectRefusal(emptyRes, 409, MSG.couponBelowMinimum(formatRupees(500)));
  });

  it('needs a total from a guest', async () => {
    expectError(await check('SAVE10'), 400, MSG.couponNeedsTotal);
    expect((await check('SAVE10', { total: 'lots' })).statusCode).toBe(400);
    expect((await check('SAVE10', { total: -1 })).statusCode).toBe(400);
  });

  it('refuses each case with its own message', async () => {
    await expectRefusal(await check('NOSUCH', { total: 100 }), 404, MSG.invalidCoupon);
    await expectRefusal(await check('elsewhere', { total: 100 }), 404, MSG.invalidCoupon);
    await expectRefusal(await check('paused', { total: 100 }), 409, MSG.couponInactive);
    await expectRefusal(await check('soon', { total: 100 }), 409, MSG.couponNotStarted);
    await expectRefusal(await check('gone', { total: 100 }), 409, MSG.couponExpired);
    expect((await check('now', { total: 100 })).statusCode).toBe(200);

    const short = await check('big500', { total: 320.5 });
    await expectRefusal(short, 409, MSG.couponBelowMinimum(formatRupees(179.5)));
    expect(short.json().msg).toBe('Add items worth ₹179.50 more to use this coupon');
    expect((await check('big500', { total: 500 })).json().couponData.discount).toBe(100);
  });

  it('counts placed orders and unpaid ones still holding stock towards the per-customer limit', async () => {
    const asha = await createTestCustomer(ctx);
    const ravi = await createTestCustomer(ctx);
    await placedOrder(asha, 'TWICE', 'Failed');
    // Unpaid, but its hold has run out: it can no longer be paid, so it is no use.
    await placedOrder(asha, 'TWICE', 'Pending', new Date(Date.now() - HOLD_MS - 1000));
    expect((await check('TWICE', { who: asha, total: 500 })).statusCode).toBe(200);
    // Unpaid and holding its stock: it may yet be paid, so it counts.
    await placedOrder(asha, 'twice', 'Pending');
    expect((await check('TWICE', { who: asha, total: 500 })).statusCode).toBe(200);
    await placedOrder(asha, 'TWICE', 'Pay on delivery');
    await expectRefusal(await check('TWICE', { who: asha, total: 500 }), 409, MSG.couponUsedUp);

    expect((await check('ONCE', { who: asha, total: 500 })).statusCode).toBe(200);
    await placedOrder(asha, 'once', 'Success');
    await expectRefusal(await check('Once', { who: asha, total: 500 }), 409, MSG.couponUsedUp);
    expect((await check('ONCE', { who: ravi, total: 500 })).statusCode).toBe(200);
    await placedOrder(ravi, 'ONCE', 'Quote');
    await expectRefusal(await check('ONCE', { who: ravi, total: 500 }), 409, MSG.couponUsedUp);
    // A guest cannot be counted; checkout checks again once the customer is known.
    expect((await check('ONCE', { total: 500 })).statusCode).toBe(200);
  });

  it("counts every customer's orders towards the coupon's total limit, guests included", async () => {
    const [asha, ravi, meera] = await Promise.all([1, 2, 3].map(() => createTestCustomer(ctx)));
    await placedOrder(asha!, 'FIRST2', 'Failed');
    await placedOrder(asha!, 'first2', 'Success');
    expect((await check('FIRST2', { who: meera, total: 500 })).statusCode).toBe(200);
    // unpaid but holding stock: it may yet be paid, so it takes the last use
    await placedOrder(ravi!, 'FIRST2', 'Pending');
    await expectRefusal(await check('FIRST2', { who: meera, total: 500 }), 409, MSG.couponFullyUsed);
    await expectRefusal(await check('FIRST2', { total: 500 }), 409, MSG.couponFullyUsed);
  });

  it('answers 401 for a bad token rather than treating the caller as a guest', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon/check/SAVE10?total=100',
      headers: { authorization: 'Bearer not.a.token' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for a blank code', async () => {
    expectError(await check('   ', { total: 100 }), 400, MSG.enterCouponCode);
  });

  it('limits checks per client address', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < DEFAULT_COUPON_CHECK_LIMIT.max; i += 1) {
      expect((await check(`GUESS${i}`, { total: 100, ip })).statusCode).toBe(404);
    }
    const limited = await check('SAVE10', { total: 100, ip });
    await expectRefusal(limited, 429, MSG.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('SAVE10', { total: 100, ip: '10.200.0.2' })).statusCode).toBe(200);
  });
});
