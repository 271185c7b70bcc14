import { MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders, paymentEvents, payments, products } from '../../db/schema';
import { productInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import {
  addToCart,
  createPaymentTestApp,
  type PaymentTestCtx,
  placeBody,
  post,
  type Shopper,
  setUpShop,
  shopper,
} from '../checkout/testing';
import { SimulatorGateway } from './gateway';

let ctx: PaymentTestCtx;
let simulator: SimulatorGateway;
beforeAll(async () => {
  ctx = await createPaymentTestApp();
  await setUpShop(ctx, { advancePercentage: 25 });
  simulator = new SimulatorGateway(ctx.config.JWT_SECRET);
});
afterAll(async () => {
  await ctx?.close();
});

async function product(stock = 5) {
  const input = productInput({ stock });
  const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
  return { id: id!, sku: input.sku, title: input.title };
}
async function stockOf(productId: string) {
  const [row] = await ctx.db
    .select({ stock: products.stock, total: products.totalStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}
async function orderRow(orderId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
async function paymentOf(orderId: string) {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}
const cartOf = (userId: string) => ctx.db.select().from(cartLines).where(eq(cartLines.userId, userId));

/** A customer who placed an online order of `quantity` units; the answer of POST /payment. */
async function placed(quantity = 1, mode: 'Pay now' | 'Pay on delivery' = 'Pay now') {
  const item = await product();
  const buyer = await shopper(ctx);
  await addToCart(ctx, buyer.who, item.id, item.sku, quantity);
  const body = placeBody(ctx, buyer, { payment_mode: mode });
  const res = await post(ctx, '/payment', buyer.who, body);
  expect(res.statusCode).toBe(201);
  const answer = res.json() as { order_id: string; razorpay_order: { id: string; amount: number } };
  return { buyer, item, body, answer, providerOrderId: answer.razorpay_order.id };
}

const pay = (buyer: Shopper, providerOrderId: string, outcome: 'success' | 'failure' = 'success') =>
  post(ctx, '/payment/simulator/pay', buyer.who, { razorpay_order_id: providerOrderId, outcome });

describe('POST /payment/webhook', () => {
  const send = (raw: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: raw,
    });
  const signed = (raw: string, eventId?: string) =>
    send(raw, {
      'x-razorpay-signature': simulator.signWebhook(raw),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    });
  const captured = (providerOrderId: string, paymentId = 'pay_sim_webhook000001') =>
    // Spacing as the provider sends it: the signature covers these exact bytes.
    `{"entity":"event","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"${paymentId}","entity":"payment","order_id":"${providerOrderId}","status":"captured","method":"upi"}}},"created_at":1700000000}`;

  it('completes a Pending order even when the browser never came back', async () => {
    const { buyer, answer, providerOrderId } = await placed(1);
    const raw = captured(providerOrderId);
    const res = await signed(raw, `evt_${providerOrderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, duplicate: false });
    expect(await orderRow(answer.order_id)).toMatchObject({ status: 'Success' });
    expect(await paymentOf(answer.order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_sim_webhook000001',
    });
    expect(await cartOf(buyer.who.userId)).toHaveLength(0);

    const redelivered = await signed(raw, `evt_${providerOrderId}`);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json().duplicate).toBe(true);
    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_${providerOrderId}`));
    expect(events).toHaveLength(1);

    // The popup has nothing left to pay.
    const popup = await pay(buyer, providerOrderId);
    expect(popup.statusCode).toBe(409);
    expect(popup.json().msg).toBe(ORDER_MSG.paymentAlreadyCompleted);
  });

  it('checks the signature on the raw body', async () => {
    const { answer, providerOrderId } = await placed(1);
    const raw = captured(providerOrderId);
    const reformatted = JSON.stringify(JSON.parse(raw), null, 2);
    const res = await send(reformatted, { 'x-razorpay-signature': simulator.signWebhook(raw) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(ORDER_MSG.invalidWebhookSignature);
    expect((await send(raw)).statusCode).toBe(400);
    const otherSecret = new SimulatorGateway('another-secret-another-secret-another');
    expect((await send(raw, { 'x-razorpay-signature': otherSecret.signWebhook(raw) })).statusCode).toBe(400);
    expect((await orderRow(answer.order_id)).status).toBe('Pending');
    // Without an event id header the body's own bytes identify the event.
    expect((await signed(raw)).json().duplicate).toBe(false);
    expect((await signed(raw)).json().duplicate).toBe(true);
    expect((await orderRow(answer.order_id)).status).toBe('Success');
  });

  it('completes on order.paid and fails on payment.failed', async () => {
    const paid = await placed(1);
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_sim_orderpaid00001', order_id: paid.providerOrderId } },
        order: { entity: { id: paid.providerOrderId, status: 'paid' } },
      },
    });
    expect((await signed(orderPaid, 'evt_order_paid_1')).statusCode).toBe(200);
    expect((await orderRow(paid.answer.order_id)).status).toBe('Success');

    const failing = await placed(2);
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_sim_failed0000001', order_id: failing.providerOrderId } } },
    });
    expect((await signed(failed, 'evt_failed_1')).statusCode).toBe(200);
    expect(await orderRow(failing.answer.order_id)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await stockOf(failing.item.id)).stock).toBe(5);
    // A failure event after the payment succeeded changes nothing.
    const late = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_sim_late000000001', order_id: paid.providerOrderId } } },
    });
    expect((await signed(late, 'evt_failed_2')).statusCode).toBe(200);
    expect((await orderRow(paid.answer.order_id)).status).toBe('Success');
  });

  it('accepts events it does not act on, and refuses bodies that are not events', async () => {
    const other = JSON.stringify({ event: 'refund.created', payload: {} });
    expect((await signed(other, 'evt_refund_1')).json()).toEqual({ isError: false, duplicate: false });
    const unknownOrder = captured('order_sim_nobodys0000000');
    expect((await signed(unknownOrder, 'evt_unknown_1')).statusCode).toBe(200);
    const notJson = 'not json';
    const res = await send(notJson, { 'x-razorpay-signature': simulator.signWebhook(notJson) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.invalidInput);
  });
});
