import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { appForFile } from '../../test/before-all';
import {
  createGateway,
  GatewayError,
  RazorpayGateway,
  SIMULATOR_KEY_ID,
  SimulatorGateway,
  signaturesMatch,
} from './gateway';
import { startFakeRazorpay } from './testing';

const KEY_ID = 'rzp_test_fake123';
const KEY_SECRET = 'fake-key-secret-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

describe('RazorpayGateway', () => {
  const fake = appForFile(() => startFakeRazorpay(KEY_ID, KEY_SECRET));
  let gateway: RazorpayGateway;
  beforeAll(() => {
    gateway = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: `${fake.url}/`,
    });
  });

  it('creates an order through the Orders API with basic auth', async () => {
    const order = await gateway.createOrder({
      amountPaise: 54_900,
      currency: 'INR',
      receipt: 'NA261122-00001',
    });
    expect(order).toEqual({ id: expect.stringMatching(/^order_fake/), amount: 54_900, currency: 'INR' });
    const sent = fake.requests.at(-1)!;
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.body).toMatchObject({ amount: 54_900, currency: 'INR', receipt: 'NA261122-00001' });
  });

  it('throws a GatewayError when Razorpay refuses or is unreachable', async () => {
    fake.state.failWith = 500;
    await expect(
      gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' }),
    ).rejects.toBeInstanceOf(GatewayError);
    fake.state.failWith = 0;
    const wrongKey = new RazorpayGateway({ keyId: KEY_ID, keySecret: 'wrong', baseUrl: fake.url });
    await expect(
      wrongKey.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const nowhere = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(
      nowhere.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('checks the payment signature: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = hmac(KEY_SECRET, 'order_abc|pay_xyz');
    expect(
      gateway.verifyPaymentSignature({ providerOrderId: 'order_abc', paymentId: 'pay_xyz', signature }),
    ).toBe(true);
    expect(
      gateway.verifyPaymentSignature({ providerOrderId: 'order_abc', paymentId: 'pay_other', signature }),
    ).toBe(false);
    expect(
      gateway.verifyPaymentSignature({ providerOrderId: 'order_zzz', paymentId: 'pay_xyz', signature }),
    ).toBe(false);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(
      gateway.verifyPaymentSignature({
        providerOrderId: 'order_abc',
        paymentId: 'pay_xyz',
        signature: tampered,
      }),
    ).toBe(false);
    expect(
      gateway.verifyPaymentSignature({
        providerOrderId: 'order_abc',
        paymentId: 'pay_xyz',
        signature: 'short',
      }),
    ).toBe(false);
  });

  it('checks webhook signatures over the raw body with the webhook secret', () => {
    const raw = '{"event":"payment.captured","payload":{}}';
    expect(gateway.verifyWebhookSignature(raw, hmac(WEBHOOK_SECRET, raw))).toBe(true);
    expect(gateway.verifyWebhookSignature(`${raw} `, hmac(WEBHOOK_SECRET, raw))).toBe(false);
    expect(gateway.verifyWebhookSignature(raw, hmac(KEY_SECRET, raw))).toBe(false);
    expect(gateway.verifyWebhookSignature(raw, undefined)).toBe(false);
    const noSecret = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET });
    expect(noSecret.verifyWebhookSignature(raw, hmac(WEBHOOK_SECRET, raw))).toBe(false);
  });

  it('never shows its secrets when serialised', () => {
    const text = JSON.stringify(gateway) + String(Object.values(gateway));
    expect(text).not.toContain(KEY_SECRET);
    expect(text).not.toContain(WEBHOOK_SECRET);
  });
});

describe('SimulatorGateway', () => {
  it('speaks the same protocol with its own secret, stable across restarts', async () => {
    const simulator = new SimulatorGateway('a-jwt-secret-a-jwt-secret-a-jwt-secret');
    expect(simulator.keyId).toBe(SIMULATOR_KEY_ID);
    const order = await simulator.createOrder({ amountPaise: 12_345, currency: 'INR', receipt: 'r' });
    expect(order.id).toMatch(/^order_sim_[A-Za-z0-9]{14}$/);
    expect(order.amount).toBe(12_345);
    const paid = simulator.pay(order.id);
    expect(paid.paymentId).toMatch(/^pay_sim_/);
    const check = { providerOrderId: order.id, paymentId: paid.paymentId, signature: paid.signature };
    expect(simulator.verifyPaymentSignature(check)).toBe(true);
    // Another process with the same JWT secret agrees; another shop does not.
    expect(new SimulatorGateway('a-jwt-secret-a-jwt-secret-a-jwt-secret').verifyPaymentSignature(check)).toBe(
      true,
    );
    expect(new SimulatorGateway('other-secret-other-secret-other-secret').verifyPaymentSignature(check)).toBe(
      false,
    );
    expect(simulator.verifyPaymentSignature({ ...check, providerOrderId: 'order_sim_other' })).toBe(false);
    const raw = '{"event":"payment.failed"}';
    expect(simulator.verifyWebhookSignature(raw, simulator.signWebhook(raw))).toBe(true);
    expect(simulator.verifyWebhookSignature(raw, simulator.signPayment('a', 'b'))).toBe(false);
  });

  it('is the gateway without Razorpay keys, Razorpay with them', () => {
    expect(createGateway(testConfig()).provider).toBe('simulator');
    const razorpay = createGateway(testConfig({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET }));
    expect(razorpay.provider).toBe('razorpay');
    expect(razorpay.keyId).toBe(KEY_ID);
  });
});

describe('signaturesMatch', () => {
  it('matches only equal signatures of the same length', () => {
    expect(signaturesMatch('abcd', 'abcd')).toBe(true);
    expect(signaturesMatch('abcd', 'abce')).toBe(false);
    expect(signaturesMatch('abcd', 'abc')).toBe(false);
    expect(signaturesMatch('abcd', undefined)).toBe(false);
  });
});
