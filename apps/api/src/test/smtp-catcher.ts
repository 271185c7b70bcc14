import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as it reached the catcher: the envelope's recipients, in lower case, and the raw message. */
export type CaughtMail = { to: string[]; raw: string };

/**
 * A small SMTP server that keeps every mail it receives: the mailer's tests, the browser
 * journeys and the benchmarks read the shop's real mails (sign-in codes) from it. Port 0 (the
 * default) takes a free port, which `url` names; `onMail` hears each mail as it is kept.
 */
export async function startSmtpCatcher(options: { port?: number; host?: string; onMail?: () => void } = {}) {
  const host = options.host ?? '127.0.0.1';
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        options.onMail?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
