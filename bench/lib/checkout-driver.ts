// Buyers going through checkout as the web app calls it (e2e/checkout.spec.ts), a fixed
// number in flight: add the cart lines, read the order summary, place the order (Pay now),
// pay in the simulator's popup, verify. Every request is timed per step.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { MSG } from '@storefront/shared';
import type { FixtureBuyer } from './checkout-database';

export const STEPS = ['cart add', 'summary', 'place', 'pay', 'verify'] as const;
export type Step = (typeof STEPS)[number];

/** What became of one buyer. `sold out` is an expected end on a contended product. */
export type BuyerOutcome =
  | 'completed'
  | 'payment failed (chosen)'
  | 'sold out at cart'
  | 'sold out at place'
  | 'error';

export type StepSample = { ms: number; status: number; expected: boolean };

export type DriverResult = {
  /** From the first request to the last buyer's end, in ms. */
  wallMs: number;
  buyers: number;
  outcomes: Record<BuyerOutcome, number>;
  samples: Record<Step, StepSample[]>;
  /** Unexpected answers and broken requests by step, status and message. */
  errors: Record<string, number>;
  /** Buyers not started because the deadline passed. */
  notStarted: number;
};

type Answer = { status: number; json: Record<string, unknown> | undefined; ms: number };

/** Keep-alive HTTP/1.1 to the shop, one socket per buyer in flight, answers parsed as JSON. */
export class ShopClient {
  readonly #agent: http.Agent;
  readonly #url: URL;

  constructor(
    baseUrl: string,
    sockets: number,
    private readonly timeoutMs = 30_000,
  ) {
    this.#url = new URL(baseUrl);
    this.#agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  post(path: string, body: unknown, token: string): Promise<Answer> {
    const payload = Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.#agent,
          host: this.#url.hostname,
          port: this.#url.port,
          method: 'POST',
          path,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': payload.length,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ms = performance.now() - started;
            let json: Record<string, unknown> | undefined;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              json = undefined;
            }
            resolve({ status: response.statusCode ?? 0, json, ms });
          });
          response.on('error', reject);
        },
      );
      request.setTimeout(this.timeoutMs, () =>
        request.destroy(new Error(`no answer in ${this.timeoutMs / 1000} s`)),
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close() {
    this.#agent.destroy();
  }
}

/** A refusal a contended product is expected to give: the last units went to someone else. */
function soldOut(step: Step, answer: Answer): boolean {
  if (answer.status !== 409) return false;
  const msg = String(answer.json?.msg ?? '');
  if (step === 'cart add') return msg === MSG.cartOutOfStock;
  if (step === 'place') return / left in stock$| is out of stock$/.test(msg) || msg.startsWith('Only ');
  return false;
}

export async function runBuyers(options: {
  client: ShopClient;
  shopId: string;
  buyers: FixtureBuyer[];
  concurrency: number;
  /** Signs the buyer's access token (minted just before the buyer starts, so it never expires mid-run). */
  token: (buyer: FixtureBuyer) => Promise<string>;
  deadline: number;
}): Promise<DriverResult> {
  const { client, shopId } = options;
  const samples = Object.fromEntries(STEPS.map((step) => [step, [] as StepSample[]])) as Record<
    Step,
    StepSample[]
  >;
  const outcomes: Record<BuyerOutcome, number> = {
    completed: 0,
    'payment failed (chosen)': 0,
    'sold out at cart': 0,
    'sold out at place': 0,
    error: 0,
  };
  const errors: Record<string, number> = {};
  const fail = (reason: string) => {
    errors[reason] = (errors[reason] ?? 0) + 1;
  };

  /** One request of a step; undefined (and an error counted) when it broke or answered something unexpected. */
  const call = async (
    step: Step,
    path: string,
    body: unknown,
    token: string,
    ok: number[],
  ): Promise<{ answer: Answer; soldOut: boolean } | undefined> => {
    let answer: Answer;
    try {
      answer = await client.post(path, body, token);
    } catch (error) {
      fail(`${step}: ${(error as Error).message}`);
      return undefined;
    }
    const expected = ok.includes(answer.status) || soldOut(step, answer);
    samples[step].push({ ms: answer.ms, status: answer.status, expected });
    if (!expected) {
      fail(`${step}: ${answer.status} ${String(answer.json?.msg ?? '').slice(0, 80)}`);
      return undefined;
    }
    return { answer, soldOut: !ok.includes(answer.status) };
  };

  const buy = async (buyer: FixtureBuyer): Promise<BuyerOutcome> => {
    const token = await options.token(buyer);
    let added = 0;
    for (const line of buyer.lines) {
      const result = await call(
        'cart add',
        '/api/cart',
        {
          product_id: line.productId,
          product_sku: line.sku,
          user_id: buyer.userId,
          main_id: shopId,
          quantity: line.quantity,
        },
        token,
        [201],
      );
      if (!result) return 'error';
      if (!result.soldOut) added += 1;
    }
    if (added === 0) return 'sold out at cart';
    const summary = await call(
      'summary',
      '/api/payment/summary',
      { user_id: buyer.userId, main_id: shopId, shipping_address: buyer.addressId, payment_mode: 'Pay now' },
      token,
      [200],
    );
    if (!summary) return 'error';
    const placed = await call(
      'place',
      '/api/payment',
      {
        main_id: shopId,
        user_id: buyer.userId,
        payment_mode: 'Pay now',
        billing_address: buyer.addressId,
        shipping_address: buyer.addressId,
        idempotency_key: randomUUID(),
      },
      token,
      [201],
    );
    if (!placed) return 'error';
    if (placed.soldOut) return 'sold out at place';
    const providerOrder = (placed.answer.json?.razorpay_order as { id?: string } | undefined)?.id;
    if (!providerOrder) {
      fail('place: no razorpay_order in the answer');
      return 'error';
    }
    const paid = await call(
      'pay',
      '/api/payment/simulator/pay',
      { razorpay_order_id: providerOrder, outcome: buyer.pay },
      token,
      [200],
    );
    if (!paid) return 'error';
    if (buyer.pay === 'failure') return 'payment failed (chosen)';
    const verified = await call('verify', '/api/payment/verify', paid.answer.json, token, [200]);
    return verified ? 'completed' : 'error';
  };

  let next = 0;
  let notStarted = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.buyers.length) {
      const buyer = options.buyers[next++] as FixtureBuyer;
      if (Date.now() > options.deadline) {
        notStarted += 1;
        continue;
      }
      outcomes[await buy(buyer)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.buyers.length) }, worker));
  return {
    wallMs: performance.now() - started,
    buyers: options.buyers.length,
    outcomes,
    samples,
    errors,
    notStarted,
  };
}
