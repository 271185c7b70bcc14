import type { FastifyInstance } from 'fastify';
import {
  createOrderPush,
  OUTBOX_BATCH,
  type OutboxTransports,
  onNoticeQueued,
  sendDue,
} from '../features/notifications';

export const DEFAULT_OUTBOX_EVERY_MS = 15_000;
/**
 * After a notice is queued: a pass soon (the queuing transaction has usually committed by
 * then) and one a little later (in case it had not), so a mail leaves within a second or so.
 */
const NUDGE_DELAYS_MS = [150, 1_000];

export type NotificationOutboxOptions = {
  /** How often due rows (retries) are looked for; 0 turns the sender off (tests drive `sendDue`). */
  everyMs?: number;
  /** Replaces the app's mailer or the Web Push delivery (tests). */
  transports?: Partial<OutboxTransports>;
};

/**
 * The outbox sender of this API process (decision 0029): a timer like the hold sweep, and
 * nudges when this process queues something. Passes never overlap within a process, and
 * across processes the claim's SKIP LOCKED keeps each row with one sender. On close it
 * stops its timers and waits for a pass under way, so nothing runs on a closed database.
 */
export function startNotificationOutbox(app: FastifyInstance, options: NotificationOutboxOptions = {}): void {
  const everyMs = options.everyMs ?? DEFAULT_OUTBOX_EVERY_MS;
  if (everyMs <= 0) return;
  let transports: OutboxTransports | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const nudges = new Map<number, NodeJS.Timeout>();

  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    transports ??= {
      mail: options.transports?.mail ?? app.mailer,
      push: options.transports?.push ?? createOrderPush(app.deps, app.log),
    };
    running = sendDue(app.deps, transports)
      .then((result) => {
        // a full batch: more may be due right now
        if (result.claimed >= OUTBOX_BATCH) again = true;
      })
      .catch((error) => app.log.error({ err: error }, 'notification outbox pass failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          pass();
        }
      });
  };

  const nudge = () => {
    for (const delay of NUDGE_DELAYS_MS) {
      if (nudges.has(delay)) continue;
      const timer = setTimeout(() => {
        nudges.delete(delay);
        pass();
      }, delay);
      timer.unref();
      nudges.set(delay, timer);
    }
  };

  const timer = setInterval(pass, everyMs);
  timer.unref();
  const stopListening = onNoticeQueued(nudge);
  app.addHook('onReady', async () => nudge());
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    for (const pending of nudges.values()) clearTimeout(pending);
    stopListening();
    await running;
  });
}
