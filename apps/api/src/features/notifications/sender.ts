/**
 * Sends what the outbox holds (decision 0029): takes the due rows (SKIP LOCKED, so several
 * API processes never send one row twice), renders each template, sends it through the
 * mailer or Web Push, and marks it sent; a failure is tried again later on a growing
 * schedule, and marked failed after the last attempt, with the error kept for the console.
 */
import type { NotificationTemplate } from '@storefront/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { PushMessage } from '../content';
import type { NoticePayload } from './notice';
import * as repo from './repository';
import { isTemplate, type MailContext, renderTemplate } from './templates';

/** After the first attempt fails: 1 min, 5 min, 30 min, 2 h, 6 h; failed after the sixth attempt. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed row is left to its sender before another process may take it again. */
const LEASE_MS = 5 * 60_000;
export const OUTBOX_BATCH = 20;

export type PushOutcome = { sent: number; failed: number };

/** Web Push to one outbox recipient: a customer's id, or `staff:<id>`. */
export interface PushTransport {
  readonly enabled: boolean;
  toCustomer(userId: string, message: PushMessage): Promise<PushOutcome>;
  toStaff(staffId: string, message: PushMessage): Promise<PushOutcome>;
}

export type OutboxTransports = { mail: Pick<Mailer, 'send'>; push: PushTransport };
export type SenderDeps = { db: Db; config: Pick<Config, 'SHOP_ID' | 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM'> };
export type PassResult = { claimed: number; sent: number; retrying: number; failed: number };

/** "Nakshatra Attars" of `Nakshatra Attars <no-reply@…>`; the mails are signed with it. */
export function shopName(mailFrom: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  return name || 'Our shop';
}

export function siteOrigin(config: SenderDeps['config']): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function mailContext(config: SenderDeps['config'], payload: NoticePayload): MailContext {
  return { payload, shopName: shopName(config.MAIL_FROM), origin: siteOrigin(config) };
}

const STAFF = 'staff:';

async function deliver(
  row: repo.OutboxRow,
  deps: SenderDeps,
  transports: OutboxTransports,
): Promise<string | null> {
  if (!isTemplate(row.template)) throw new Error(`unknown template ${row.template}`);
  const payload = row.payload as unknown as NoticePayload;
  const rendered = await renderTemplate(
    row.template as NotificationTemplate,
    mailContext(deps.config, payload),
  );
  if (row.channel === 'email') {
    await transports.mail.send({
      to: row.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    });
    return null;
  }
  // a device that never subscribed, or a shop without VAPID keys: nothing to send, nothing to retry
  if (!transports.push.enabled) return 'push is not configured';
  const orderId = encodeURIComponent(payload.order.id);
  const message: PushMessage = {
    title: rendered.subject,
    body: rendered.pushBody,
    tag: `order-${payload.order.id}`,
  };
  const outcome = row.recipient.startsWith(STAFF)
    ? await transports.push.toStaff(row.recipient.slice(STAFF.length), {
        ...message,
        url: `/admin/orders/${orderId}`,
      })
    : await transports.push.toCustomer(row.recipient, { ...message, url: `/track/${orderId}` });
  if (outcome.failed > 0 && outcome.sent === 0) throw new Error(`push failed on ${outcome.failed} device(s)`);
  return outcome.sent === 0 ? 'no devices' : null;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500) || 'failed';
}

/** One pass over the due rows: at most OUTBOX_BATCH of them, one after the other. */
export async function sendDue(
  deps: SenderDeps,
  transports: OutboxTransports,
  now: () => Date = () => new Date(),
): Promise<PassResult> {
  const started = now();
  const rows = await repo.claimDue(
    deps.db,
    deps.config.SHOP_ID,
    started,
    new Date(started.getTime() + LEASE_MS),
    OUTBOX_BATCH,
  );
  const result: PassResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
  for (const row of rows) {
    try {
      const note = await deliver(row, deps, transports);
      await repo.markSent(deps.db, row.id, now(), note);
      result.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const gaveUp = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await repo.markFailedAttempt(deps.db, row.id, {
        attempts,
        gaveUp,
        nextAttemptAt: new Date(now().getTime() + delay),
        error: errorText(error),
      });
      if (gaveUp) result.failed += 1;
      else result.retrying += 1;
    }
  }
  return result;
}
