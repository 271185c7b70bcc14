/** What the console does with notifications: previews, the outbox list and retries, staff devices. */
import {
  type AdminNotificationPreview,
  type AdminOutboxQuery,
  type AdminOutboxResponse,
  type AdminPushState,
  NOTIFICATIONS_MSG,
  type NotificationTemplate,
  type NotificationTemplateInfo,
  type OutboxItem,
} from '@storefront/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseSubscription, pushPublicKey } from '../content';
import type { NoticePayload } from './notice';
import * as repo from './repository';
import { mailContext, type SenderDeps } from './sender';
import { renderTemplate, SAMPLE_PAYLOAD, templateList } from './templates';

export function listTemplates(config: SenderDeps['config']): NotificationTemplateInfo[] {
  const { shopName, origin } = mailContext(config, SAMPLE_PAYLOAD);
  return templateList({ shopName, origin });
}

/** The template rendered with the sample order, as the customer's mail client gets it. */
export async function previewTemplate(
  config: SenderDeps['config'],
  name: NotificationTemplate,
  format: 'html' | 'text',
): Promise<AdminNotificationPreview> {
  const rendered = await renderTemplate(name, mailContext(config, SAMPLE_PAYLOAD));
  return {
    template: name,
    format,
    subject: rendered.subject,
    body: format === 'html' ? rendered.html : rendered.text,
  };
}

export function toOutboxItem(row: repo.OutboxRow): OutboxItem {
  const receiptId = (row.payload as Partial<NoticePayload>).order?.receiptId;
  return {
    id: row.id,
    channel: row.channel as OutboxItem['channel'],
    recipient: row.recipient,
    template: row.template,
    receiptId: typeof receiptId === 'string' ? receiptId : null,
    status: row.status as OutboxItem['status'],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOutbox(
  db: Db,
  shopId: string,
  query: AdminOutboxQuery,
): Promise<AdminOutboxResponse> {
  const { rows, total } = await repo.listOutbox(db, shopId, query);
  return { items: rows.map(toOutboxItem), page: query.page, pageSize: query.pageSize, total };
}

/**
 * Puts a failed (or still waiting) message back at the front of the queue with a fresh
 * schedule of attempts. A sent one is refused: sending it again would be a second mail.
 * Runs in the caller's transaction so the audit entry goes with it.
 */
export async function retryOutboxRow(
  tx: Tx,
  shopId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ before: OutboxItem; after: OutboxItem }> {
  const row = await repo.lockOutboxRow(tx, shopId, id);
  if (!row) throw AppError.notFound(NOTIFICATIONS_MSG.outboxNotFound);
  if (row.status === 'sent') throw AppError.conflict(NOTIFICATIONS_MSG.outboxAlreadySent);
  return { before: toOutboxItem(row), after: toOutboxItem(await repo.requeue(tx, id, now)) };
}

// ---- staff devices ----

type PushConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'
>;

export async function staffPushState(
  db: Db,
  config: PushConfig & { SHOP_ID: string },
  staffId: string,
): Promise<AdminPushState> {
  const publicKey = pushPublicKey(config);
  const devices = await repo.staffDevices(db, config.SHOP_ID, staffId);
  return { enabled: publicKey !== null, publicKey, devices: devices.length };
}

export async function subscribeStaffDevice(
  exec: Db | Tx,
  config: PushConfig & { SHOP_ID: string },
  staffId: string,
  subscription: unknown,
): Promise<number> {
  if (!pushPublicKey(config)) throw AppError.conflict(NOTIFICATIONS_MSG.pushOff);
  const parsed = parseSubscription(JSON.stringify(subscription));
  if (!parsed) throw AppError.badRequest(NOTIFICATIONS_MSG.badSubscription);
  // stored in one shape, so the same browser subscribing again is the same row
  await repo.saveStaffDevice(exec, config.SHOP_ID, staffId, JSON.stringify(parsed));
  return (await repo.staffDevices(exec, config.SHOP_ID, staffId)).length;
}

/** One device (by its endpoint) or all of the staff member's; answers how many are left. */
export async function unsubscribeStaffDevice(
  exec: Db | Tx,
  shopId: string,
  staffId: string,
  endpoint?: string,
): Promise<{ removed: number; left: number }> {
  const mine = await repo.staffDevices(exec, shopId, staffId);
  const gone = mine.filter(
    (row) => endpoint === undefined || parseSubscription(row.subscription)?.endpoint === endpoint,
  );
  await repo.deleteStaffDevices(
    exec,
    gone.map((row) => row.id),
  );
  return { removed: gone.length, left: mine.length - gone.length };
}
