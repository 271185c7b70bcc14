import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { dropCachedAnswers, onCatalogueChanged } from './response-cache';

/** How long the start waits for the subscription before going on without it (it keeps trying). */
const SUBSCRIBE_WAIT_MS = 3_000;

export type CacheBus = { close: () => Promise<void> };

/**
 * Carries `catalogueChanged` between the API processes of one deployment over Redis pub/sub
 * (decision 0032): every call publishes on `channel`, and every process drops its cached
 * answers when another process's message arrives. A message carries only its sender's id,
 * so a process ignores its own (it has already emptied its caches) and a stray message can
 * do nothing worse than cost a few cache misses.
 *
 * Pub/sub delivers only to connected subscribers: after a lost connection the process drops
 * its caches once it is subscribed again, since it may have missed a change meanwhile.
 */
export async function startCacheBus(options: {
  db: object;
  redisUrl: string;
  channel: string;
  log: FastifyBaseLogger;
}): Promise<CacheBus> {
  const { db, redisUrl, channel, log } = options;
  const origin = randomUUID();
  // a connection in subscriber mode can run no other command, so publishing needs its own
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => log.warn({ err: error }, 'cache bus: Redis connection error'));
  }

  subscriber.on('message', (from, message) => {
    if (from === channel && message !== origin) dropCachedAnswers(db);
  });
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself on reconnect; what was published meanwhile is lost
    if (subscribedOnce) dropCachedAnswers(db);
    subscribedOnce = true;
  });

  const removeBroadcast = onCatalogueChanged(db, () => {
    publisher
      .publish(channel, origin)
      .catch((error) => log.warn({ err: error }, 'cache bus: publish failed'));
  });

  const subscribed = subscriber.subscribe(channel);
  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    subscribed.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!waited) {
    log.warn(
      'cache bus: Redis not reachable yet; other processes see changes within the cache TTL until it is',
    );
  }
  subscribed.catch((error) => log.warn({ err: error }, 'cache bus: subscribe failed'));

  return {
    close: async () => {
      removeBroadcast();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
