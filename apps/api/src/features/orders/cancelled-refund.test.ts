import { ORDER_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { appForFile } from '../../test/before-all';
import { admin, createLifecycleApp, paymentsOf, placedOrder, refundKey } from '../../test/order-lifecycle';
import { get, shopper } from '../checkout/testing';

const ctx = appForFile(createLifecycleApp);

describe("the customer's view of a cancelled and refunded order", () => {
  it('shows the order cancelled, when, and what was refunded, in the list and alone', async () => {
    const { orderId, buyer } = await placedOrder(ctx);
    const [payment] = await paymentsOf(ctx, orderId);
    expect((await admin(ctx, 'POST', `/orders/${orderId}/status`, { status: 'Cancelled' })).statusCode).toBe(
      200,
    );

    const one = await get(ctx, `/payment/order/${orderId}`, buyer.who);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      orderStatus: 'Cancelled',
      cancelledAt: expect.any(String),
      refundedAmount: payment!.amountPaise / 100,
      refundPendingAmount: 0,
    });
    const list = await get(ctx, `/payment/${buyer.who.userId}`, buyer.who);
    expect(list.json().data[0]).toMatchObject({ order_id: orderId, orderStatus: 'Cancelled' });
    expect(list.json().data[0].refundedAmount).toBe(payment!.amountPaise / 100);
  });

  it('counts a refund still pending at the provider apart from a confirmed one', async () => {
    const { orderId, buyer } = await placedOrder(ctx);
    await admin(ctx, 'POST', `/orders/${orderId}/refund`, { amount: 20, idempotencyKey: refundKey() });
    ctx.simulator.refundOutcome = 'pending';
    try {
      await admin(ctx, 'POST', `/orders/${orderId}/refund`, { amount: 5.5, idempotencyKey: refundKey() });
    } finally {
      ctx.simulator.refundOutcome = 'processed';
    }
    const one = (await get(ctx, `/payment/order/${orderId}`, buyer.who)).json().data;
    expect(one).toMatchObject({ refundedAmount: 20, refundPendingAmount: 5.5, cancelledAt: null });
  });

  it('is not found for another customer', async () => {
    const { orderId } = await placedOrder(ctx);
    await admin(ctx, 'POST', `/orders/${orderId}/status`, { status: 'Cancelled' });
    const other = await shopper(ctx);
    expectError(await get(ctx, `/payment/order/${orderId}`, other.who), 404, ORDER_MSG.orderNotFound);
    const theirs = await get(ctx, `/payment/${other.who.userId}`, other.who);
    expect(theirs.json().data).toEqual([]);
  });
});
