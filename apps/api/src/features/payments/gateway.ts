import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@storefront/shared';
import { z } from 'zod';
import type { Config } from '../../config';

/** The provider order the checkout popup pays; amount in paise. */
export type ProviderOrder = { id: string; amount: number; currency: string };

export type CreateProviderOrder = {
  amountPaise: number;
  currency: 'INR';
  /** Our receipt id, shown in the provider's dashboard. */
  receipt: string;
  notes?: Record<string, string>;
};

/** A refund as the provider answers it; amount in paise. */
export type ProviderRefund = { id: string; amount: number; status: 'pending' | 'processed' | 'failed' };

export type CreateProviderRefund = {
  /** The provider's payment id (pay_…). */
  paymentId: string;
  amountPaise: number;
  /** Our refund row's id: sent as the receipt, and back in the webhooks' notes. */
  refundId: string;
};

/**
 * A card payment provider as checkout uses it (design: payments). Razorpay's protocol:
 * the server creates a provider order for the amount, the browser's popup pays it and
 * hands back a payment id with a signature, the server checks that signature against the
 * provider order id it stored, and webhooks confirm payments signed over their raw body.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key the popup is opened with; never a secret. */
  readonly keyId: string;
  /** Throws GatewayError when the provider refuses or cannot be reached. */
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret; false when no webhook secret is set. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
  /**
   * Sends `amountPaise` of a captured payment back. Throws GatewayError when the provider
   * refuses or cannot be reached; a `pending` answer is confirmed later by a webhook.
   */
  refund(input: CreateProviderRefund): Promise<ProviderRefund>;
}

/** The provider could not make an order; the caller answers 502 and keeps nothing. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received signature with the expected hex digest. */
export function signaturesMatch(expectedHex: string, received: string | undefined): boolean {
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-like ids: a prefix and 14 random letters and digits. */
export function randomId(prefix: string, length = 14): string {
  let id = prefix;
  for (let i = 0; i < length; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

const razorpayRefundSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const razorpayOrderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

/** Razorpay's Orders API over fetch with basic auth (key id and secret). */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: {
    keyId: string;
    keySecret: string;
    webhookSecret?: string;
    baseUrl?: string;
    timeoutMs?: number;
  }) {
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecret = options.webhookSecret;
    this.#baseUrl = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** POSTs JSON with basic auth; the answer's JSON, or GatewayError naming `what`. */
  async #post(path: string, body: Record<string, unknown>, what: string): Promise<unknown> {
    const auth = Buffer.from(`${this.keyId}:${this.#keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.#baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        // A stuck provider must not hold the order's transaction (and its stock rows) for long.
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${(error as Error).name}`);
    }
    if (!response.ok) {
      // Razorpay's error body names the problem; it never carries our secret.
      const detail = await response.text().catch(() => '');
      throw new GatewayError(
        `Razorpay refused the ${what} (${response.status}): ${detail.slice(0, 300)}`,
        response.status,
      );
    }
    return response.json().catch(() => null);
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    const answer = await this.#post(
      '/v1/orders',
      {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      },
      'order',
    );
    const parsed = razorpayOrderSchema.safeParse(answer);
    if (!parsed.success) throw new GatewayError('Razorpay answered an order without id or amount');
    return parsed.data;
  }

  /** Razorpay's refunds API: normal speed, our refund id as receipt and in the notes. */
  async refund(input: CreateProviderRefund): Promise<ProviderRefund> {
    const answer = await this.#post(
      `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      { amount: input.amountPaise, receipt: input.refundId, notes: { refund_id: input.refundId } },
      'refund',
    );
    const parsed = razorpayRefundSchema.safeParse(answer);
    if (!parsed.success) throw new GatewayError('Razorpay answered a refund without id, amount or status');
    return parsed.data;
  }

  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return signaturesMatch(
      hmacHex(this.#keySecret, `${input.providerOrderId}|${input.paymentId}`),
      input.signature,
    );
  }

  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean {
    if (!this.#webhookSecret) return false;
    return signaturesMatch(hmacHex(this.#webhookSecret, rawBody), signature);
  }
}

export const SIMULATOR_KEY_ID = 'rzp_test_simulator';

/**
 * The built-in gateway of a shop without Razorpay keys: the same protocol, no network.
 * Its secrets are derived from JWT_SECRET, so signatures made before a restart still
 * verify after it, and every API process of one shop agrees on them.
 */
export class SimulatorGateway implements PaymentGateway {
  readonly provider = 'simulator' as const;
  readonly keyId = SIMULATOR_KEY_ID;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  /**
   * How the simulator answers refunds: processed at once (the default), pending (a webhook
   * confirms it later), failed, or `unreachable` (throws as a network failure would). Tests set it.
   */
  refundOutcome: ProviderRefund['status'] | 'unreachable' = 'processed';

  constructor(jwtSecret: string) {
    this.#keySecret = hmacHex(jwtSecret, 'storefront payment simulator: key secret');
    this.#webhookSecret = hmacHex(jwtSecret, 'storefront payment simulator: webhook secret');
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    return { id: randomId('order_sim_'), amount: input.amountPaise, currency: input.currency };
  }

  /** What the popup hands the browser after a successful payment. */
  pay(providerOrderId: string): { paymentId: string; signature: string } {
    const paymentId = randomId('pay_sim_');
    return { paymentId, signature: this.signPayment(providerOrderId, paymentId) };
  }

  /** A payment id for a failed attempt (no signature: nothing was paid). */
  failedPaymentId(): string {
    return randomId('pay_sim_');
  }

  signPayment(providerOrderId: string, paymentId: string): string {
    return hmacHex(this.#keySecret, `${providerOrderId}|${paymentId}`);
  }

  /** The X-Razorpay-Signature the simulator would put on a webhook (tests, dev tools). */
  signWebhook(rawBody: string): string {
    return hmacHex(this.#webhookSecret, rawBody);
  }

  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return signaturesMatch(this.signPayment(input.providerOrderId, input.paymentId), input.signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean {
    return signaturesMatch(this.signWebhook(rawBody), signature);
  }

  async refund(input: CreateProviderRefund): Promise<ProviderRefund> {
    if (this.refundOutcome === 'unreachable') throw new GatewayError('The simulator refused the refund');
    return { id: randomId('rfnd_sim_'), amount: input.amountPaise, status: this.refundOutcome };
  }
}

/** Razorpay when both keys are set, else the simulator (design: payments row). */
export function createGateway(config: Config): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: config.RAZORPAY_API_URL,
    });
  }
  return new SimulatorGateway(config.JWT_SECRET);
}
