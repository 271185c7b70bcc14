import { ORDER_MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema';
import { withApp } from '../../test/before-all';
import {
  addProduct,
  buyerWith,
  createPaymentTestApp,
  flakyGateway,
  placeBody,
  post,
  setUpShop,
} from './testing';

describe('a provider that cannot create the order', () => {
  it('rolls everything back and answers 502; the same key works once the provider is back', async () => {
    const provider = { down: true };
    const failing = flakyGateway('rzp_test_failing', provider, () => 'order_back_up');
    await withApp(createPaymentTestApp({ payments: { gateway: failing } }), async (broken) => {
      await setUpShop(broken);
      const item = await addProduct(broken, { stock: 1 });
      const { id } = item;
      const buyer = await buyerWith(broken, item);
      const { who } = buyer;
      const body = placeBody(broken, buyer);
      const res = await post(broken, '/payment', who, body);
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe(ORDER_MSG.failedToCreateRazorpayOrder);
      expect(await broken.db.select().from(orders).where(eq(orders.userId, who.userId))).toHaveLength(0);
      expect(await broken.db.select().from(orderLines)).toHaveLength(0);
      const [after] = await broken.db
        .select({ stock: products.stock })
        .from(products)
        .where(and(eq(products.id, id)));
      expect(after!.stock).toBe(1);

      // The shopper taps Place order again with the same key once the provider is back.
      provider.down = false;
      const retry = await post(broken, '/payment', who, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.json().razorpay_order.id).toBe('order_back_up');
    });
  });
});
