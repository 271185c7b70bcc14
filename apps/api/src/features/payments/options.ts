import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { currentCustomer } from '../../plugins/auth';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { createGateway, type PaymentGateway } from './gateway';

const TEN_MINUTES = 10 * 60 * 1000;

/** Per customer: placing (orders, pay on delivery, quotes) and paying (verify, simulator). */
export type PaymentLimits = {
  placePerUser: RateLimitRule;
  verifyPerUser: RateLimitRule;
};

/** Room for retries and a few checkouts; far too few for a script holding stock on purpose. */
export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = {
  placePerUser: { max: 10, windowMs: TEN_MINUTES },
  verifyPerUser: { max: 30, windowMs: TEN_MINUTES },
};

/** How often the running API gives back the stock of unpaid orders whose hold ran out. */
export const DEFAULT_HOLD_SWEEP_MS = 60_000;

/** Tuning of checkout and payments; `buildApp({ payments })` passes it (tests mostly). */
export type PaymentOptions = {
  /** Default: Razorpay when its keys are set, else the simulator. */
  gateway?: PaymentGateway;
  limits?: Partial<PaymentLimits>;
  /** Interval of the hold sweep in ms; 0 turns the timer off. */
  holdSweepMs?: number;
};

/** What the checkout and payments routes run with: one gateway for both, every limit set. */
export type PaymentSettings = { gateway: PaymentGateway; limits: PaymentLimits };

export function paymentSettings(config: Config, options: PaymentOptions = {}): PaymentSettings {
  return {
    gateway: options.gateway ?? createGateway(config),
    limits: { ...DEFAULT_PAYMENT_LIMITS, ...options.limits },
  };
}

/** The rate-limit key of checkout and payment calls: the signed-in customer (after customerOnly). */
export const byCustomer = (request: FastifyRequest): string => currentCustomer(request).userId;
