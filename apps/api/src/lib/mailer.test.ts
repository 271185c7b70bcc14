import { beforeAll, describe, expect, it } from 'vitest';
import { shopProfiles } from '../db/schema';
import { createAuthTestApp } from '../features/auth/testing';
import { TEST_SHOP_ID } from '../test/app';
import { appForFile, withApp } from '../test/before-all';
import { type CaughtMail, startSmtpCatcher } from '../test/smtp-catcher';
import { createConsoleMailer, createSmtpMailer } from './mailer';

const catcher = appForFile(() => startSmtpCatcher());

// ---- a small MIME reader (mailparser is not installed) ----

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The decoded parts of a raw message by content type, and its top headers. */
function parseMail(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: Record<string, string> = {};
  const type = header(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    parts[type.split(';')[0]!.toLowerCase()] = decodeBody(rest, header(head, 'Content-Transfer-Encoding'));
  } else {
    for (const chunk of rest.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const body = chunk.replace(/^\r?\n/, '');
      const at = body.search(/\r?\n\r?\n/);
      const partHead = body.slice(0, at);
      const partBody = body
        .slice(at)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, '');
      parts[header(partHead, 'Content-Type').split(';')[0]!.toLowerCase()] = decodeBody(
        partBody,
        header(partHead, 'Content-Transfer-Encoding'),
      );
    }
  }
  return { subject: header(head, 'Subject'), from: header(head, 'From'), parts };
}

async function waitForMail(to: string, after = 0): Promise<CaughtMail> {
  for (let i = 0; i < 100; i++) {
    const found = catcher.mails.slice(after).find((mail) => mail.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('SMTP mailer', () => {
  it('delivers a text and an HTML body, long lines and non-ASCII intact', async () => {
    const mailer = createSmtpMailer(catcher.url, 'Shop <no-reply@shop.example>');
    const long = `${'Sandalwood and rose '.repeat(10)}– ₹1,299 attar`;
    await mailer.send({ to: 'buyer@example.com', subject: 'Hello', text: long, html: `<p>${long}</p>` });
    await mailer.close();
    const mail = parseMail((await waitForMail('buyer@example.com')).raw);
    expect(mail.subject).toBe('Hello');
    expect(mail.from).toContain('no-reply@shop.example');
    expect(mail.parts['text/plain']).toBe(long);
    expect(mail.parts['text/html']).toBe(`<p>${long}</p>`);
  });
});

describe('console mailer', () => {
  it('keeps mails in the outbox outside production and logs only recipient and subject', async () => {
    const lines: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      warn: (...args: unknown[]) => lines.push(args),
    };
    const dev = createConsoleMailer(log as never, true);
    await dev.send({ to: 'a@example.com', subject: 'Code', text: 'code 123456', html: '<b>123456</b>' });
    expect(dev.outbox).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('123456');
    const prod = createConsoleMailer(log as never, false);
    await prod.send({ to: 'a@example.com', subject: 'Code', text: 'code 654321', html: '' });
    expect(prod.outbox).toBeNull();
    expect(JSON.stringify(lines)).not.toContain('654321');
  });
});

describe('registration codes over SMTP', () => {
  const ctx = appForFile(() => createAuthTestApp({ config: { SMTP_URL: catcher.url } }));
  beforeAll(async () => {
    await ctx.db
      .insert(shopProfiles)
      .values({ shopId: TEST_SHOP_ID, logo: 'logo.png', name: 'Test Perfumery' });
  });

  const reg = (path: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/registeruser/api/${path}`,
      payload: { main_id: TEST_SHOP_ID, ...payload },
    });

  it('mails a signup code that verifies, naming the shop', async () => {
    const before = catcher.mails.length;
    expect((await reg('send-otp', { email: 'smtp-user@example.com' })).statusCode).toBe(200);
    const mail = parseMail((await waitForMail('smtp-user@example.com', before)).raw);
    expect(mail.subject).toBe('Your Test Perfumery verification code');
    expect(mail.parts['text/html']).toContain('Test Perfumery');
    const code = /\b(\d{6})\b/.exec(mail.parts['text/plain'] ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.parts['text/html']).toContain(code);
    expect((await reg('verify-otp', { email: 'smtp-user@example.com', otp: code })).statusCode).toBe(200);
    // no dev outbox when mail really goes out
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('mails a reset code after answering', async () => {
    const before = catcher.mails.length;
    await reg('send-otp', { email: 'smtp-reset@example.com' });
    const signupCode = /\b(\d{6})\b/.exec(
      parseMail((await waitForMail('smtp-reset@example.com', before)).raw).parts['text/plain'] ?? '',
    )?.[1];
    const verified = await reg('verify-otp', { email: 'smtp-reset@example.com', otp: signupCode });
    await reg('signup', {
      email: 'smtp-reset@example.com',
      verificationToken: verified.json().verificationToken,
      mobile: '9876543210',
      full_name: 'R',
      password: 'secret1',
    });

    const mark = catcher.mails.length;
    expect((await reg('resetsend-otp', { email: 'smtp-reset@example.com' })).statusCode).toBe(200);
    const mail = parseMail((await waitForMail('smtp-reset@example.com', mark)).raw);
    expect(mail.subject).toBe('Your Test Perfumery password reset code');
    const code = /\b(\d{6})\b/.exec(mail.parts['text/plain'] ?? '')?.[1];
    expect(
      (await reg('verify-otp', { email: 'smtp-reset@example.com', otp: code, purpose: 'reset' })).statusCode,
    ).toBe(200);
  });

  it('answers 503 with a clear text when the mail server is down', async () => {
    await withApp(createAuthTestApp({ config: { SMTP_URL: 'smtp://127.0.0.1:1' } }), async (down) => {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/registeruser/api/send-otp',
        payload: { email: 'nobody@example.com', main_id: TEST_SHOP_ID },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe('We could not send the email. Please try again in a moment.');
    });
  });
});
