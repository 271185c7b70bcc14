import { MAX_UNPAID_ORDERS, MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders, payments } from '../../db/schema';
import { expectError } from '../../test/answers';
import {
  addProduct,
  addToCart,
  buyerWith,
  payInPopup,
  paymentShopForFile,
  placeBody,
  post,
  shopper,
  stockOf,
} from './testing';

// PGlite is a single connection, so requests never truly overlap there: these run on PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('placing orders at the same time (PostgreSQL)', () => {
  const ctx = paymentShopForFile();
  const product = (stock: number) => addProduct(ctx, { stock });

  it('two buyers, the last unit: exactly one gets it', async () => {
    expect(ctx.kind).toBe('postgres');
    for (let round = 0; round < 5; round += 1) {
      const item = await product(1);
      const buyers = await Promise.all([shopper(ctx), shopper(ctx)]);
      for (const buyer of buyers) await addToCart(ctx, buyer.who, item.id, item.sku);
      const answers = await Promise.all(
        buyers.map((buyer) => post(ctx, '/payment', buyer.who, placeBody(ctx, buyer))),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json().msg).toBe(ORDER_MSG.notEnoughStock(item.title, 0));
      expect((await stockOf(ctx, item.id)).stock).toBe(0);
    }
  });

  it('many buyers, few units: never more sold than in stock', async () => {
    const item = await product(3);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopper(ctx)));
    for (const buyer of buyers) await addToCart(ctx, buyer.who, item.id, item.sku);
    const answers = await Promise.all(
      buyers.map((buyer) => post(ctx, '/payment', buyer.who, placeBody(ctx, buyer))),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect((await stockOf(ctx, item.id)).stock).toBe(0);
  });

  it('the same key sent twice at once makes one order', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const body = placeBody(ctx, buyer);
    const answers = await Promise.all([1, 2, 3].map(() => post(ctx, '/payment', buyer.who, body)));
    const ids = new Set(answers.map((res) => res.json().order_id));
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.who.userId))).toHaveLength(1);
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
  });

  it('orders placed at once by one customer pass neither the unpaid-orders cap nor a coupon limit', async () => {
    await ctx.db
      .insert(coupons)
      .values({ shopId: ctx.config.SHOP_ID, code: 'RACE1', priceOfferPaise: 5_000, maxUsesPerCustomer: 1 });
    const item = await product(50);
    const buyer = await buyerWith(ctx, item);
    const withCoupon = await Promise.all(
      [1, 2, 3, 4].map(() =>
        post(ctx, '/payment', buyer.who, placeBody(ctx, buyer, { coupon_code: 'RACE1' })),
      ),
    );
    expect(withCoupon.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of withCoupon.filter((answer) => answer.statusCode !== 201)) {
      expectError(res, 409, MSG.couponUsedUp);
    }
    const plain = await Promise.all(
      [1, 2, 3, 4].map(() => post(ctx, '/payment', buyer.who, placeBody(ctx, buyer))),
    );
    expect(plain.filter((res) => res.statusCode === 201)).toHaveLength(MAX_UNPAID_ORDERS - 1);
    for (const res of plain.filter((answer) => answer.statusCode !== 201)) {
      expect(res.json().msg).toBe(ORDER_MSG.tooManyUnpaidOrders);
    }
    expect((await stockOf(ctx, item.id)).stock).toBe(50 - MAX_UNPAID_ORDERS);
  });

  it("buyers racing for a coupon's last use: exactly one order gets it", async () => {
    await ctx.db
      .insert(coupons)
      .values({ shopId: ctx.config.SHOP_ID, code: 'LASTONE', priceOfferPaise: 5_000, maxUsesTotal: 1 });
    const item = await product(50);
    const buyers = await Promise.all([1, 2, 3, 4].map(() => buyerWith(ctx, item)));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        post(ctx, '/payment', buyer.who, placeBody(ctx, buyer, { coupon_code: 'LASTONE' })),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expectError(res, 409, MSG.couponFullyUsed);
    }
  });

  it('a retry racing the placing it repeats gets the same payment', async () => {
    const item = await product(5);
    const buyer = await buyerWith(ctx, item);
    const body = placeBody(ctx, buyer);
    const first = await post(ctx, '/payment', buyer.who, body);
    const orderId = first.json().order_id as string;
    // As if the first request had stopped after its commit: retries finish it, once.
    await ctx.db.delete(payments).where(eq(payments.orderId, orderId));
    const retries = await Promise.all([1, 2, 3].map(() => post(ctx, '/payment', buyer.who, body)));
    expect(retries.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(retries.map((res) => res.json().razorpay_order.id)).size).toBe(1);
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
  });

  it('a payment verified and a webhook at once settle the order once', async () => {
    const item = await product(2);
    const buyer = await buyerWith(ctx, item);
    const placed = (await post(ctx, '/payment', buyer.who, placeBody(ctx, buyer))).json();
    const providerOrderId = placed.razorpay_order.id as string;
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: handed.razorpay_payment_id, order_id: providerOrderId } } },
    });
    const [verified, hook] = await Promise.all([
      post(ctx, '/payment/verify', buyer.who, handed),
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': ctx.simulator.signWebhook(raw),
        },
        payload: raw,
      }),
    ]);
    expect(verified.statusCode).toBe(200);
    expect(hook.statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order!.status).toBe('Success');
    expect((await stockOf(ctx, item.id)).stock).toBe(1);
  });
});
