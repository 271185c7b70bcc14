import { MSG, ORDER_MSG, PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { expectError } from '../../test/answers';
import { withApp } from '../../test/before-all';
import {
  addProduct,
  addToCart,
  buyerWith,
  cartOf,
  createPaymentTestApp,
  orderRow,
  payInPopup,
  paymentShopForFile,
  paymentsOf,
  placeBody,
  post,
  type Shopper,
  shopper,
  shopperWithOrder,
  stockOf,
} from '../checkout/testing';
import { releaseExpiredHolds } from './holds';

const ctx = paymentShopForFile();
const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

const paymentOf = async (orderId: string) => (await paymentsOf(ctx, orderId))[0]!;
const verify = (buyer: Shopper, body: object) => post(ctx, '/payment/verify', buyer.who, body);

describe('the simulator flow: place, pay in the popup, verify', () => {
  it('completes a Pay now order and empties the cart', async () => {
    const { buyer, item, answer, providerOrderId } = await shopperWithOrder(ctx, 2);
    const popup = await payInPopup(ctx, buyer, providerOrderId);
    expect(popup.statusCode).toBe(200);
    const handed = popup.json();
    expect(handed).toEqual({
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: expect.stringMatching(/^pay_sim_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const res = await verify(buyer, { ...handed, key_id: 'rzp_test_simulator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: ORDER_MSG.paymentSuccessful,
      order_id: answer.order_id,
    });
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Success', stockReleased: false });
    expect(await paymentOf(answer.order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: handed.razorpay_payment_id,
      paidAt: expect.any(Date),
    });
    expect(await cartOf(ctx, buyer.who.userId)).toHaveLength(0);
    expect((await stockOf(ctx, item.id)).stock).toBe(3);

    // Verifying again changes nothing and still succeeds.
    const twice = await verify(buyer, handed);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().order_id).toBe(answer.order_id);
    expect((await stockOf(ctx, item.id)).stock).toBe(3);
    // The popup will not take a second payment.
    expectError(await payInPopup(ctx, buyer, providerOrderId), 409, ORDER_MSG.paymentAlreadyCompleted);
  });

  it('marks an advance-paid order Pay on delivery', async () => {
    const { buyer, answer, providerOrderId } = await shopperWithOrder(ctx, 1, 'Pay on delivery');
    expect(answer.razorpay_order.amount).toBe(12_500 + 4900);
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    expect((await verify(buyer, handed)).statusCode).toBe(200);
    expect((await orderRow(ctx, answer.order_id)).status).toBe('Pay on delivery');
  });

  it('fails the order and gives the stock back when the popup payment fails', async () => {
    const { buyer, item, body, answer, providerOrderId } = await shopperWithOrder(ctx, 2);
    expect((await stockOf(ctx, item.id)).stock).toBe(3);
    const res = await payInPopup(ctx, buyer, providerOrderId, 'failure');
    expect(res.statusCode).toBe(200);
    expect(res.json().razorpay_signature).toBeUndefined();
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await paymentOf(answer.order_id)).status).toBe('failed');
    expect(await stockOf(ctx, item.id)).toEqual({ stock: 5, total: 5 });
    // A second failure gives nothing back twice.
    await payInPopup(ctx, buyer, providerOrderId, 'failure');
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    // The cart is kept so the shopper can try again.
    expect(await cartOf(ctx, buyer.who.userId)).toHaveLength(1);
    // The same key does not reopen the failed order; a new checkout (new key) places a new one.
    expectError(await post(ctx, '/payment', buyer.who, body), 409, ORDER_MSG.paymentExpired);
    const fresh = await post(ctx, '/payment', buyer.who, placeBody(ctx, buyer));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().order_id).not.toBe(answer.order_id);
  });

  it('takes the stock again when a retry in the popup succeeds after a failed attempt', async () => {
    const { buyer, item, answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    await payInPopup(ctx, buyer, providerOrderId, 'failure');
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    const res = await verify(buyer, handed);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Success', stockReleased: false });
    expect((await stockOf(ctx, item.id)).stock).toBe(4);
  });

  it('refuses a tampered signature: 400, order Failed, stock given back once', async () => {
    const { buyer, item, answer, providerOrderId } = await shopperWithOrder(ctx, 2);
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    const forged = ctx.simulator.signPayment(providerOrderId, 'pay_sim_forged0000000');
    expectError(
      await verify(buyer, { ...handed, razorpay_signature: forged }),
      400,
      ORDER_MSG.paymentVerificationFailed,
    );
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    const garbage = await verify(buyer, { ...handed, razorpay_signature: 'f'.repeat(64) });
    expect(garbage.statusCode).toBe(400);
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
  });

  it('checks the signature against the provider order the server stored', async () => {
    const first = await shopperWithOrder(ctx, 1);
    const second = await shopperWithOrder(ctx, 1);
    // A genuine payment of one order sent as the payment of another.
    const handed = (await payInPopup(ctx, first.buyer, first.providerOrderId)).json();
    const swapped = await verify(second.buyer, { ...handed, razorpay_order_id: second.providerOrderId });
    expect(swapped.statusCode).toBe(400);
    expect((await orderRow(ctx, second.answer.order_id)).status).toBe('Failed');
  });

  it("answers 404 for another customer's payment, without touching it", async () => {
    const { buyer, answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    const other = await shopper(ctx);
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    expectError(await verify(other, handed), 404, ORDER_MSG.paymentNotFound);
    const popup = await payInPopup(ctx, other, providerOrderId);
    expect(popup.statusCode).toBe(404);
    expect((await orderRow(ctx, answer.order_id)).status).toBe('Pending');
    expect((await verify(buyer, { ...handed, razorpay_order_id: 'order_sim_unknown00000' })).statusCode).toBe(
      404,
    );
    expect((await post(ctx, '/payment/verify', null, handed)).statusCode).toBe(401);
  });

  it('refuses bad input with a message per field', async () => {
    const buyer = await shopper(ctx);
    const res = await verify(buyer, { razorpay_order_id: '', razorpay_payment_id: 'pay_1' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['razorpay_order_id', 'razorpay_signature']),
    );
    const popup = await payInPopup(ctx, buyer, 'order_sim_x', 'maybe' as 'success');
    expect(popup.statusCode).toBe(400);
    expect(popup.json().fields.outcome).toBeTruthy();
  });
});

describe('holds', () => {
  const ageOrder = (orderId: string, ms: number) =>
    ctx.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(eq(orders.id, orderId));

  it('releases unpaid orders after the hold, once', async () => {
    const { item, answer } = await shopperWithOrder(ctx, 2);
    expect(await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, new Date())).toBe(0);
    const later = new Date(Date.now() + HOLD_MS + 1000);
    expect(await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await paymentOf(answer.order_id)).status).toBe('expired');
    expect(await stockOf(ctx, item.id)).toEqual({ stock: 5, total: 5 });
    expect(await releaseExpiredHolds(ctx.db, ctx.config.SHOP_ID, later)).toBe(0);
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
  });

  it('answers 409 when paying after the hold ran out, and gives the stock back', async () => {
    const { buyer, item, answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    const handed = (await payInPopup(ctx, buyer, providerOrderId)).json();
    await ageOrder(answer.order_id, HOLD_MS + 1000);
    expectError(await verify(buyer, handed), 409, ORDER_MSG.paymentExpired);
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Failed', stockReleased: true });
    // The money arrived too late: recorded for a refund.
    expect(await paymentOf(answer.order_id)).toMatchObject({
      status: 'refund_due',
      providerPaymentId: handed.razorpay_payment_id,
    });
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
    expectError(await payInPopup(ctx, buyer, providerOrderId), 409, ORDER_MSG.paymentExpired);
  });

  it('expires in the popup too', async () => {
    const { buyer, item, answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    await ageOrder(answer.order_id, HOLD_MS + 1000);
    expectError(await payInPopup(ctx, buyer, providerOrderId), 409, ORDER_MSG.paymentExpired);
    expect((await stockOf(ctx, item.id)).stock).toBe(5);
  });

  it('gives expired stock to the next buyer when placing', async () => {
    const item = await addProduct(ctx, { stock: 1 });
    const first = await buyerWith(ctx, item);
    const held = await post(ctx, '/payment', first.who, placeBody(ctx, first));
    expect(held.statusCode).toBe(201);
    const next = await shopper(ctx);
    // Added while the unit is held elsewhere: the cart lets it in only with stock, so add first.
    await ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, item.id));
    await addToCart(ctx, next.who, item.id, item.sku);
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, item.id));
    expectError(
      await post(ctx, '/payment', next.who, placeBody(ctx, next)),
      409,
      ORDER_MSG.notEnoughStock(item.title, 0),
    );
    await ageOrder(held.json().order_id, HOLD_MS + 1000);
    const res = await post(ctx, '/payment', next.who, placeBody(ctx, next));
    expect(res.statusCode).toBe(201);
    expect((await orderRow(ctx, held.json().order_id)).status).toBe('Failed');
    expect((await stockOf(ctx, item.id)).stock).toBe(0);
  });
});

describe('rate limits', () => {
  it('stops a script hammering placement and verification', async () => {
    await withApp(
      createPaymentTestApp({
        payments: {
          limits: { placePerUser: { max: 2, windowMs: 60_000 }, verifyPerUser: { max: 2, windowMs: 60_000 } },
        },
      }),
      async (limited) => {
        const buyer = await shopper(limited);
        const body = placeBody(limited, buyer);
        for (let i = 0; i < 2; i += 1)
          expect((await post(limited, '/payment', buyer.who, body)).statusCode).toBe(400);
        expectError(await post(limited, '/payment', buyer.who, body), 429, MSG.tooManyRequests);
        const verifyBody = {
          razorpay_order_id: 'order_x',
          razorpay_payment_id: 'pay_x',
          razorpay_signature: 'sig',
        };
        for (let i = 0; i < 2; i += 1) {
          expect((await post(limited, '/payment/verify', buyer.who, verifyBody)).statusCode).toBe(404);
        }
        expect((await post(limited, '/payment/verify', buyer.who, verifyBody)).statusCode).toBe(429);
        // Another customer has an allowance of their own.
        const other = await shopper(limited);
        expect((await post(limited, '/payment', other.who, placeBody(limited, other))).statusCode).toBe(400);
      },
    );
  });

  it('spends no placing allowance on a request naming another customer or another shop', async () => {
    await withApp(
      createPaymentTestApp({
        payments: { limits: { placePerUser: { max: 2, windowMs: 60_000 } } },
      }),
      async (limited) => {
        const buyer = await shopper(limited);
        const other = await shopper(limited);
        for (let i = 0; i < 3; i += 1) {
          const foreign = placeBody(limited, buyer, { user_id: other.who.userId });
          expect((await post(limited, '/payment', buyer.who, foreign)).statusCode).toBe(403);
          const elsewhere = placeBody(limited, buyer, { main_id: 'another-shop' });
          expect((await post(limited, '/payment', buyer.who, elsewhere)).statusCode).toBe(404);
        }
        const body = placeBody(limited, buyer);
        for (let i = 0; i < 2; i += 1)
          expect((await post(limited, '/payment', buyer.who, body)).statusCode).toBe(400);
        expect((await post(limited, '/payment', buyer.who, body)).statusCode).toBe(429);
      },
    );
  });
});
