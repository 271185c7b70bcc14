import type { FastifyInstance } from 'fastify';
import { findShopEmail } from './repository';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Mails a new contact message or enquiry to the shop's address (its profile email), after
 * the answer: the visitor never waits on the mail server, and a failed mail is only
 * logged, since the message is already stored.
 */
export function noticeToShop(
  app: FastifyInstance,
  shopId: string,
  notice: { subject: string; lines: [label: string, value: string][] },
): void {
  void (async () => {
    const to = await findShopEmail(app.deps.db, shopId);
    if (!to) return;
    const filled = notice.lines.filter(([, value]) => value !== '');
    // header fields must not carry line breaks a visitor typed
    const subject = notice.subject.replace(/[\r\n]+/g, ' ').slice(0, 150);
    await app.mailer.send({
      to,
      subject,
      text: filled.map(([label, value]) => `${label}: ${value}`).join('\n'),
      html: `<table>${filled
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    });
  })().catch((error: unknown) => app.log.warn({ err: error }, 'could not mail the shop about a message'));
}
