import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; html: string };
export type OutboxMail = Mail & { sentAt: string };

export interface Mailer {
  readonly kind: 'smtp' | 'console';
  send(mail: Mail): Promise<void>;
  /** Mails kept for a person developing locally; null where nothing is kept (SMTP, production). */
  readonly outbox: OutboxMail[] | null;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const OUTBOX_SIZE = 50;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Short timeouts: a customer waits on the send-otp answer, not on a hung mail server.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    outbox: null,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP a mail is not delivered: its recipient and subject are logged (never its
 * body, which may hold a code), and where config.mailOutbox allows (outside production, and
 * on the embedded demo database) the whole mail is kept in a small outbox that
 * GET /api/dev/outbox shows, so a person trying the shop can still register.
 */
export function createConsoleMailer(log: FastifyBaseLogger, keepOutbox: boolean): Mailer {
  const outbox: OutboxMail[] | null = keepOutbox ? [] : null;
  return {
    kind: 'console',
    outbox,
    async send(mail) {
      if (outbox) {
        outbox.push({ ...mail, sentAt: new Date().toISOString() });
        if (outbox.length > OUTBOX_SIZE) outbox.splice(0, outbox.length - OUTBOX_SIZE);
        log.info(
          { mailTo: mail.to, subject: mail.subject },
          'mail kept in the dev outbox: GET /api/dev/outbox',
        );
      } else {
        log.warn({ mailTo: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
      }
    },
    async close() {},
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createConsoleMailer(log, config.mailOutbox);
}

/** Makes `app.mailer` available to every feature and closes it with the app. */
export function registerMailer(app: FastifyInstance, config: Config, mailer?: Mailer): void {
  const instance = mailer ?? createMailer(config, app.log);
  app.decorate('mailer', instance);
  app.addHook('onClose', async () => instance.close());
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}
