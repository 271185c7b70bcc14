import { ORDER_MSG, PAYMENT_HOLD_MINUTES, QUOTE_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, orderEvents, orderLines, orders, payments, products } from '../../db/schema';
import { expectError } from '../../test/answers';
import { madeBeforeAll } from '../../test/before-all';
import { productInput } from '../../test/fixtures';
import { createTestStaff } from '../admin/testing';
import { insertProducts } from '../catalogue/product-writer';
import { addToCart, get, newKey, paymentShopForFile, post, type Shopper, shopper } from './testing';

const ctx = paymentShopForFile({ buttons: { payManual: true } });
const owner = madeBeforeAll(() => createTestStaff(ctx));

async function stockOf(productId: string) {
  const [row] = await ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A customer asks for 2 units (stock 5), the owner prices them at ₹300 each plus ₹40 delivery. */
async function pricedQuote(stock = 5) {
  const input = productInput({ stock, discountPricePaise: 40_000 });
  const [productId] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
  const buyer = await shopper(ctx);
  await addToCart(ctx, buyer.who, productId!, input.sku, 2);
  const asked = await post(ctx, '/payment/getquote', buyer.who, {
    main_id: ctx.config.SHOP_ID,
    user_id: buyer.who.userId,
    name: 'Asha Verma',
    mobile: '9876543210',
    idempotency_key: newKey(),
  });
  expect(asked.statusCode).toBe(201);
  const id = asked.json().order_id as string;
  const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const priced = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/quotes/${id}/price`,
    headers: owner.headers,
    payload: {
      lines: [{ lineId: line!.id, price: 300, quantity: 2 }],
      delivery: 40,
      note: 'Packed with care',
    },
  });
  expect(priced.statusCode).toBe(200);
  const token = (await orderRow(id)).quotePayToken!;
  return { id, token, buyer, productId: productId!, title: input.title };
}

const payBody = (buyer: Shopper) => ({ billing_address: buyer.addressId, shipping_address: buyer.addressId });

describe('GET /api/quotes/{token}', () => {
  it("shows the customer's priced quotation, and is 404 for anyone else or a wrong token", async () => {
    const { id, token, buyer } = await pricedQuote();
    const res = await get(ctx, `/quotes/${token}`, buyer.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      order_id: id,
      state: 'priced',
      status: 'Quote',
      note: 'Packed with care',
      goods_total: 600,
      delivery_charge: 40,
      total: 640,
      lines: [{ unit_price: 300, quantity: 2, line_total: 600 }],
    });

    const stranger = await shopper(ctx);
    expectError(await get(ctx, `/quotes/${token}`, stranger.who), 404, QUOTE_MSG.notFound);
    expect((await post(ctx, `/quotes/${token}/pay`, stranger.who, payBody(stranger))).statusCode).toBe(404);
    expect((await get(ctx, `/quotes/${token}x`, buyer.who)).statusCode).toBe(404);
    expect((await get(ctx, `/quotes/${token}`, null)).statusCode).toBe(401);
  });
});

describe('POST /api/quotes/{token}/pay', () => {
  it('takes the stock once, holds the order as Pending, and verify settles it as ordered', async () => {
    const { id, token, buyer, productId } = await pricedQuote();
    // added to the cart after asking: paying the quotation must not take it out
    const later = productInput({ stock: 5, discountPricePaise: 15_000 });
    const [laterId] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [later]);
    await addToCart(ctx, buyer.who, laterId!, later.sku, 1);
    const res = await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      success: true,
      order_id: id,
      provider: 'simulator',
      razorpay_order: { amount: 64_000, currency: 'INR' },
    });
    expect(await stockOf(productId)).toBe(3);
    expect(await orderRow(id)).toMatchObject({
      status: 'Pending',
      paymentMode: 'Pay now',
      payableOnlinePaise: 64_000,
      quoteState: 'priced',
      stockReleased: false,
      shippingAddress: expect.objectContaining({ id: buyer.addressId }),
    });

    // asked again (a double tap, a reload): the same provider order, no more stock taken
    const again = await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer));
    expect(again.statusCode).toBe(200);
    expect(again.json().razorpay_order.id).toBe(answer.razorpay_order.id);
    expect(await stockOf(productId)).toBe(3);
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);

    // the console may not change a price being paid
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const reprice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/price`,
      headers: owner.headers,
      payload: { lines: [{ lineId: line!.id, price: 1, quantity: 1 }], delivery: 0 },
    });
    expect(reprice.statusCode).toBe(409);

    const popup = await post(ctx, '/payment/simulator/pay', buyer.who, {
      razorpay_order_id: answer.razorpay_order.id,
      outcome: 'success',
    });
    const verified = await post(ctx, '/payment/verify', buyer.who, popup.json());
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ msg: ORDER_MSG.paymentSuccessful, order_id: id });
    expect(await orderRow(id)).toMatchObject({ status: 'Success', quoteState: 'ordered' });
    expect(await stockOf(productId)).toBe(3);
    const cart = await ctx.db.select().from(cartLines).where(eq(cartLines.userId, buyer.who.userId));
    expect(cart.map((line) => line.productSku)).toEqual([later.sku]);

    expectError(
      await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer)),
      409,
      QUOTE_MSG.alreadyPaid,
    );
    expect((await get(ctx, `/quotes/${token}`, buyer.who)).json().data.state).toBe('ordered');
    const events = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((event) => event.toStatus)).toEqual(expect.arrayContaining(['priced', 'Pending']));
  });

  it('takes the stock once when two pay requests race', async () => {
    const { id, token, buyer, productId } = await pricedQuote();
    const [a, b] = await Promise.all([
      post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer)),
      post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().razorpay_order.id).toBe(b.json().razorpay_order.id);
    expect(await stockOf(productId)).toBe(3);
    expect(await ctx.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
  });

  it('refuses with the shortage text when the stock is gone, and takes nothing', async () => {
    const { id, token, buyer, productId, title } = await pricedQuote(5);
    await ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    expectError(
      await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer)),
      409,
      ORDER_MSG.notEnoughStock(title, 1),
    );
    expect(await stockOf(productId)).toBe(1);
    expect(await orderRow(id)).toMatchObject({ status: 'Quote', quoteState: 'priced' });
  });

  it('starts over after the hold ran out: the stock is taken again, once', async () => {
    const { id, token, buyer, productId } = await pricedQuote();
    const first = await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer));
    expect(first.statusCode).toBe(200);
    const lapsed = new Date(Date.now() - (PAYMENT_HOLD_MINUTES + 1) * 60_000);
    await ctx.db.update(orders).set({ createdAt: lapsed }).where(eq(orders.id, id));
    const second = await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer));
    expect(second.statusCode).toBe(200);
    expect(second.json().razorpay_order.id).not.toBe(first.json().razorpay_order.id);
    expect(await stockOf(productId)).toBe(3);
    expect(await orderRow(id)).toMatchObject({ status: 'Pending', stockReleased: false });
  });

  it('refuses a closed quotation (409) and a bad address (404 on the field)', async () => {
    const { id, token, buyer } = await pricedQuote();
    const wrong = await post(ctx, `/quotes/${token}/pay`, buyer.who, {
      billing_address: buyer.addressId,
      shipping_address: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().fields.shipping_address).toBe(ORDER_MSG.addressNotFound);
    const missing = await post(ctx, `/quotes/${token}/pay`, buyer.who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.billing_address).toBe(ORDER_MSG.selectBillingAddress);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/close`,
      headers: owner.headers,
      payload: { reason: 'Price changed at the supplier' },
    });
    const closed = await post(ctx, `/quotes/${token}/pay`, buyer.who, payBody(buyer));
    expectError(closed, 409, QUOTE_MSG.closed);
    expect((await get(ctx, `/quotes/${token}`, buyer.who)).json().data).toMatchObject({
      state: 'closed',
      close_reason: 'Price changed at the supplier',
    });
  });

  it('shows the pay token on the customer order list while priced', async () => {
    const { id, token, buyer } = await pricedQuote();
    const list = await get(ctx, `/payment/${buyer.who.userId}`, buyer.who);
    const order = list.json().data.find((row: { order_id: string }) => row.order_id === id);
    expect(order.quote).toEqual({ state: 'priced', pay_token: token, close_reason: null });
  });

  it("gives the customer's order list the reason a quotation was closed, and no pay token", async () => {
    const { id, buyer } = await pricedQuote();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/close`,
      headers: owner.headers,
      payload: { reason: 'Out of production this season' },
    });
    const list = await get(ctx, `/payment/${buyer.who.userId}`, buyer.who);
    const order = list.json().data.find((row: { order_id: string }) => row.order_id === id);
    expect(order.quote).toEqual({
      state: 'closed',
      pay_token: null,
      close_reason: 'Out of production this season',
    });
  });
});
