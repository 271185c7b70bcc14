import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/** Requests allowed per window for one key (an e-mail, a client address, a customer). */
export type RateLimitRule = {
  max: number;
  windowMs: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE: multiplies every allowance, for load tests and browser journeys. */
    rateLimitScale: number;
  }
}

/**
 * One rate limiter for the whole API: @fastify/rate-limit, counting in Redis when REDIS_URL
 * is set (so every API process shares the counts) and in this process's memory otherwise.
 * No route is limited by default; routes opt in with `limitBy`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: { REDIS_URL?: string; RATE_LIMIT_SCALE: number; SHOP_ID: string },
): Promise<void> {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    // per shop: two shops on one Redis (or a test run beside a live one) never share counts
    ...(redis ? { redis, nameSpace: `storefront-rl:${config.SHOP_ID}:` } : {}),
  });
  app.decorate('rateLimitScale', config.RATE_LIMIT_SCALE);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

/**
 * A preHandler that counts the request under `name` and the key `keyOf` gives (it runs after
 * validation, so the parsed body is there), and refuses with 429 and Retry-After once the rule's
 * allowance is used up. A key of `undefined` is not counted. Several can guard one route, e.g.
 * per e-mail and per address.
 */
export function limitBy(
  app: Pick<FastifyInstance, 'createRateLimit' | 'rateLimitScale'>,
  name: string,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string | undefined,
  message?: string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max * app.rateLimitScale,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (keyOf(request) === undefined) return;
    const result = await check(request);
    // `isAllowed` only means "on the allow list"; the count decides.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw AppError.tooManyRequests(message);
  };
}

/** The client's address, as far as the configured proxies are trusted (TRUST_PROXY). */
export const clientAddress = (request: FastifyRequest): string => request.ip;
