import { type CaughtMail, startSmtpCatcher } from '../../apps/api/src/test/smtp-catcher';

/**
 * A local SMTP server that keeps what the shop sends, so the bench can sign up a shopper
 * through the real OTP mail in production mode.
 */
export async function startMailSink() {
  const waiters = new Set<() => void>();
  const { mails, url, close } = await startSmtpCatcher({
    onMail: () => {
      for (const wake of waiters) wake();
    },
  });
  return {
    url,
    /** The first mail to `to` that arrives after `since` mails were kept. */
    async waitFor(to: string, since: number, timeoutMs = 10_000): Promise<CaughtMail | undefined> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 250);
        });
      }
      return undefined;
    },
    count: () => mails.length,
    close,
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
