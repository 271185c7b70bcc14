import { MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { expectError } from '../../test/answers';
import {
  cartOf,
  orderRow,
  payInPopup,
  paymentShopForFile,
  paymentsOf,
  shopperWithOrder,
  stockOf,
} from '../checkout/testing';
import { SimulatorGateway } from './gateway';

const ctx = paymentShopForFile();
const paymentOf = async (orderId: string) => (await paymentsOf(ctx, orderId))[0]!;
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
      'x-razorpay-signature': ctx.simulator.signWebhook(raw),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    });
  const captured = (providerOrderId: string, paymentId = 'pay_sim_webhook000001') =>
    // Spacing as the provider sends it: the signature covers these exact bytes.
    `{"entity":"event","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"${paymentId}","entity":"payment","order_id":"${providerOrderId}","status":"captured","method":"upi"}}},"created_at":1700000000}`;

  it('completes a Pending order even when the browser never came back', async () => {
    const { buyer, answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    const raw = captured(providerOrderId);
    const res = await signed(raw, `evt_${providerOrderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, duplicate: false });
    expect(await orderRow(ctx, answer.order_id)).toMatchObject({ status: 'Success' });
    expect(await paymentOf(answer.order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_sim_webhook000001',
    });
    expect(await cartOf(ctx, buyer.who.userId)).toHaveLength(0);

    const redelivered = await signed(raw, `evt_${providerOrderId}`);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json().duplicate).toBe(true);
    const events = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_${providerOrderId}`));
    expect(events).toHaveLength(1);

    // The popup has nothing left to pay.
    expectError(await payInPopup(ctx, buyer, providerOrderId), 409, ORDER_MSG.paymentAlreadyCompleted);
  });

  it('checks the signature on the raw body', async () => {
    const { answer, providerOrderId } = await shopperWithOrder(ctx, 1);
    const raw = captured(providerOrderId);
    const reformatted = JSON.stringify(JSON.parse(raw), null, 2);
    expectError(
      await send(reformatted, { 'x-razorpay-signature': ctx.simulator.signWebhook(raw) }),
      400,
      ORDER_MSG.invalidWebhookSignature,
    );
    expect((await send(raw)).statusCode).toBe(400);
    const otherSecret = new SimulatorGateway('another-secret-another-secret-another');
    expect((await send(raw, { 'x-razorpay-signature': otherSecret.signWebhook(raw) })).statusCode).toBe(400);
    expect((await orderRow(ctx, answer.order_id)).status).toBe('Pending');
    // Without an event id header the body's own bytes identify the event.
    expect((await signed(raw)).json().duplicate).toBe(false);
    expect((await signed(raw)).json().duplicate).toBe(true);
    expect((await orderRow(ctx, answer.order_id)).status).toBe('Success');
  });

  it('completes on order.paid and fails on payment.failed', async () => {
    const paid = await shopperWithOrder(ctx, 1);
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_sim_orderpaid00001', order_id: paid.providerOrderId } },
        order: { entity: { id: paid.providerOrderId, status: 'paid' } },
      },
    });
    expect((await signed(orderPaid, 'evt_order_paid_1')).statusCode).toBe(200);
    expect((await orderRow(ctx, paid.answer.order_id)).status).toBe('Success');

    const failing = await shopperWithOrder(ctx, 2);
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_sim_failed0000001', order_id: failing.providerOrderId } } },
    });
    expect((await signed(failed, 'evt_failed_1')).statusCode).toBe(200);
    expect(await orderRow(ctx, failing.answer.order_id)).toMatchObject({
      status: 'Failed',
      stockReleased: true,
    });
    expect((await stockOf(ctx, failing.item.id)).stock).toBe(5);
    // A failure event after the payment succeeded changes nothing.
    const late = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_sim_late000000001', order_id: paid.providerOrderId } } },
    });
    expect((await signed(late, 'evt_failed_2')).statusCode).toBe(200);
    expect((await orderRow(ctx, paid.answer.order_id)).status).toBe('Success');
  });

  it('accepts events it does not act on, and refuses bodies that are not events', async () => {
    const other = JSON.stringify({ event: 'refund.created', payload: {} });
    expect((await signed(other, 'evt_refund_1')).json()).toEqual({ isError: false, duplicate: false });
    const unknownOrder = captured('order_sim_nobodys0000000');
    expect((await signed(unknownOrder, 'evt_unknown_1')).statusCode).toBe(200);
    const notJson = 'not json';
    expectError(
      await send(notJson, { 'x-razorpay-signature': ctx.simulator.signWebhook(notJson) }),
      400,
      MSG.invalidInput,
    );
  });
});
