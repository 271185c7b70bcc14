import { Redis } from 'ioredis';

export type RateLimitRule = {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
};

export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

/**
 * Fixed-window counters. In memory for one process; in Redis when several API processes
 * must share them (design: REDIS_URL).
 */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, rule) {
      const time = now();
      // Drop finished windows now and then so the map does not grow without end.
      if (time - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= rule.max, retryAfterMs: Math.max(0, window.resetAt - time) };
    },
    async close() {
      windows.clear();
    },
  };
}

// Counter and window start in one round trip; the window is set only by the first hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(rule.windowMs))) as [
        number,
        number,
      ];
      return { allowed: count <= rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * The limiter of a running shop: in Redis when configured, else in memory. `scale`
 * multiplies every rule's allowance (RATE_LIMIT_SCALE), for load tests and browser
 * journeys that sign in many customers from one address.
 */
export function createRateLimiter(config: { REDIS_URL?: string; RATE_LIMIT_SCALE: number }): RateLimiter {
  const limiter = config.REDIS_URL
    ? createRedisRateLimiter(
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
      )
    : createMemoryRateLimiter();
  if (config.RATE_LIMIT_SCALE === 1) return limiter;
  return {
    hit: (key, rule) => limiter.hit(key, { ...rule, max: rule.max * config.RATE_LIMIT_SCALE }),
    close: () => limiter.close(),
  };
}
