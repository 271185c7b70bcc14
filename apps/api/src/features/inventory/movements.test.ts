import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/before-all';
import { createLifecycleApp, movementsOf, placedOrder, stockOf } from '../../test/order-lifecycle';
import { post } from '../checkout/testing';

const ctx = appForFile(createLifecycleApp);

const history = async (orderId: string) =>
  (await movementsOf(ctx, orderId)).map((m) => ({ reason: m.reason, delta: m.delta }));

describe('the stock history of an order', () => {
  it('records the units an order takes', async () => {
    const { orderId, item } = await placedOrder(ctx, { quantity: 3 });
    expect(await history(orderId)).toEqual([{ reason: 'order', delta: -3 }]);
    const [movement] = await movementsOf(ctx, orderId);
    expect(movement).toMatchObject({ productId: item.id, sku: item.sku, shopId: ctx.config.SHOP_ID });
  });

  it('records the units a failed payment gives back, and a retried payment takes again', async () => {
    const { orderId, buyer, providerOrderId, item } = await placedOrder(ctx, { quantity: 2, pay: false });
    await post(ctx, '/payment/simulator/pay', buyer.who, {
      razorpay_order_id: providerOrderId,
      outcome: 'failure',
    });
    expect(await stockOf(ctx, item.id)).toBe(5);
    expect(await history(orderId)).toEqual([
      { reason: 'order', delta: -2 },
      { reason: 'released', delta: 2 },
    ]);
    // the shopper tries again in the popup and pays: the stock is taken again
    const popup = await post(ctx, '/payment/simulator/pay', buyer.who, {
      razorpay_order_id: providerOrderId,
      outcome: 'success',
    });
    expect(popup.statusCode).toBe(200);
    expect((await post(ctx, '/payment/verify', buyer.who, popup.json())).statusCode).toBe(200);
    expect(await stockOf(ctx, item.id)).toBe(3);
    expect((await history(orderId)).at(-1)).toEqual({ reason: 'retaken', delta: -2 });
  });
});
