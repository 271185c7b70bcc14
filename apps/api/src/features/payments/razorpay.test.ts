import { createHmac } from 'node:crypto';
import { ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../db/schema';
import { contentSecurityPolicy } from '../../lib/security-headers';
import { expectError } from '../../test/answers';
import { appForFile } from '../../test/before-all';
import { addProduct, buyerWith, createPaymentTestApp, placeBody, setUpShop } from '../checkout/testing';
import { startFakeRazorpay } from './testing';

const KEY_ID = 'rzp_test_storefront1';
const KEY_SECRET = 'razorpay-key-secret-do-not-leak';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-do-not-leak';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const fake = appForFile(() => startFakeRazorpay(KEY_ID, KEY_SECRET));
const ctx = appForFile(async () => {
  const opened = await createPaymentTestApp({
    config: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
    },
  });
  await setUpShop(opened);
  return opened;
});
const answers: LightMyRequestResponse[] = [];

/** Every answer is kept, to prove at the end that no secret ever left the server. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object | string,
) {
  const res = await ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  answers.push(res);
  return res;
}

async function placedOrder(stock = 4) {
  const item = await addProduct(ctx, { stock });
  const buyer = await buyerWith(ctx, item);
  const res = await call('POST', '/payment', buyer.who.headers, placeBody(ctx, buyer));
  return { buyer, productId: item.id, res };
}

describe('with Razorpay keys', () => {
  it('hands out the key id only', async () => {
    const res = await call('GET', `/pay-razorpay/${ctx.config.SHOP_ID}`, {});
    expect(res.json()).toEqual({ isError: false, key_id: KEY_ID, provider: 'razorpay' });
    // The simulator's popup does not exist when Razorpay takes the payments.
    const popup = await call(
      'POST',
      '/payment/simulator/pay',
      {},
      { razorpay_order_id: 'x', outcome: 'success' },
    );
    expect(popup.statusCode).toBe(404);
  });

  it('creates the Razorpay order for payable_now and verifies its signature', async () => {
    const { buyer, res } = await placedOrder();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.razorpay_order).toEqual({
      id: expect.stringMatching(/^order_fake/),
      amount: 54_900,
      currency: 'INR',
    });
    expect(body).toMatchObject({ provider: 'razorpay', key_id: KEY_ID });
    const sent = fake.requests.at(-1)!.body;
    expect(sent).toMatchObject({ amount: 54_900, currency: 'INR', receipt: body.receipt_id });

    const paymentId = 'pay_Razorpay000001';
    const providerOrderId = body.razorpay_order.id;
    const forged = await call('POST', '/payment/verify', buyer.who.headers, {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac('guessed-secret', `${providerOrderId}|${paymentId}`),
    });
    expectError(forged, 400, ORDER_MSG.paymentVerificationFailed);

    const next = await placedOrder();
    const nextOrder = next.res.json().razorpay_order.id;
    const ok = await call('POST', '/payment/verify', next.buyer.who.headers, {
      razorpay_order_id: nextOrder,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(KEY_SECRET, `${nextOrder}|${paymentId}`),
      key_id: KEY_ID,
    });
    expect(ok.statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, next.res.json().order_id));
    expect(order!.status).toBe('Success');
  });

  it('completes an order from a webhook signed with the webhook secret', async () => {
    const { res } = await placedOrder();
    const providerOrderId = res.json().razorpay_order.id;
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_Webhook0000001', order_id: providerOrderId, status: 'captured' } },
      },
    });
    const withKeySecret = await call(
      'POST',
      '/payment/webhook',
      { 'content-type': 'application/json', 'x-razorpay-signature': hmac(KEY_SECRET, raw) },
      raw,
    );
    expect(withKeySecret.statusCode).toBe(400);
    const hook = await call(
      'POST',
      '/payment/webhook',
      {
        'content-type': 'application/json; charset=utf-8',
        'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw),
        'x-razorpay-event-id': 'evt_Razorpay0000001',
      },
      raw,
    );
    expect(hook.statusCode).toBe(200);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrderId));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_Webhook0000001' });
  });

  it('rolls back and answers 502 when Razorpay fails', async () => {
    fake.state.failWith = 503;
    try {
      const { buyer, productId, res } = await placedOrder(1);
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe(ORDER_MSG.failedToCreateRazorpayOrder);
      expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.who.userId))).toHaveLength(0);
      const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
      expect(product!.stock).toBe(1);
    } finally {
      fake.state.failWith = 0;
    }
  });

  it('lets the pages load Razorpay checkout', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/checkout' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toBe(contentSecurityPolicy({ razorpay: true }));
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com");
    expect(contentSecurityPolicy({ razorpay: false })).not.toContain('razorpay');
  });

  it('never sends a secret in any answer', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const res of answers) {
      const text = `${JSON.stringify(res.headers)}${res.body}`;
      expect(text).not.toContain(KEY_SECRET);
      expect(text).not.toContain(WEBHOOK_SECRET);
    }
  });
});
