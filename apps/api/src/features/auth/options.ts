import { DEFAULT_SCRYPT_COST } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Per email and per client address, for sign-in, OTP sends and OTP tries. */
export type AuthLimits = {
  loginPerEmail: RateLimitRule;
  loginPerAddress: RateLimitRule;
  otpSendPerEmail: RateLimitRule;
  otpSendPerAddress: RateLimitRule;
  otpVerifyPerEmail: RateLimitRule;
  otpVerifyPerAddress: RateLimitRule;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  otpSendPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  otpSendPerAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
  // Each code dies after 5 wrong tries anyway; this stops cycling through fresh codes.
  otpVerifyPerEmail: { max: 15, windowMs: FIFTEEN_MINUTES },
  otpVerifyPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
};

/** Tuning of the auth feature; `buildApp({ auth })` passes it, tests use it to stay fast. */
export type AuthOptions = {
  /** scrypt N for new password hashes. Default 2^17 (2^12 when NODE_ENV is test). */
  scryptCost?: number;
  limits?: Partial<AuthLimits>;
  /** Default: in memory, or Redis when REDIS_URL is set. */
  rateLimiter?: RateLimiter;
};

export const TEST_SCRYPT_COST = 2 ** 12;

export function scryptCostFor(nodeEnv: string, options: AuthOptions): number {
  return options.scryptCost ?? (nodeEnv === 'test' ? TEST_SCRYPT_COST : DEFAULT_SCRYPT_COST);
}
