import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { dropCachedAnswers, dropProductAnswers, onCatalogueChanged } from './response-cache';

/** How long the start waits for the subscription before going on without it (it keeps trying). */
const SUBSCRIBE_WAIT_MS = 3_000;

export type CacheBus = { close: () => Promise<void> };

const STOCK_MARK = ' stock ';
const ID_LIST = /^[0-9a-f-]+(,[0-9a-f-]+)*$/;

/** A message's sender, and the products when it announces a change of their stock only. */
function parseChange(message: string): { sender: string; stockOf?: Set<string> } {
  const mark = message.indexOf(STOCK_MARK);
  if (mark < 0) return { sender: message };
  const ids = message.slice(mark + STOCK_MARK.length);
  const sender = message.slice(0, mark);
  return ID_LIST.test(ids) ? { sender, stockOf: new Set(ids.split(',')) } : { sender };
}

/**
 * Carries `catalogueChanged` and `stockChanged` between the API processes of one deployment
 * over Redis pub/sub (decision 0032): every call publishes on `channel`, and every process
 * drops its cached answers when another process's message arrives. A message is its sender's
 * id, followed for a change of stock by the products' ids (`<sender> stock <id>,<id>`,
 * decision 0046), so a process ignores its own (it has already dropped them). Anything else
 * (a stray message, or a process reading an older format) empties every cache: it can do
 * nothing worse than cost a few cache misses.
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
    if (from !== channel) return;
    const { sender, stockOf } = parseChange(message);
    if (sender === origin) return;
    if (stockOf) dropProductAnswers(db, stockOf);
    else dropCachedAnswers(db);
  });
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself on reconnect; what was published meanwhile is lost
    if (subscribedOnce) dropCachedAnswers(db);
    subscribedOnce = true;
  });

  const removeBroadcast = onCatalogueChanged(db, (stockOf) => {
    publisher
      .publish(channel, stockOf ? `${origin}${STOCK_MARK}${[...stockOf].join(',')}` : origin)
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
