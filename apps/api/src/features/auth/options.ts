import { DEFAULT_PASSWORD_COST, type PasswordCost } from '../../lib/passwords';
import { DEFAULT_HASH_GATE, type HashGateOptions } from '../../lib/passwords-gate';
import type { RateLimitRule } from '../../plugins/rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Per email and per client address, for sign-in, OTP sends, OTP tries, signup and reset. */
export type AuthLimits = {
  loginPerEmail: RateLimitRule;
  loginPerAddress: RateLimitRule;
  otpSendPerEmail: RateLimitRule;
  otpSendPerAddress: RateLimitRule;
  otpVerifyPerEmail: RateLimitRule;
  otpVerifyPerAddress: RateLimitRule;
  signupPerEmail: RateLimitRule;
  signupPerAddress: RateLimitRule;
  resetPerEmail: RateLimitRule;
  resetPerAddress: RateLimitRule;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  otpSendPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  otpSendPerAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
  // Each code dies after 5 wrong tries anyway; this stops cycling through fresh codes.
  otpVerifyPerEmail: { max: 15, windowMs: FIFTEEN_MINUTES },
  otpVerifyPerAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  // One verified code allows one signup or reset; a few more for a retry after a typo.
  signupPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  signupPerAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
  resetPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  resetPerAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
};

/** Tuning of the auth feature; `buildApp({ auth })` passes it, tests use it to stay fast. */
export type AuthOptions = {
  /** argon2id cost of new password hashes. Default OWASP's minimum (a token cost when NODE_ENV is test). */
  passwordCost?: PasswordCost;
  /** How many password hashes may run and wait at once (default: one per core, 12 waiting per hash; 2 and 24 on 2 cores). */
  hashGate?: HashGateOptions;
  /** Replaces some of DEFAULT_AUTH_LIMITS (tests make them smaller or larger). */
  limits?: Partial<AuthLimits>;
};

/** argon2's smallest sensible cost: tests hash in well under a millisecond. */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 256, timeCost: 1 };

export function passwordCostFor(nodeEnv: string, options: AuthOptions): PasswordCost {
  return options.passwordCost ?? (nodeEnv === 'test' ? TEST_PASSWORD_COST : DEFAULT_PASSWORD_COST);
}

export function hashGateFor(options: AuthOptions): HashGateOptions {
  return options.hashGate ?? DEFAULT_HASH_GATE;
}
