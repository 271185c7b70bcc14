/**
 * Web Push for the outbox: customers' devices through the content feature's sender, and
 * staff devices (staff_push_subscriptions) here, with the same VAPID keys and the same rule
 * that only the browsers' own push services are ever posted to.
 */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  createPushSender,
  isPushServiceEndpoint,
  parseSubscription,
  pushPublicKey,
  vapidSubject,
} from '../content';
import * as repo from './repository';
import type { PushOutcome, PushTransport } from './sender';

const TTL_SECONDS = 24 * 60 * 60;
const GONE = new Set([404, 410]);

export function createOrderPush(deps: { db: Db; config: Config }, log: FastifyBaseLogger): PushTransport {
  const { db, config } = deps;
  const customers = createPushSender(deps, log);
  const publicKey = pushPublicKey(config);
  return {
    enabled: customers.enabled,
    async toCustomer(userId, message) {
      const result = await customers.sendToUser(userId, message);
      return { sent: result.sent, failed: result.failed };
    },
    async toStaff(staffId, message) {
      const outcome: PushOutcome = { sent: 0, failed: 0 };
      if (!publicKey || !config.VAPID_PRIVATE_KEY) return outcome;
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
      });
      const gone: string[] = [];
      for (const device of await repo.staffDevices(db, config.SHOP_ID, staffId)) {
        const subscription = parseSubscription(device.subscription);
        if (!subscription || !isPushServiceEndpoint(new URL(subscription.endpoint))) continue;
        try {
          await webpush.sendNotification(subscription, payload, {
            vapidDetails: { subject: vapidSubject(config), publicKey, privateKey: config.VAPID_PRIVATE_KEY },
            TTL: TTL_SECONDS,
            timeout: 10_000,
          });
          outcome.sent += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status && GONE.has(status)) gone.push(device.id);
          else {
            outcome.failed += 1;
            log.warn({ err: error, status }, 'staff push failed');
          }
        }
      }
      await repo.deleteStaffDevices(db, gone);
      return outcome;
    },
  };
}
