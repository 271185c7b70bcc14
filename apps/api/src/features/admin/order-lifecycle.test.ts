import { ADMIN_MSG, formatRupees, ORDER_ADMIN_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { appForFile } from '../../test/before-all';
import {
  admin,
  auditOf,
  createLifecycleApp,
  emailNoticesOf,
  emailRowsOf,
  eventsOf,
  movementsOf,
  orderRow,
  paymentsOf,
  placedOrder,
  refundsOf,
  stockOf,
} from '../../test/order-lifecycle';
import { createTestStaff } from './testing';

const ctx = appForFile(createLifecycleApp);

const move = (orderId: string, status: string, note?: string) =>
  admin(ctx, 'POST', `/orders/${orderId}/status`, { status, note });

describe('moving an order along its lifecycle', () => {
  it('walks a paid order to Delivered, one allowed move at a time, each on the timeline with who did it', async () => {
    const { orderId } = await placedOrder(ctx);
    const start = await admin(ctx, 'GET', `/orders/${orderId}`);
    expect(start.json().order.nextStatuses).toEqual(['Processing', 'Packed', 'Shipped', 'Cancelled']);

    for (const status of ['Processing', 'Packed', 'Shipped', 'Out for delivery', 'Delivered']) {
      const res = await move(orderId, status, status === 'Shipped' ? 'Courier AWB 1234' : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ORDER_ADMIN_MSG.moved(status));
      expect(res.json().order.status).toBe(status);
    }
    const row = await orderRow(ctx, orderId);
    expect(row.orderStatus).toBe('Delivered');
    expect(row.deliveredAt).toBeInstanceOf(Date);

    const detail = (await admin(ctx, 'GET', `/orders/${orderId}`)).json().order;
    expect(detail.nextStatuses).toEqual([]);
    const moves = detail.timeline.filter((event: { kind: string }) => event.kind === 'status');
    expect(moves.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'Processing',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(moves[2]).toMatchObject({
      actor: 'staff',
      fromStatus: 'Packed',
      note: 'Courier AWB 1234',
      staffEmail: ctx.owner.email,
    });
    // placing (the customer) and paying (the system) come first
    expect(detail.timeline[0]).toMatchObject({ actor: 'customer', kind: 'placed', toStatus: 'Pending' });
    expect(detail.timeline[1]).toMatchObject({ actor: 'system', kind: 'payment', toStatus: 'Success' });
    const audit = await auditOf(ctx, orderId);
    expect(audit.map((entry) => entry.action)).toEqual(Array(5).fill('order.status'));
    // the customer hears of the moves that matter to them, not of Processing or Packed
    const notices = (await emailNoticesOf(ctx, orderId)).filter((notice) => notice !== 'placed');
    expect(notices).toEqual(['Shipped', 'Out for delivery', 'Delivered']);
    expect(audit[0]).toMatchObject({ staffId: ctx.owner.id, before: { orderStatus: 'Pending' } });
  });

  it('refuses a move the state machine does not allow with 409 and says why, changing nothing', async () => {
    const { orderId } = await placedOrder(ctx);
    expect((await move(orderId, 'Shipped')).statusCode).toBe(200);

    const back = await move(orderId, 'Packed');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      isError: true,
      code: 'CONFLICT',
      msg: ORDER_ADMIN_MSG.moveNotAllowed('Shipped', 'Packed'),
    });
    expectError(await move(orderId, 'Shipped'), 409, ORDER_ADMIN_MSG.alreadyInStatus('Shipped'));
    expect((await orderRow(ctx, orderId)).orderStatus).toBe('Shipped');
    expect((await eventsOf(ctx, orderId)).filter((event) => event.kind === 'status')).toHaveLength(1);
  });

  it('lets an order waiting for its payment only be cancelled', async () => {
    const { orderId } = await placedOrder(ctx, { pay: false });
    const detail = (await admin(ctx, 'GET', `/orders/${orderId}`)).json().order;
    expect(detail.nextStatuses).toEqual(['Cancelled']);
    expectError(await move(orderId, 'Processing'), 409, ORDER_MSG_NOT_FULFILLABLE);
  });

  it('refuses bad input with 400 and an unknown order with 404', async () => {
    const { orderId } = await placedOrder(ctx);
    const bad = await move(orderId, 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    const long = await move(orderId, 'Processing', 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expectError(
      await move('00000000-0000-4000-8000-000000000000', 'Processing'),
      404,
      ADMIN_MSG.orderNotFound,
    );
    expect((await move('not-an-id', 'Processing')).statusCode).toBe(404);
  });

  it('lets a staff member (not only the owner) move orders, naming them on the timeline', async () => {
    const clerk = await createTestStaff(ctx, { role: 'staff', name: 'Clerk One' });
    const { orderId } = await placedOrder(ctx);
    const res = await admin(ctx, 'POST', `/orders/${orderId}/status`, { status: 'Packed' }, clerk);
    expect(res.statusCode).toBe(200);
    const last = res.json().order.timeline.at(-1);
    expect(last).toMatchObject({ staffName: 'Clerk One', staffEmail: clerk.email, toStatus: 'Packed' });
  });
});

const ORDER_MSG_NOT_FULFILLABLE = ORDER_ADMIN_MSG.notFulfillable;

describe('cancelling', () => {
  it('gives the stock back exactly once and records it in the stock history', async () => {
    const { orderId, item } = await placedOrder(ctx, { quantity: 2, stock: 5 });
    expect(await stockOf(ctx, item.id)).toBe(3);
    const res = await move(orderId, 'Cancelled', 'Customer changed their mind');
    expect(res.statusCode).toBe(200);
    expect(await stockOf(ctx, item.id)).toBe(5);
    const row = await orderRow(ctx, orderId);
    expect(row).toMatchObject({ orderStatus: 'Cancelled', stockReleased: true });
    expect(row.cancelledAt).toBeInstanceOf(Date);

    expectError(await move(orderId, 'Cancelled'), 409, ORDER_ADMIN_MSG.alreadyInStatus('Cancelled'));
    expect(await stockOf(ctx, item.id)).toBe(5);

    const movements = await movementsOf(ctx, orderId);
    expect(movements.map((m) => [m.reason, m.delta]).sort()).toEqual([
      ['cancelled', 2],
      ['order', -2],
    ]);
    expect(movements.find((m) => m.reason === 'cancelled')).toMatchObject({
      staffId: ctx.owner.id,
      productId: item.id,
      sku: item.sku,
    });
  });

  it('refunds a paid order in full through the gateway in the same request', async () => {
    const { orderId } = await placedOrder(ctx, { quantity: 2 });
    const [payment] = await paymentsOf(ctx, orderId);
    const res = await move(orderId, 'Cancelled');
    expect(res.statusCode).toBe(200);
    const paid = formatRupees(payment!.amountPaise / 100);
    expect(res.json().message).toBe(ORDER_ADMIN_MSG.cancelledAndRefunded(paid));
    const order = res.json().order;
    expect(order).toMatchObject({ status: 'Cancelled', refundState: 'full', refundable: 0 });
    expect(order.refundedTotal).toBe(payment!.amountPaise / 100);
    expect(order.payments[0].refunds).toEqual([
      expect.objectContaining({ status: 'processed', amount: payment!.amountPaise / 100 }),
    ]);
    const [refund] = await refundsOf(ctx, orderId);
    expect(refund).toMatchObject({
      status: 'processed',
      amountPaise: payment!.amountPaise,
      provider: 'simulator',
    });
    expect(refund!.providerRefundId).toMatch(/^rfnd_sim_/);
    const kinds = order.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds.slice(-3)).toEqual(['status', 'refund', 'refund']);
    expect(await emailNoticesOf(ctx, orderId)).toEqual(expect.arrayContaining(['Cancelled', 'Refunded']));
    // the cancellation mail names the refund that comes with it
    const cancelMail = (await emailRowsOf(ctx, orderId)).find((row) => row.template === 'order-cancelled');
    expect(cancelMail?.payload).toMatchObject({ order: { refundedPaise: payment!.amountPaise } });
  });

  it('still cancels when the gateway cannot refund, and the refund can be tried again', async () => {
    const { orderId, item } = await placedOrder(ctx);
    ctx.simulator.refundOutcome = 'unreachable';
    try {
      const res = await move(orderId, 'Cancelled');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ORDER_ADMIN_MSG.cancelledRefundFailed);
      expect(res.json().order).toMatchObject({ status: 'Cancelled', refundState: 'none' });
    } finally {
      ctx.simulator.refundOutcome = 'processed';
    }
    expect(await stockOf(ctx, item.id)).toBe(5);
    const retry = await admin(ctx, 'POST', `/orders/${orderId}/refund`, {
      idempotencyKey: 'retry-after-outage-1',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.refundState).toBe('full');
    expect((await refundsOf(ctx, orderId)).map((r) => r.status)).toEqual(['failed', 'processed']);
  });

  it('cancels an order still waiting for its payment: stock back, its payment closed, no refund', async () => {
    const { orderId, item } = await placedOrder(ctx, { pay: false });
    expect(await stockOf(ctx, item.id)).toBe(4);
    const res = await move(orderId, 'Cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_ADMIN_MSG.moved('Cancelled'));
    expect(await stockOf(ctx, item.id)).toBe(5);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'Failed', stockReleased: true });
    expect((await paymentsOf(ctx, orderId))[0]!.status).toBe('expired');
    expect(await refundsOf(ctx, orderId)).toHaveLength(0);
  });
});

describe('pay on delivery balance', () => {
  it('is recorded as collected on delivery, once', async () => {
    const { orderId } = await placedOrder(ctx, { mode: 'Pay on delivery' });
    expectError(
      await admin(ctx, 'POST', `/orders/${orderId}/collect`, {}),
      409,
      ORDER_ADMIN_MSG.notDelivering,
    );
    await move(orderId, 'Shipped');
    const delivered = await move(orderId, 'Delivered');
    expect(delivered.json().order.balanceCollectedAt).toEqual(expect.any(String));
    expectError(
      await admin(ctx, 'POST', `/orders/${orderId}/collect`, {}),
      409,
      ORDER_ADMIN_MSG.balanceAlreadyCollected,
    );
  });

  it('can be collected before delivery is recorded, and is then not recorded again', async () => {
    const { orderId } = await placedOrder(ctx, { mode: 'Pay on delivery' });
    await move(orderId, 'Shipped');
    const collected = await admin(ctx, 'POST', `/orders/${orderId}/collect`, { note: 'Cash to courier' });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().message).toBe(ORDER_ADMIN_MSG.balanceCollected);
    const at = (await orderRow(ctx, orderId)).balanceCollectedAt;
    await move(orderId, 'Delivered');
    expect((await orderRow(ctx, orderId)).balanceCollectedAt).toEqual(at);
    expect((await auditOf(ctx, orderId)).map((entry) => entry.action)).toContain('order.collect');
  });

  it('is refused on a Pay now order', async () => {
    const { orderId } = await placedOrder(ctx);
    expectError(
      await admin(ctx, 'POST', `/orders/${orderId}/collect`, {}),
      409,
      ORDER_ADMIN_MSG.notPayOnDelivery,
    );
  });
});
