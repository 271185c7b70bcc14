import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../../test/before-all';
import { GatewayError, RazorpayGateway, SimulatorGateway } from './gateway';
import { startFakeApi } from './testing';

const KEY_ID = 'rzp_test_refunds';
const KEY_SECRET = 'refund-key-secret-0123456789';

/** Razorpay's refunds API: checks basic auth and answers a refund entity, or `failWith` when set. */
async function fakeRefunds() {
  const state = { status: 'processed' as string, failWith: 0 };
  const fake = await startFakeApi(KEY_ID, KEY_SECRET, ({ url, authorized, body }, calls) => {
    if (!authorized || !/^\/v1\/payments\/[^/]+\/refund$/.test(url ?? '')) {
      return { status: authorized ? 404 : 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    }
    if (state.failWith) {
      return {
        status: state.failWith,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount is more than what is left' } },
      };
    }
    return {
      body: {
        id: `rfnd_fake${calls.length}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: url?.split('/')[3],
        notes: body.notes,
        receipt: body.receipt,
        status: state.status,
        speed_processed: 'normal',
      },
    };
  });
  return { ...fake, state };
}

describe('RazorpayGateway.refund', () => {
  const fake = appForFile(fakeRefunds);
  let gateway: RazorpayGateway;
  beforeAll(() => {
    gateway = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, baseUrl: fake.url });
  });

  it('posts the amount in paise to the payment, with our refund id as receipt and note', async () => {
    const refund = await gateway.refund({
      paymentId: 'pay_ABC123',
      amountPaise: 12_345,
      refundId: 'our-refund-1',
    });
    expect(refund).toEqual({ id: 'rfnd_fake1', amount: 12_345, status: 'processed' });
    const call = fake.requests.at(-1)!;
    expect(call.url).toBe('/v1/payments/pay_ABC123/refund');
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call.body).toEqual({
      amount: 12_345,
      receipt: 'our-refund-1',
      notes: { refund_id: 'our-refund-1' },
    });
  });

  it('passes on a pending answer for the webhook to confirm', async () => {
    fake.state.status = 'pending';
    const refund = await gateway.refund({
      paymentId: 'pay_ABC123',
      amountPaise: 100,
      refundId: 'our-refund-2',
    });
    fake.state.status = 'processed';
    expect(refund.status).toBe('pending');
  });

  it('throws a GatewayError when Razorpay refuses, answers nonsense or is unreachable', async () => {
    fake.state.failWith = 400;
    await expect(
      gateway.refund({ paymentId: 'pay_ABC123', amountPaise: 100, refundId: 'r3' }),
    ).rejects.toMatchObject({ name: 'GatewayError', status: 400 });
    fake.state.failWith = 0;
    fake.state.status = 'weird';
    await expect(
      gateway.refund({ paymentId: 'pay_ABC123', amountPaise: 100, refundId: 'r4' }),
    ).rejects.toBeInstanceOf(GatewayError);
    fake.state.status = 'processed';
    const nowhere = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(
      nowhere.refund({ paymentId: 'pay_X', amountPaise: 1, refundId: 'r5' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('SimulatorGateway.refund', () => {
  it('processes at once by default, or answers as a test sets it', async () => {
    const simulator = new SimulatorGateway('simulator-secret-simulator-secret-0123');
    const refund = await simulator.refund({ paymentId: 'pay_sim_1', amountPaise: 500, refundId: 'r1' });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_sim_/), amount: 500, status: 'processed' });
    simulator.refundOutcome = 'failed';
    expect(
      (await simulator.refund({ paymentId: 'pay_sim_1', amountPaise: 500, refundId: 'r2' })).status,
    ).toBe('failed');
    simulator.refundOutcome = 'unreachable';
    await expect(
      simulator.refund({ paymentId: 'pay_sim_1', amountPaise: 500, refundId: 'r3' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });
});
