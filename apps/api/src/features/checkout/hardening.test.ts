/**
 * What attack testing found at checkout (issue 11): a once-per-customer coupon paid three
 * times, one account holding the whole catalogue, a placing stopped between the order and
 * its payment, and listings showing stock given back as sold.
 */
import {
  MAX_UNITS_PER_LINE,
  MAX_UNITS_PER_ORDER,
  MAX_UNPAID_ORDERS,
  MSG,
  ORDER_MSG,
  PAYMENT_HOLD_MINUTES,
} from '@storefront/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, coupons, orders, payments } from '../../db/schema';
import { expectError } from '../../test/answers';
import { withApp } from '../../test/before-all';
import { releaseExpiredHolds } from '../payments';
import {
  addProduct,
  addToCart,
  buyerWith,
  createPaymentTestApp,
  flakyGateway,
  get,
  orderRow,
  ordersOf,
  payAndVerify,
  payInPopup,
  paymentShopForFile,
  paymentsOf,
  placeBody,
  post,
  type Shopper,
  setUpShop,
  shopper,
  stockOf,
} from './testing';

const ctx = paymentShopForFile();
beforeAll(async () => {
  await ctx.db
    .insert(coupons)
    .values([{ shopId: ctx.config.SHOP_ID, code: 'ONCE50', priceOfferPaise: 5_000, maxUsesPerCustomer: 1 }]);
});

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

/** A simple product at ₹500. */
const product = (stock = 20) => addProduct(ctx, { stock });
const ageOrder = (orderId: string, ms: number) =>
  ctx.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(orders.id, orderId));

const place = (buyer: Shopper, extra: Parameters<typeof placeBody>[2] = {}) =>
  post(ctx, '/payment', buyer.who, placeBody(ctx, buyer, extra));
const checkCoupon = (buyer: Shopper, code: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/coupon/check/${code}?user_id=${ctx.config.SHOP_ID}&total=1000`,
    headers: buyer.who.headers,
  });

describe('a coupon with a total limit', () => {
  it("counts every customer's orders: once its uses are taken, another customer's order is refused", async () => {
    await ctx.db
      .insert(coupons)
      .values({ shopId: ctx.config.SHOP_ID, code: 'FIRST1', priceOfferPaise: 5_000, maxUsesTotal: 1 });
    const item = await product();
    const [first, second] = [await buyerWith(ctx, item), await buyerWith(ctx, item)];
    const taken = await place(first!, { coupon_code: 'first1' });
    expect(taken.statusCode).toBe(201);
    const refused = await place(second!, { coupon_code: 'FIRST1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: MSG.couponFullyUsed });
    expect(await ordersOf(ctx, second!.who.userId)).toHaveLength(0);
    expect((await place(second!)).statusCode).toBe(201);
  });
});

describe('a once-per-customer coupon', () => {
  it('counts an unpaid order that still holds its stock as a use, so a second order is refused', async () => {
    const item = await product();
    const buyer = await buyerWith(ctx, item);
    const first = await place(buyer, { coupon_code: 'once50' });
    expect(first.statusCode).toBe(201);
    expect((await orderRow(ctx, first.json().order_id)).discountPaise).toBe(5_000);

    // Placed before paying the first: refused with the coupon's own reason, nothing taken.
    const second = await place(buyer, { coupon_code: 'ONCE50' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      isError: true,
      msg: MSG.couponUsedUp,
      fields: { coupon_code: MSG.couponUsedUp },
    });
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(1);
    expect((await stockOf(ctx, item.id)).stock).toBe(19);
    expectError(await checkCoupon(buyer, 'ONCE50'), 409, MSG.couponUsedUp);

    // Once the first order's hold has run out it no longer counts.
    await ageOrder(first.json().order_id, HOLD_MS + 1000);
    expect((await checkCoupon(buyer, 'ONCE50')).statusCode).toBe(200);
    const third = await place(buyer, { coupon_code: 'ONCE50' });
    expect(third.statusCode).toBe(201);
    expect((await payAndVerify(ctx, buyer, third.json().razorpay_order.id)).statusCode).toBe(200);
    expect((await checkCoupon(buyer, 'ONCE50')).statusCode).toBe(409);
  });

  it('is checked again when the payment completes: a payment for a use too many is kept for a refund', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const first = await place(buyer, { coupon_code: 'ONCE50' });
    const firstProviderOrder = first.json().razorpay_order.id as string;
    // The first attempt fails in the popup: the order gives its stock back and stops counting.
    expect((await payInPopup(ctx, buyer, firstProviderOrder, 'failure')).statusCode).toBe(200);
    const second = await place(buyer, { coupon_code: 'ONCE50' });
    expect(second.statusCode).toBe(201);
    expect((await payAndVerify(ctx, buyer, second.json().razorpay_order.id)).statusCode).toBe(200);
    expect((await stockOf(ctx, item.id)).stock).toBe(4);

    // The shopper retries the first order's popup and pays: the coupon is used up by now.
    await addToCart(ctx, buyer.who, item.id, item.sku);
    expectError(await payAndVerify(ctx, buyer, firstProviderOrder), 409, ORDER_MSG.couponUsedOnAnotherOrder);
    expect(await orderRow(ctx, first.json().order_id)).toMatchObject({
      status: 'Failed',
      stockReleased: true,
    });
    const [payment] = await paymentsOf(ctx, first.json().order_id);
    expect(payment).toMatchObject({ status: 'refund_due' });
    expect(payment!.providerPaymentId).toMatch(/^pay_sim_/);
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
    const paid = (await ordersOf(ctx, buyer.who.userId)).filter((order) => order.status === 'Success');
    expect(paid).toHaveLength(1);
    // The cart stays for the shopper to order again.
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.userId, buyer.who.userId))).toHaveLength(
      1,
    );
  });

  it('is checked again when a webhook completes the payment', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const first = await place(buyer, { coupon_code: 'ONCE50' });
    const firstProviderOrder = first.json().razorpay_order.id as string;
    await payInPopup(ctx, buyer, firstProviderOrder, 'failure');
    const second = await place(buyer, { coupon_code: 'ONCE50' });
    expect((await payAndVerify(ctx, buyer, second.json().razorpay_order.id)).statusCode).toBe(200);
    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_sim_hook0000000001","order_id":"${firstProviderOrder}"}}}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': ctx.simulator.signWebhook(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(ctx, first.json().order_id)).status).toBe('Failed');
    expect((await paymentsOf(ctx, first.json().order_id))[0]).toMatchObject({
      status: 'refund_due',
      providerPaymentId: 'pay_sim_hook0000000001',
    });
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
  });
});

describe('what one account can hold', () => {
  it(`refuses a line of more than ${MAX_UNITS_PER_LINE} units, even one stored before the cap`, async () => {
    const item = await product(50);
    const buyer = await buyerWith(ctx, item);
    await ctx.db
      .update(cartLines)
      .set({ quantity: MAX_UNITS_PER_LINE + 1 })
      .where(eq(cartLines.userId, buyer.who.userId));
    expectError(await place(buyer), 400, ORDER_MSG.maxUnitsPerLine);
    expect((await stockOf(ctx, item.id)).stock).toBe(50);
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(0);
  });

  it(`refuses an order of more than ${MAX_UNITS_PER_ORDER} units`, async () => {
    const buyer = await shopper(ctx);
    const items = [];
    for (let n = 0; n * MAX_UNITS_PER_LINE <= MAX_UNITS_PER_ORDER; n += 1) {
      const item = await product(50);
      items.push(item);
      await addToCart(ctx, buyer.who, item.id, item.sku, MAX_UNITS_PER_LINE);
    }
    expectError(await place(buyer), 400, ORDER_MSG.maxUnitsPerOrder);
    for (const item of items) expect((await stockOf(ctx, item.id)).stock).toBe(50);

    // Down to the cap, it is placed.
    const [extra] = await ctx.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, buyer.who.userId))
      .limit(1);
    await ctx.db.delete(cartLines).where(eq(cartLines.id, extra!.id));
    expect((await place(buyer)).statusCode).toBe(201);
  });

  it(`holds stock for at most ${MAX_UNPAID_ORDERS} unpaid orders of one customer at once`, async () => {
    const item = await product(50);
    const buyer = await buyerWith(ctx, item, 2);
    const held = [];
    for (let n = 0; n < MAX_UNPAID_ORDERS; n += 1) {
      const res = await place(buyer);
      expect(res.statusCode).toBe(201);
      held.push(res.json());
    }
    expectError(await place(buyer), 409, ORDER_MSG.tooManyUnpaidOrders);
    expect((await stockOf(ctx, item.id)).stock).toBe(50 - 2 * MAX_UNPAID_ORDERS);
    // Pay on delivery with an advance waits for a payment too.
    expect((await place(buyer, { payment_mode: 'Pay on delivery' })).statusCode).toBe(409);

    // Another customer is not held back by this one.
    expect((await place(await buyerWith(ctx, item))).statusCode).toBe(201);

    // A paid order no longer waits: the next one is placed.
    expect((await payAndVerify(ctx, buyer, held[0].razorpay_order.id)).statusCode).toBe(200);
    await addToCart(ctx, buyer.who, item.id, item.sku, 2);
    expect((await place(buyer)).statusCode).toBe(201);
    expect((await place(buyer)).statusCode).toBe(409);
    // An order whose hold ran out no longer counts either.
    await ageOrder(held[1].order_id, HOLD_MS + 1000);
    expect((await place(buyer)).statusCode).toBe(201);
  });

  it(`gives the stock of an unpaid order back after ${PAYMENT_HOLD_MINUTES} minutes`, async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const res = await place(buyer);
    const placedAt = (await orderRow(ctx, res.json().order_id)).createdAt.getTime();
    expect(PAYMENT_HOLD_MINUTES).toBe(15);
    await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, new Date(placedAt + 14 * 60 * 1000));
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
    // (a second later: the database keeps microseconds, a Date only milliseconds)
    await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, new Date(placedAt + 15 * 60 * 1000 + 1000));
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    expect((await orderRow(ctx, res.json().order_id)).status).toBe('Failed');
  });
});

describe('a placing stopped between the order and its payment', () => {
  /** The state a crash right after the placing transaction leaves: an order without its payment row. */
  async function crashedPlacing(buyer: Shopper) {
    const body = placeBody(ctx, buyer);
    const first = await post(ctx, '/payment', buyer.who, body);
    expect(first.statusCode).toBe(201);
    const orderId = first.json().order_id as string;
    await ctx.db.delete(payments).where(eq(payments.orderId, orderId));
    return { body, orderId };
  }

  it('is finished by a retry with the same key: a new provider order, answered as a placing', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item, 2);
    const { body, orderId } = await crashedPlacing(buyer);
    const retry = await post(ctx, '/payment', buyer.who, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      success: true,
      msg: ORDER_MSG.orderPlaced,
      order_id: orderId,
      razorpay_order: { amount: 100_000, currency: 'INR' },
      provider: 'simulator',
      key_id: ctx.simulator.keyId,
    });
    expect(retry.json().razorpay_order.id).toMatch(/^order_sim_/);
    // The stock was taken once, by the order itself.
    expect((await stockOf(ctx, item.id)).stock).toBe(3);
    const again = await post(ctx, '/payment', buyer.who, body);
    expect(again.json().razorpay_order.id).toBe(retry.json().razorpay_order.id);
    expect(await paymentsOf(ctx, orderId)).toHaveLength(1);
    expect((await payAndVerify(ctx, buyer, retry.json().razorpay_order.id)).statusCode).toBe(200);
    expect((await orderRow(ctx, orderId)).status).toBe('Success');
  });

  it('answers that the time ran out once the hold has ended, and gives the stock back', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const { body, orderId } = await crashedPlacing(buyer);
    await ageOrder(orderId, HOLD_MS + 1000);
    expectError(await post(ctx, '/payment', buyer.who, body), 409, ORDER_MSG.paymentExpired);
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    expect(await paymentsOf(ctx, orderId)).toHaveLength(0);
  });

  it('withdraws the order when the provider fails on the retry, so the key can try again', async () => {
    const provider = { down: false };
    const flaky = flakyGateway('rzp_test_flaky', provider, (made) => `order_flaky${made}`);
    await withApp(createPaymentTestApp({ payments: { gateway: flaky } }), async (other) => {
      await setUpShop(other);
      const item = await addProduct(other, { stock: 3 });
      const buyer = await buyerWith(other, item);
      const { who } = buyer;
      const body = placeBody(other, buyer);
      const first = await post(other, '/payment', who, body);
      await other.db.delete(payments).where(eq(payments.orderId, first.json().order_id));
      provider.down = true;
      const retry = await post(other, '/payment', who, body);
      expect(retry.statusCode).toBe(502);
      expect(retry.json().msg).toBe(ORDER_MSG.failedToCreateRazorpayOrder);
      expect(await other.db.select().from(orders).where(eq(orders.userId, who.userId))).toHaveLength(0);
      provider.down = false;
      const placed = await post(other, '/payment', who, body);
      expect(placed.statusCode).toBe(201);
      expect(placed.json().razorpay_order.id).toBe('order_flaky2');
      expect((await stockOf(other, item.id)).stock).toBe(2);
    });
  });
});

describe('listings after stock changes', () => {
  const listedStock = async (productId: string) => {
    const res = await get(ctx, `/grouped-product/single/${productId}`, null);
    expect(res.statusCode).toBe(200);
    return res.json().data.stock as number;
  };

  it('show stock given back by a failed payment at once', async () => {
    const item = await product(1);
    const buyer = await buyerWith(ctx, item);
    expect(await listedStock(item.id)).toBe(1);
    const placed = await place(buyer);
    expect(await listedStock(item.id)).toBe(0);
    await payInPopup(ctx, buyer, placed.json().razorpay_order.id, 'failure');
    expect(await listedStock(item.id)).toBe(1);
    // A retry in the popup takes it again.
    expect((await payAndVerify(ctx, buyer, placed.json().razorpay_order.id)).statusCode).toBe(200);
    expect(await listedStock(item.id)).toBe(0);
  });

  it('show stock given back by an expired hold and by a refused signature at once', async () => {
    const item = await product(2);
    const buyer = await buyerWith(ctx, item);
    const expiring = await place(buyer);
    expect(await listedStock(item.id)).toBe(1);
    await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, new Date(Date.now() + HOLD_MS + 1000));
    expect(await listedStock(item.id)).toBe(2);
    expect((await orderRow(ctx, expiring.json().order_id)).status).toBe('Failed');

    const tampered = await place(buyer);
    expect(await listedStock(item.id)).toBe(1);
    const res = await post(ctx, '/payment/verify', buyer.who, {
      razorpay_order_id: tampered.json().razorpay_order.id,
      razorpay_payment_id: 'pay_sim_forged000000001',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(await listedStock(item.id)).toBe(2);
  });
});
