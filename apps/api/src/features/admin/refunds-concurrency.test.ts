import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/before-all';
import {
  admin,
  createLifecycleApp,
  paymentsOf,
  placedOrder,
  refundKey,
  refundsOf,
} from '../../test/order-lifecycle';

// PGlite is a single connection, so requests never truly overlap there: these run on PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('refunds at the same time (PostgreSQL)', () => {
  const ctx = appForFile(createLifecycleApp);

  const refund = (orderId: string, body: object) => admin(ctx, 'POST', `/orders/${orderId}/refund`, body);
  const heldPaise = async (orderId: string) =>
    (await refundsOf(ctx, orderId))
      .filter((row) => row.status !== 'failed')
      .reduce((sum, row) => sum + row.amountPaise, 0);

  it('two full refunds at once: one refunds, the other finds nothing left', async () => {
    expect(ctx.kind).toBe('postgres');
    for (let round = 0; round < 4; round += 1) {
      const { orderId } = await placedOrder(ctx);
      const [payment] = await paymentsOf(ctx, orderId);
      const answers = await Promise.all([
        refund(orderId, { idempotencyKey: refundKey() }),
        refund(orderId, { idempotencyKey: refundKey() }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await heldPaise(orderId)).toBe(payment!.amountPaise);
    }
  });

  it('many partial refunds at once never add up to more than was paid', async () => {
    const { orderId } = await placedOrder(ctx, { quantity: 2 });
    const [payment] = await paymentsOf(ctx, orderId);
    // each asks for 40 % of the payment: at most two fit
    const part = Math.floor(payment!.amountPaise * 0.4) / 100;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(orderId, { amount: part, idempotencyKey: refundKey() })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(4);
    expect(await heldPaise(orderId)).toBeLessThanOrEqual(payment!.amountPaise);
  });

  it('the same key sent twice at once makes one refund', async () => {
    const { orderId } = await placedOrder(ctx);
    const key = refundKey();
    const answers = await Promise.all([
      refund(orderId, { amount: 10, idempotencyKey: key }),
      refund(orderId, { amount: 10, idempotencyKey: key }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(ctx, orderId)).toHaveLength(1);
  });

  it('a cancellation and a refund at once refund the payment once', async () => {
    const { orderId } = await placedOrder(ctx);
    const [payment] = await paymentsOf(ctx, orderId);
    await Promise.all([
      admin(ctx, 'POST', `/orders/${orderId}/status`, { status: 'Cancelled' }),
      refund(orderId, { idempotencyKey: refundKey() }),
    ]);
    expect(await heldPaise(orderId)).toBe(payment!.amountPaise);
  });
});
