import { NEWSLETTER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createTestStaff, type TestStaff } from '../admin/testing';
import { NEWSLETTER_PER_ADDRESS } from './routes';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createTestStaff(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const subscribe = (email: unknown, address = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
    remoteAddress: address,
  });
/** A console read of the subscribers, as the owner. */
const consoleGet = (path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/newsletter/subscribers${path}`, headers: owner.headers });
const rowOf = async (email: string) =>
  (await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('POST /api/newsletter/subscribe', () => {
  it('stores the subscriber once, lower-cased, with an unsubscribe token, and answers the same twice', async () => {
    const first = await subscribe('  Asha@Example.COM ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, msg: NEWSLETTER_MSG.subscribed });
    const row = await rowOf('asha@example.com');
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await subscribe('asha@example.com');
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribeToken).toBe(row!.unsubscribeToken);
  });

  it('refuses a bad address with a message for the field', async () => {
    const response = await subscribe('not-an-email', '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isError: true, fields: { email: NEWSLETTER_MSG.enterEmail } });
  });

  it('limits sign-ups per client address (429 with Retry-After)', async () => {
    const address = '10.0.0.3';
    for (let i = 0; i < NEWSLETTER_PER_ADDRESS.max; i += 1) {
      expect((await subscribe(`many${i}@example.com`, address)).statusCode).toBe(200);
    }
    const refused = await subscribe('one-more@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isError: true, msg: NEWSLETTER_MSG.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowOf('one-more@example.com')).toBeUndefined();
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('unsubscribes in one click, and subscribing again brings the address back with the same link', async () => {
    await subscribe('leave@example.com', '10.0.0.4');
    const token = (await rowOf('leave@example.com'))!.unsubscribeToken!;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<p>${NEWSLETTER_MSG.unsubscribed}</p>`);
    expect((await rowOf('leave@example.com'))!.unsubscribedAt).not.toBeNull();

    const list = (await consoleGet('?state=unsubscribed')).json();
    expect(list.items.map((item: { email: string }) => item.email)).toEqual(['leave@example.com']);

    await subscribe('leave@example.com', '10.0.0.4');
    const back = (await rowOf('leave@example.com'))!;
    expect(back.unsubscribedAt).toBeNull();
    expect(back.unsubscribeToken).toBe(token);
  });

  it('answers 404 with a page for an unknown or missing token', async () => {
    for (const url of ['/api/newsletter/unsubscribe?token=nope', '/api/newsletter/unsubscribe']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(NEWSLETTER_MSG.badLink);
    }
  });

  it('lists subscribers in the console and exports them as CSV (owner)', async () => {
    const list = (await consoleGet('')).json();
    expect(list.total).toBe(NEWSLETTER_PER_ADDRESS.max + 2);
    const csv = await consoleGet('/export?state=active');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Email","Subscribed","Unsubscribed"');
    expect(lines).toHaveLength(NEWSLETTER_PER_ADDRESS.max + 3);
    // an India date and time, as a spreadsheet reads it
    expect(lines.some((line) => /^"asha@example.com","20\d\d-\d\d-\d\d \d\d:\d\d",""$/.test(line))).toBe(
      true,
    );
  });
});
