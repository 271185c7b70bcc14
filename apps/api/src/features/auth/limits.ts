import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientAddress, limitBy, type RateLimitRule } from '../../plugins/rate-limit';

/**
 * The e-mail of the validated body. Its schema has trimmed and lower-cased it already, so
 * "Asha@Example.com " and "asha@example.com" spend one allowance, as they reach one account.
 */
export const bodyEmail = (request: FastifyRequest): string | undefined =>
  (request.body as { email?: string } | undefined)?.email;

/**
 * The two counters of a sign-in style call: per e-mail (someone guessing one account's password
 * or flooding one inbox) and per client address (one machine trying many accounts). The e-mail
 * is checked first; a request it refuses is not counted against the address. Build them once
 * and put the same pair on every route that must share the counts.
 */
export function perEmailAndAddress(
  app: Pick<FastifyInstance, 'createRateLimit' | 'rateLimitScale'>,
  name: string,
  perEmail: RateLimitRule,
  perAddress: RateLimitRule,
): preHandlerAsyncHookHandler[] {
  return [
    limitBy(app, `${name}:email`, perEmail, bodyEmail),
    limitBy(app, `${name}:addr`, perAddress, clientAddress),
  ];
}
