import { ORDER_MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema';
import { createTestCustomer } from '../auth/testing';
import { GatewayError, type PaymentGateway } from '../payments';
import {
  addProduct,
  addToCart,
  createPaymentTestApp,
  insertAddress,
  placeBody,
  post,
  setUpShop,
} from './testing';

describe('a provider that cannot create the order', () => {
  it('rolls everything back and answers 502; the same key works once the provider is back', async () => {
    let providerDown = true;
    const failing: PaymentGateway = {
      provider: 'razorpay',
      keyId: 'rzp_test_failing',
      createOrder: async (input) => {
        if (providerDown) throw new GatewayError('Razorpay refused the order (500)', 500);
        return { id: 'order_back_up', amount: input.amountPaise, currency: input.currency };
      },
      verifyPaymentSignature: () => false,
      verifyWebhookSignature: () => false,
      refund: async () => Promise.reject(new GatewayError('no refunds here')),
    };
    const broken = await createPaymentTestApp({ payments: { gateway: failing } });
    try {
      await setUpShop(broken);
      const { id } = await addProduct(broken, { stock: 1 });
      const who = await createTestCustomer(broken);
      const address = await insertAddress(broken, who);
      const buyer = { who, addressId: address.id };
      const [product] = await broken.db.select().from(products).where(eq(products.id, id));
      await addToCart(broken, who, id, product!.sku);
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
      providerDown = false;
      const retry = await post(broken, '/payment', who, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.json().razorpay_order.id).toBe('order_back_up');
    } finally {
      await broken.close();
    }
  });
});
