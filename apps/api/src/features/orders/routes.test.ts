import { MSG, ORDER_MSG, orderSchema } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { expectError } from '../../test/answers';
import {
  addProduct,
  addToCart,
  get,
  payAndVerify,
  paymentShopForFile,
  placeFromCart,
  placeOrder,
  post,
  type Shopper,
  shopper,
} from '../checkout/testing';

const ctx = paymentShopForFile({ buttons: { advancePercentage: 0 } });
let buyer: Shopper;
let paidOrderId: string;
let pendingOrderId: string;
let podOrderId: string;

beforeAll(async () => {
  buyer = await shopper(ctx);
  const item = await addProduct(ctx, {
    title: 'Oud Royale',
    stock: 10,
    discountPricePaise: 45_000,
    deliveryDays: 4,
    image: '/images/oud.webp',
  });
  const place = (mode: 'Pay now' | 'Pay on delivery') => placeFromCart(ctx, buyer, item, 2, mode);
  // Paid through the simulator: place, pay, verify.
  const paid = await place('Pay now');
  paidOrderId = paid.order_id;
  await payAndVerify(ctx, buyer, paid.razorpay_order.id);
  podOrderId = (await place('Pay on delivery')).order_id;
  await ctx.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() + 1000) })
    .where(eq(orders.id, podOrderId));
  pendingOrderId = (await place('Pay now')).order_id;
  await ctx.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() + 2000) })
    .where(eq(orders.id, pendingOrderId));
});

describe('GET /payment/:userId', () => {
  it("lists the customer's orders newest first, in the contract's shape", async () => {
    const res = await get(ctx, `/payment/${buyer.who.userId}`, buyer.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.map((order: { order_id: string }) => order.order_id)).toEqual([
      pendingOrderId,
      podOrderId,
      paidOrderId,
    ]);
    for (const order of data) expect(orderSchema.safeParse(order).success).toBe(true);
    expect(data.map((order: { status: string }) => order.status)).toEqual([
      'Pending',
      'Pay on delivery',
      'Success',
    ]);
  });

  it("refuses another user's id with 403 and a caller without a token with 401", async () => {
    const other = await shopper(ctx);
    expectError(await get(ctx, `/payment/${buyer.who.userId}`, other.who), 403, MSG.forbidden);
    expect((await get(ctx, `/payment/${buyer.who.userId}`, null)).statusCode).toBe(401);
    const own = await get(ctx, `/payment/${other.who.userId}`, other.who);
    expect(own.json()).toEqual({ isError: false, data: [] });
  });
});

describe('GET /payment/order/:orderId', () => {
  it('answers one order with its lines, amounts in rupees, addresses and payment', async () => {
    const res = await get(ctx, `/payment/order/${paidOrderId}`, buyer.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.json().data;
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      order_id: paidOrderId,
      receipt_id: expect.stringMatching(/^NA\d{6}-\d{5}$/),
      status: 'Success',
      orderStatus: 'Pending',
      delivered: false,
      deliveredAt: null,
      payment_mode: 'Pay now',
      user_id: buyer.who.userId,
      user_name: 'Asha Verma',
      amountbeforediscount: 900,
      discountprice: 0,
      amountafterdiscount: 900,
      totalAfterDiscount: 900,
      deliveryCharge: 49,
      payable_now: 949,
      advance_amount: 0,
      remaining_amount: 0,
      totalAmountbeforePay: 949,
      couponapplied: false,
      coupon_code: null,
      contact: { name: 'Asha Verma', mobile: '9876543210', email: buyer.who.email },
      main_id: ctx.config.SHOP_ID,
      cart_products: [
        {
          product_id: expect.any(String),
          product_sku: expect.any(String),
          product_name: 'Oud Royale',
          product_image: '/images/oud.webp',
          product_price: 500,
          product_saleprice: 450,
          quantity: 2,
          variation_attributes: {},
          delivery_days: 4,
        },
      ],
      billing_address: { id: buyer.addressId, pincode: '560001', location_user: 'Home' },
      shipping_address: { id: buyer.addressId, city: 'Bengaluru' },
      payment: {
        provider: 'simulator',
        ref: expect.stringMatching(/^pay_sim_/),
        method: 'Payment simulator',
        amount: 949,
        status: 'paid',
        paidAt: expect.any(String),
      },
    });
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
  });

  it('lists the lines in the order the cart held them, every time it is read', async () => {
    const shopper5 = await shopper(ctx);
    const titles = ['Amber', 'Bakhoor', 'Champa', 'Davana', 'Elemi'].map((name) => `${name} Attar`);
    for (const title of titles) {
      const item = await addProduct(ctx, { title, stock: 3 });
      await addToCart(ctx, shopper5.who, item.id, item.sku);
    }
    const { order_id } = await placeOrder(ctx, shopper5);
    for (let read = 0; read < 3; read++) {
      const res = await get(ctx, `/payment/order/${order_id}`, shopper5.who);
      expect(
        res.json().data.cart_products.map((line: { product_name: string }) => line.product_name),
      ).toEqual(titles);
    }
  });

  it('answers a pay-on-delivery order with nothing paid online', async () => {
    const order = (await get(ctx, `/payment/order/${podOrderId}`, buyer.who)).json().data;
    expect(order).toMatchObject({
      status: 'Pay on delivery',
      payment_mode: 'Pay on delivery',
      payable_now: 0,
      remaining_amount: 949,
      payment: null,
    });
  });

  it("answers 404 for another customer's order and for a malformed id", async () => {
    const other = await shopper(ctx);
    expectError(await get(ctx, `/payment/order/${paidOrderId}`, other.who), 404, ORDER_MSG.orderNotFound);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      expectError(
        await get(ctx, `/payment/order/${encodeURIComponent(id)}`, buyer.who),
        404,
        ORDER_MSG.orderNotFound,
      );
    }
    expect((await get(ctx, `/payment/order/${paidOrderId}`, null)).statusCode).toBe(401);
  });

  it('keeps the routes apart: the static order path and the POST calls of payments', async () => {
    // `/payment/order` alone is a user id that is not the caller's.
    expect((await get(ctx, '/payment/order', buyer.who)).statusCode).toBe(403);
    const summary = await post(ctx, '/payment/summary', buyer.who, {
      main_id: ctx.config.SHOP_ID,
      user_id: buyer.who.userId,
    });
    expect(summary.statusCode).toBe(200);
    expect((await get(ctx, '/payment/summary', buyer.who)).statusCode).toBe(403);
  });
});
