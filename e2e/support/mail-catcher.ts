import { test } from '@playwright/test';
import { type CaughtMail, startSmtpCatcher } from '../../apps/api/src/test/smtp-catcher';

export type { CaughtMail };

/**
 * Where the mail catcher listens. The shop under test runs in production mode (no dev
 * outbox), so journeys that need an emailed code catch it there; the shop is pointed at it
 * with SMTP_URL (playwright.config: port + 1).
 */
export const SMTP_URL = new URL(
  process.env.SMTP_URL ?? `smtp://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`,
);

/**
 * Catches the shop's mail during the calling spec file, when SMTP_URL points at this machine;
 * for a shop elsewhere `catching` stays false and `mails` empty.
 */
export function catchMailForFile(): { mails: CaughtMail[]; catching: boolean } {
  const caught = { mails: [] as CaughtMail[], catching: false };
  let close: (() => Promise<void>) | null = null;
  test.beforeAll(async () => {
    if (!['127.0.0.1', 'localhost'].includes(SMTP_URL.hostname)) return;
    const catcher = await startSmtpCatcher({ port: Number(SMTP_URL.port || 25), host: SMTP_URL.hostname });
    caught.mails = catcher.mails;
    caught.catching = true;
    close = catcher.close;
  });
  test.afterAll(async () => {
    await close?.();
  });
  return caught;
}

/**
 * The key that opens the shop's dev outbox (a shop started without SMTP_URL); the
 * playwright config gives the shop under test this key through MAIL_OUTBOX_KEY.
 */
export const OUTBOX_KEY = process.env.MAIL_OUTBOX_KEY ?? 'e2e-outbox-key-not-secret';

/** The dev outbox's address for one recipient, with the key. */
export function outboxPath(email: string): string {
  return `/api/dev/outbox?${new URLSearchParams({ to: email, key: OUTBOX_KEY })}`;
}

/** The six-digit code in the newest mail to `email`, waiting up to `timeoutMs`. */
export async function waitForOtp(mails: CaughtMail[], email: string, seen: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mine = mails.filter((mail) => mail.to.includes(email.toLowerCase()));
    if (mine.length > seen) {
      const code = /code is (\d{6})/.exec(mine[mine.length - 1]!.raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}: is the shop's SMTP_URL ${SMTP_URL.href}?`);
}
