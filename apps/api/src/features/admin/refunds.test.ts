import { formatRupees, ORDER_ADMIN_MSG, PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, products, refunds } from '../../db/schema';
import { expectError } from '../../test/answers';
import { appForFile } from '../../test/before-all';
import {
  admin,
  auditOf,
  createLifecycleApp,
  emailNoticesOf,
  eventsOf,
  movementsOf,
  orderRow,
  paymentsOf,
  placedOrder,
  refundKey,
  refundsOf,
  stockOf,
} from '../../test/order-lifecycle';
import { post } from '../checkout/testing';

const ctx = appForFile(createLifecycleApp);

const refund = (orderId: string, body: object) => admin(ctx, 'POST', `/orders/${orderId}/refund`, body);
const rupees = (paise: number) => formatRupees(paise / 100);

describe('refunding an order', () => {
  it('refunds part, then the rest by default, and never more than was paid', async () => {
    const { orderId } = await placedOrder(ctx, { quantity: 2 });
    const [payment] = await paymentsOf(ctx, orderId);
    const paid = payment!.amountPaise;

    const part = await refund(orderId, {
      amount: 100.5,
      reason: 'One bottle broken',
      idempotencyKey: refundKey(),
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().message).toBe(ORDER_ADMIN_MSG.refundSent(formatRupees(100.5)));
    expect(part.json().order).toMatchObject({ refundState: 'partial', refundedTotal: 100.5 });
    expect(part.json().order.refundable).toBe((paid - 10_050) / 100);

    const tooMuch = await refund(orderId, { amount: paid / 100, idempotencyKey: refundKey() });
    expect(tooMuch.statusCode).toBe(409);
    const left = rupees(paid - 10_050);
    expect(tooMuch.json()).toMatchObject({
      msg: ORDER_ADMIN_MSG.refundTooMuch(left),
      fields: { amount: ORDER_ADMIN_MSG.refundTooMuch(left) },
    });

    const rest = await refund(orderId, { idempotencyKey: refundKey() });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().message).toBe(ORDER_ADMIN_MSG.refundSent(left));
    expect(rest.json().order).toMatchObject({
      refundState: 'full',
      refundable: 0,
      refundedTotal: paid / 100,
    });

    expectError(await refund(orderId, { idempotencyKey: refundKey() }), 409, ORDER_ADMIN_MSG.nothingToRefund);

    const rows = await refundsOf(ctx, orderId);
    expect(rows.map((row) => row.amountPaise)).toEqual([10_050, paid - 10_050]);
    expect(rows[0]).toMatchObject({
      reason: 'One bottle broken',
      staffId: ctx.owner.id,
      status: 'processed',
    });
    const audit = (await auditOf(ctx, orderId)).filter((entry) => entry.action === 'order.refund');
    expect(audit).toHaveLength(2);
    // a full refund is not a cancellation: the order keeps its status until staff move it
    expect((await orderRow(ctx, orderId)).orderStatus).toBe('Pending');
  });

  it('makes one refund of the same key sent twice, and answers the first', async () => {
    const { orderId } = await placedOrder(ctx);
    const key = refundKey();
    const first = await refund(orderId, { amount: 50, idempotencyKey: key });
    const second = await refund(orderId, { amount: 50, idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(first.json().message);
    expect(await refundsOf(ctx, orderId)).toHaveLength(1);
    expect((await eventsOf(ctx, orderId)).filter((event) => event.kind === 'refund')).toHaveLength(2);
  });

  it('answers 502 when the gateway refuses, and frees the amount to be refunded again', async () => {
    const { orderId } = await placedOrder(ctx);
    ctx.simulator.refundOutcome = 'failed';
    try {
      const res = await refund(orderId, { idempotencyKey: refundKey() });
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe(ORDER_ADMIN_MSG.refundFailed);
    } finally {
      ctx.simulator.refundOutcome = 'processed';
    }
    const again = await refund(orderId, { idempotencyKey: refundKey() });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.refundState).toBe('full');
  });

  it('refuses bad amounts with 400 and a message on the field', async () => {
    const { orderId } = await placedOrder(ctx);
    for (const amount of [0, -5, '0.00']) {
      const res = await refund(orderId, { amount, idempotencyKey: refundKey() });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.amount).toBe(ORDER_ADMIN_MSG.enterRefundAmount);
    }
    // JavaScript reads these as numbers (2e1 is 20, [1] is 1): none is an amount anyone typed
    for (const amount of ['ten', '2e1', '1e3', [1], '1,000', '₹100', '0x10', ' ', true]) {
      const res = await refund(orderId, { amount, idempotencyKey: refundKey() });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(res.json().fields.amount).toBe('Enter the amount in rupees, like 250 or 250.50');
    }
    const huge = await refund(orderId, { amount: 99_999_999_999, idempotencyKey: refundKey() });
    expect(huge.json().fields.amount).toBe('You can refund at most ₹1,00,00,000.00');
    // a fraction of a paisa is refused for what it is
    const fraction = await refund(orderId, { amount: 10.005, idempotencyKey: refundKey() });
    expect(fraction.json().fields.amount).toBe(ORDER_ADMIN_MSG.refundTwoDecimals);
    expect((await refund(orderId, { amount: 10 })).statusCode).toBe(400);
    expect(await refundsOf(ctx, orderId)).toHaveLength(0);
  });

  it('has nothing to refund on an unpaid order', async () => {
    const { orderId } = await placedOrder(ctx, { pay: false });
    expectError(await refund(orderId, { idempotencyKey: refundKey() }), 409, ORDER_ADMIN_MSG.nothingToRefund);
  });
});

describe('refund webhooks', () => {
  const webhook = (
    event: 'refund.processed' | 'refund.failed',
    refundRow: { providerRefundId: string | null; id: string },
    eventId: string,
  ) => {
    const raw = JSON.stringify({
      entity: 'event',
      event,
      payload: {
        refund: {
          entity: {
            id: refundRow.providerRefundId,
            entity: 'refund',
            status: event.slice(7),
            notes: { refund_id: refundRow.id },
          },
        },
      },
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': ctx.simulator.signWebhook(raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };

  async function pendingRefund() {
    const placed = await placedOrder(ctx);
    ctx.simulator.refundOutcome = 'pending';
    try {
      const res = await refund(placed.orderId, { idempotencyKey: refundKey() });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/asked; the payment provider will confirm it$/);
      expect(res.json().order.refundState).toBe('full');
    } finally {
      ctx.simulator.refundOutcome = 'processed';
    }
    const [row] = await refundsOf(ctx, placed.orderId);
    expect(row).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_sim_/) });
    return { ...placed, row: row! };
  }

  it('refund.processed settles a pending refund once, however often it comes', async () => {
    const { orderId, row } = await pendingRefund();
    expect((await webhook('refund.processed', row, `evt_${row.id}`)).statusCode).toBe(200);
    const [settled] = await refundsOf(ctx, orderId);
    expect(settled).toMatchObject({ status: 'processed' });
    expect(settled!.processedAt).toBeInstanceOf(Date);
    const redelivered = await webhook('refund.processed', row, `evt_${row.id}`);
    expect(redelivered.json().duplicate).toBe(true);
    // the same news under another event id changes nothing either
    await webhook('refund.processed', row, `evt_other_${row.id}`);
    const settledEvents = (await eventsOf(ctx, orderId)).filter(
      (event) => event.kind === 'refund' && (event.data as { status?: string })?.status === 'processed',
    );
    expect(settledEvents).toHaveLength(1);
    expect((await emailNoticesOf(ctx, orderId)).filter((notice) => notice === 'Refunded')).toHaveLength(1);
  });

  it('refund.failed frees the amount, and a late processed for it changes nothing', async () => {
    const { orderId, row } = await pendingRefund();
    expect((await webhook('refund.failed', row, `evt_f_${row.id}`)).statusCode).toBe(200);
    expect((await refundsOf(ctx, orderId))[0]).toMatchObject({ status: 'failed' });
    expect(await emailNoticesOf(ctx, orderId)).not.toContain('Refunded');
    const detail = (await admin(ctx, 'GET', `/orders/${orderId}`)).json().order;
    expect(detail).toMatchObject({ refundState: 'none', refundedTotal: 0 });
    await webhook('refund.processed', row, `evt_p_${row.id}`);
    expect((await refundsOf(ctx, orderId))[0]).toMatchObject({ status: 'failed' });
    expect((await refund(orderId, { idempotencyKey: refundKey() })).statusCode).toBe(200);
  });

  it('refuses a refund event with a bad signature', async () => {
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_x' } } },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'nope' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the refund_due queue', () => {
  const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

  /** An order paid after its hold ran out: the stock went back, the money is refund_due. */
  async function paidTooLate(quantity = 1, stock = 5) {
    const placed = await placedOrder(ctx, { pay: false, quantity, stock });
    const popup = await post(ctx, '/payment/simulator/pay', placed.buyer.who, {
      razorpay_order_id: placed.providerOrderId,
      outcome: 'success',
    });
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - HOLD_MS - 60_000) })
      .where(eq(orders.id, placed.orderId));
    const verified = await post(ctx, '/payment/verify', placed.buyer.who, popup.json());
    expect(verified.statusCode).toBe(409);
    const [payment] = await paymentsOf(ctx, placed.orderId);
    expect(payment!.status).toBe('refund_due');
    return { ...placed, payment: payment! };
  }

  it('lists refund_due payments with what is left', async () => {
    const { payment, orderId } = await paidTooLate();
    const res = await admin(ctx, 'GET', '/payments/refund-due');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual(
      expect.objectContaining({
        paymentId: payment.id,
        orderId,
        amount: payment.amountPaise / 100,
        refunded: 0,
        left: payment.amountPaise / 100,
        paymentStatus: 'Failed',
      }),
    );
  });

  it('refunds one in full and it leaves the queue', async () => {
    const { payment, orderId } = await paidTooLate();
    const key = refundKey();
    const res = await admin(ctx, 'POST', `/payments/${payment.id}/refund`, { idempotencyKey: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_ADMIN_MSG.refundSent(rupees(payment.amountPaise)));
    const again = await admin(ctx, 'POST', `/payments/${payment.id}/refund`, { idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(await refundsOf(ctx, orderId)).toHaveLength(1);
    const list = (await admin(ctx, 'GET', '/payments/refund-due')).json().items;
    expect(list.map((item: { paymentId: string }) => item.paymentId)).not.toContain(payment.id);
    expect((await auditOf(ctx, payment.id)).map((entry) => entry.action)).toEqual(['payment.refund']);
    expectError(
      await admin(ctx, 'POST', `/payments/${payment.id}/accept`, {}),
      409,
      ORDER_ADMIN_MSG.acceptPartlyRefunded,
    );
  });

  it('accepts one while the stock is there: the order becomes a paid order holding its stock', async () => {
    const { payment, orderId, item } = await paidTooLate(2, 5);
    expect(await stockOf(ctx, item.id)).toBe(5);
    const res = await admin(ctx, 'POST', `/payments/${payment.id}/accept`, {
      note: 'Customer asked to keep it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_ADMIN_MSG.accepted);
    expect(await stockOf(ctx, item.id)).toBe(3);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'Success', stockReleased: false });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('accepted');
    expect((await movementsOf(ctx, orderId)).map((m) => [m.reason, m.delta])).toContainEqual(['retaken', -2]);
    expect((await auditOf(ctx, payment.id)).map((entry) => entry.action)).toEqual(['payment.accept']);
    expect(await emailNoticesOf(ctx, orderId)).toContain('placed');
    const detail = (await admin(ctx, 'GET', `/orders/${orderId}`)).json().order;
    expect(detail.nextStatuses).toContain('Shipped');
    expect(detail.paidTotal).toBe(payment.amountPaise / 100);
    expectError(
      await admin(ctx, 'POST', `/payments/${payment.id}/accept`, {}),
      409,
      ORDER_ADMIN_MSG.notRefundDue,
    );
  });

  it('refuses to accept one whose stock is gone, keeping it in the queue', async () => {
    const { payment, item } = await paidTooLate(1, 1);
    // someone else bought the last unit meanwhile
    await ctx.db.update(products).set({ stock: 0, totalStock: 0 }).where(eq(products.id, item.id));
    expectError(
      await admin(ctx, 'POST', `/payments/${payment.id}/accept`, {}),
      409,
      ORDER_ADMIN_MSG.acceptNoStock(`${item.title} is out of stock`),
    );
    expect((await ctx.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe(
      'refund_due',
    );
  });

  it('answers 404 for an unknown payment and 409 for one that is not refund_due', async () => {
    expectError(
      await admin(ctx, 'POST', '/payments/00000000-0000-4000-8000-000000000000/accept', {}),
      404,
      ORDER_ADMIN_MSG.paymentNotFound,
    );
    const { orderId } = await placedOrder(ctx);
    const [paid] = await paymentsOf(ctx, orderId);
    expectError(
      await admin(ctx, 'POST', `/payments/${paid!.id}/refund`, { idempotencyKey: refundKey() }),
      409,
      ORDER_ADMIN_MSG.notRefundDue,
    );
    expect(await ctx.db.select().from(refunds).where(eq(refunds.paymentId, paid!.id))).toHaveLength(0);
  });
});
