/**
 * Web Push to a customer's registered browsers (design: push = Web Push with VAPID).
 *
 * How a feature uses it (e.g. an order's status changed):
 *
 *   import { createPushSender } from '../content/push';
 *   const push = createPushSender(app.deps, app.log);
 *   if (push.enabled) void push.sendToUser(userId, { title: 'Order shipped', body: '...', url: '/track/...' });
 *
 * A send never throws: a failure is logged and counted. A subscription the push service
 * says is gone (404, 410) is deleted.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushTokens } from '../../db/schema';
import { deletePushTokens, dropStalePushTokens, listPushTokens } from './repository';

export type PushMessage = {
  title: string;
  body: string;
  /** A path of the shop to open when the notification is clicked; the home page by default. */
  url?: string;
  /** Notifications with the same tag replace each other (one per order, say). */
  tag?: string;
};

export type PushResult = { sent: number; removed: number; failed: number; skipped: number };

export interface PushSender {
  readonly enabled: boolean;
  sendToUser(userId: string, message: PushMessage): Promise<PushResult>;
}

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * The push services of the browsers the shop supports. The endpoint comes from the
 * browser, so the server only ever posts to these: never to an address a visitor made up
 * (an internal service, say).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com',
  'push.services.mozilla.com', // Firefox
  'notify.windows.com', // Edge on Windows
  'push.apple.com', // Safari
];

export function isPushServiceEndpoint(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The JSON of a browser's PushSubscription, or null for anything else (a native app's token). */
export function parseSubscription(deviceToken: string): Subscription | null {
  let value: unknown;
  try {
    value = JSON.parse(deviceToken);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  if (typeof keys.p256dh !== 'string' || typeof keys.auth !== 'string') return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'
>;

/** Push is on when both VAPID keys are configured. */
export function pushPublicKey(config: VapidConfig): string | null {
  return config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY ? config.VAPID_PUBLIC_KEY : null;
}

/**
 * Who push services may contact about this sender: VAPID_SUBJECT, else the shop's https
 * address, else the mail sender's address.
 */
export function vapidSubject(config: VapidConfig): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

const TTL_SECONDS = 24 * 60 * 60;
const GONE = new Set([404, 410]);

export type PushSenderOptions = {
  /** Which endpoints may be posted to; tests allow a local server. */
  isAllowedEndpoint?: (url: URL) => boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export function createPushSender(
  deps: { db: Db; config: Config },
  log: FastifyBaseLogger,
  options: PushSenderOptions = {},
): PushSender {
  const { db, config } = deps;
  const publicKey = pushPublicKey(config);
  const privateKey = config.VAPID_PRIVATE_KEY;
  const isAllowed = options.isAllowedEndpoint ?? isPushServiceEndpoint;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const subject = vapidSubject(config);

  async function deliver(subscription: Subscription, payload: string): Promise<'sent' | 'gone' | 'failed'> {
    // web-push encrypts and signs; the request itself goes out through fetch, with a timeout
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject, publicKey: publicKey!, privateKey: privateKey! },
      TTL: TTL_SECONDS,
      urgency: 'normal',
    });
    const response = await send(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (GONE.has(response.status)) return 'gone';
    log.warn({ status: response.status, host: new URL(request.endpoint).host }, 'push refused');
    return 'failed';
  }

  return {
    enabled: publicKey !== null,
    async sendToUser(userId, message) {
      const result: PushResult = { sent: 0, removed: 0, failed: 0, skipped: 0 };
      if (!publicKey || !privateKey) return result;
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url ?? '/',
        ...(message.tag ? { tag: message.tag } : {}),
      });
      const gone: string[] = [];
      try {
        const tokens = await listPushTokens(db, config.SHOP_ID, userId);
        await Promise.all(
          tokens.map(async (token) => {
            const subscription = parseSubscription(token.deviceToken);
            let endpoint: URL | null = null;
            try {
              endpoint = subscription ? new URL(subscription.endpoint) : null;
            } catch {
              endpoint = null;
            }
            if (!subscription || !endpoint || !isAllowed(endpoint)) {
              result.skipped += 1;
              return;
            }
            try {
              const outcome = await deliver(subscription, payload);
              if (outcome === 'sent') result.sent += 1;
              else if (outcome === 'gone') gone.push(token.id);
              else result.failed += 1;
            } catch (error) {
              result.failed += 1;
              log.warn({ err: error, host: endpoint.host }, 'push failed');
            }
          }),
        );
        await deletePushTokens(db, config.SHOP_ID, gone);
        result.removed = gone.length;
      } catch (error) {
        log.error({ err: error }, 'push to user failed');
      }
      return result;
    },
  };
}

// ---- which account a device belongs to ----

/**
 * Registers a device (a PushSubscription's JSON, or a native app's token) for a customer.
 * A device belongs to the account that registered it until that account lets it go (at
 * logout): anyone else who presents the same token gets 'taken', so knowing a
 * subscription's JSON is not enough to receive another customer's notifications. Each
 * customer keeps their newest devices only.
 */
export async function registerDevice(
  db: Db,
  shopId: string,
  userId: string,
  deviceToken: string,
): Promise<'registered' | 'taken'> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pushTokens)
      .values({ shopId, userId, deviceToken })
      .onConflictDoNothing({ target: [pushTokens.shopId, pushTokens.deviceToken] })
      .returning({ id: pushTokens.id });
    if (inserted.length === 0) {
      const touched = await tx
        .update(pushTokens)
        .set({ updatedAt: new Date() })
        .where(
          and(
            eq(pushTokens.shopId, shopId),
            eq(pushTokens.deviceToken, deviceToken),
            eq(pushTokens.userId, userId),
          ),
        )
        .returning({ id: pushTokens.id });
      if (touched.length === 0) return 'taken';
    }
    await dropStalePushTokens(tx, shopId, userId);
    return 'registered';
  });
}

/**
 * Lets go of a customer's device: the same token, or the same push endpoint (a browser
 * may serialise its subscription with other fields later). Answers how many were removed.
 */
export async function releaseDevice(
  db: Db,
  shopId: string,
  userId: string,
  deviceToken: string,
): Promise<number> {
  const endpoint = parseSubscription(deviceToken)?.endpoint;
  const mine = await listPushTokens(db, shopId, userId);
  const ids = mine
    .filter(
      (row) =>
        row.deviceToken === deviceToken ||
        (endpoint !== undefined && parseSubscription(row.deviceToken)?.endpoint === endpoint),
    )
    .map((row) => row.id);
  await deletePushTokens(db, shopId, ids);
  return ids.length;
}
