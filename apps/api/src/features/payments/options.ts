import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { PaymentGateway } from './gateway';

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

/** Tuning of the payments feature; `buildApp({ payments })` passes it (tests mostly). */
export type PaymentOptions = {
  /** Default: Razorpay when its keys are set, else the simulator. */
  gateway?: PaymentGateway;
  limits?: Partial<PaymentLimits>;
  /** Default: in memory, or Redis when REDIS_URL is set. */
  rateLimiter?: RateLimiter;
  /** Interval of the hold sweep in ms; 0 turns the timer off. */
  holdSweepMs?: number;
};
