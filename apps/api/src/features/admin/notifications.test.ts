import { NOTIFICATION_TEMPLATES, NOTIFICATIONS_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { auditLog, notificationOutbox, payments, staffPushSubscriptions } from '../../db/schema';
import { signAccessToken } from '../../plugins/auth';
import { expectError } from '../../test/answers';
import { withApp } from '../../test/before-all';
import { queueOrderNotice } from '../notifications';
import {
  createNotificationsTestApp,
  insertTestOrder,
  type NotificationsTestCtx,
} from '../notifications/testing';
import { createTestStaff, type TestStaff } from './testing';

let ctx: NotificationsTestCtx;
let owner: TestStaff;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  ctx = await createNotificationsTestApp({
    config: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  owner = await createTestStaff(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** A test order with a notice queued about it, as its lifecycle queues one. */
async function orderWithNotice(notice: Parameters<typeof queueOrderNotice>[1]['notice'], key?: string) {
  const order = await insertTestOrder(ctx);
  await queueOrderNotice(ctx.db, {
    shopId: ctx.config.SHOP_ID,
    orderId: order.id,
    notice,
    key: key ?? order.id,
  });
  return order;
}

const get = (url: string, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('templates and previews', () => {
  it('lists every template with the subject the sample order gives', async () => {
    const res = await get('/api/admin/notifications/templates');
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates.map((t: { name: string }) => t.name)).toEqual([...NOTIFICATION_TEMPLATES]);
    expect(templates.find((t: { name: string }) => t.name === 'order-shipped')).toMatchObject({
      audience: 'customer',
      subject: 'Order #NA-10042 has shipped',
    });
    expect(templates.find((t: { name: string }) => t.name === 'shop-new-order').audience).toBe('shop');
  });

  it('renders a template with the sample order as HTML or plain text', async () => {
    const html = await get('/api/admin/notifications/preview/quote-priced');
    expect(html.statusCode).toBe(200);
    expect(html.json()).toMatchObject({
      template: 'quote-priced',
      format: 'html',
      subject: 'Your quotation #NA-10042: ₹1,100.00',
    });
    expect(html.json().body).toMatch(/^<!DOCTYPE html/);
    expect(html.json().body).toContain('Your quotation is ready');
    expect(html.json().body).toContain('Rose Oud Attar');
    expect(html.json().body).toContain('https://shop.example/quote/sample-pay-link');

    const closed = await get('/api/admin/notifications/preview/quote-closed?format=text');
    expect(closed.json().subject).toBe('Your quotation #NA-10042 is closed');
    expect(closed.json().body).toContain('The supplier has stopped making this blend.');
    expect(closed.json().body).toContain('Nothing was charged.');

    const text = await get('/api/admin/notifications/preview/order-cancelled?format=text');
    expect(text.json().subject).toBe('Order #NA-10042 has been cancelled');
    expect(text.json().body).toContain('We are refunding ₹450.00');
    expect(text.json().body).not.toContain('<');
  });

  it('answers 400 for an unknown template or format', async () => {
    for (const url of [
      '/api/admin/notifications/preview/order-lost',
      '/api/admin/notifications/preview/order-placed?format=pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().isError).toBe(true);
    }
  });

  it('is for staff only', async () => {
    const customer = await signAccessToken(ctx.config, {
      userId: crypto.randomUUID(),
      email: 'c@example.com',
    });
    expect((await get('/api/admin/notifications/templates', {})).statusCode).toBe(401);
    expect(
      (await get('/api/admin/notifications/templates', { authorization: `Bearer ${customer}` })).statusCode,
    ).toBe(403);
  });
});

describe('the outbox', () => {
  beforeEach(async () => {
    await ctx.db.delete(notificationOutbox);
  });

  it('lists the newest messages first, with status, attempts and the last error, in pages', async () => {
    const order = await orderWithNotice('Shipped', 'a');
    await ctx.db
      .update(notificationOutbox)
      .set({ status: 'failed', attempts: 6, lastError: 'connect ECONNREFUSED' })
      .where(eq(notificationOutbox.channel, 'email'));
    const res = await get('/api/admin/notifications/outbox?status=failed&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        expect.objectContaining({
          channel: 'email',
          recipient: 'asha@example.com',
          template: 'order-shipped',
          receiptId: order.receiptId,
          status: 'failed',
          attempts: 6,
          lastError: 'connect ECONNREFUSED',
          sentAt: null,
        }),
      ],
      page: 1,
      pageSize: 1,
      total: 1,
    });
    expect((await get('/api/admin/notifications/outbox?status=lost')).statusCode).toBe(400);
  });

  it('sends a failed message again on request, audited; a sent one is refused', async () => {
    await orderWithNotice('Delivered', 'b');
    const [row] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.channel, 'email'));
    await ctx.db
      .update(notificationOutbox)
      .set({ status: 'failed', attempts: 6, nextAttemptAt: new Date('2030-01-01') })
      .where(eq(notificationOutbox.id, row!.id));

    const retry = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/notifications/outbox/${id}/retry`,
        headers: owner.headers,
      });
    const res = await retry(row!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTIFICATIONS_MSG.retryQueued,
      item: { id: row!.id, status: 'pending', attempts: 0 },
    });
    expect(new Date(res.json().item.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({
      action: 'notification.retry',
      staffId: owner.id,
      before: expect.objectContaining({ status: 'failed', attempts: 6 }),
      after: expect.objectContaining({ status: 'pending', attempts: 0 }),
    });

    await ctx.db.update(notificationOutbox).set({ status: 'sent' }).where(eq(notificationOutbox.id, row!.id));
    expectError(await retry(row!.id), 409, NOTIFICATIONS_MSG.outboxAlreadySent);
    expect((await retry(crypto.randomUUID())).statusCode).toBe(404);
    expect((await retry('not-an-id')).statusCode).toBe(400);
  });
});

describe('staff Web Push', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/staff-device-1',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const push = (method: 'POST' | 'DELETE', payload?: object, query = '') =>
    ctx.app.inject({ method, url: `/api/admin/push${query}`, headers: owner.headers, payload });

  it('subscribes the signed-in staff member’s browser once, and lets it go', async () => {
    const state = await get('/api/admin/push');
    expect(state.json()).toEqual({ enabled: true, publicKey: vapid.publicKey, devices: 0 });

    const first = await push('POST', { subscription });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NOTIFICATIONS_MSG.pushSaved, devices: 1 });
    expect((await push('POST', { subscription })).json().devices).toBe(1);
    const [row] = await ctx.db.select().from(staffPushSubscriptions);
    expect(row).toMatchObject({ staffId: owner.id });
    expect(JSON.parse(row!.subscription)).toEqual({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    expect((await get('/api/admin/push')).json().devices).toBe(1);

    // a new order now reaches this device too
    await orderWithNotice('placed');
    const rows = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'push'));
    expect(rows.map((r) => r.recipient)).toContain(`staff:${owner.id}`);

    const gone = await push('DELETE', undefined, `?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    expect(gone.json()).toEqual({ message: NOTIFICATIONS_MSG.pushRemoved, devices: 0 });
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, owner.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['push.subscribed', 'push.unsubscribed']));
  });

  it('answers 400 for something that is not a push subscription', async () => {
    for (const body of [{}, { subscription: { endpoint: 'not a url', keys: {} } }, { subscription: 'x' }]) {
      const res = await push('POST', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().isError).toBe(true);
    }
  });

  it('answers 409 when the shop has no push set up', async () => {
    await withApp(createNotificationsTestApp(), async (plain) => {
      const staff = await createTestStaff(plain);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/admin/push',
        headers: staff.headers,
        payload: { subscription },
      });
      expectError(res, 409, NOTIFICATIONS_MSG.pushOff);
      const state = await plain.app.inject({ url: '/api/admin/push', headers: staff.headers });
      expect(state.json()).toEqual({ enabled: false, publicKey: null, devices: 0 });
    });
  });
});

describe('GET /admin/orders/live', () => {
  it('counts orders placed or paid after `since`, the same from any process', async () => {
    const since = new Date(Date.now() + 60_000);
    const after = (ms: number) => new Date(since.getTime() + ms);
    await insertTestOrder(ctx, { createdAt: new Date(since.getTime() - 1000) });
    const cod = await insertTestOrder(ctx, { createdAt: after(1000), status: 'Pay on delivery' });
    const paid = await insertTestOrder(ctx, { createdAt: after(2000) });
    // placed before `since`, paid after: it became an order then
    const latePaid = await insertTestOrder(ctx, { createdAt: new Date(since.getTime() - 5000) });
    await ctx.db.insert(payments).values({
      shopId: ctx.config.SHOP_ID,
      orderId: latePaid.id,
      provider: 'simulator',
      providerOrderId: `order_${latePaid.id}`,
      amountPaise: 110_000,
      status: 'paid',
      paidAt: after(3000),
    });
    await insertTestOrder(ctx, { createdAt: after(4000), status: 'Pending' });
    await insertTestOrder(ctx, { createdAt: after(5000), status: 'Quote', paymentMode: 'NA' });

    const res = await get(`/api/admin/orders/live?since=${encodeURIComponent(since.toISOString())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      latest: [
        { id: latePaid.id, receiptId: latePaid.receiptId, total: 1100, createdAt: after(3000).toISOString() },
        { id: paid.id, receiptId: paid.receiptId, total: 1100, createdAt: after(2000).toISOString() },
        { id: cod.id, receiptId: cod.receiptId, total: 1100, createdAt: after(1000).toISOString() },
      ],
    });
    const later = await get(`/api/admin/orders/live?since=${encodeURIComponent(after(2500).toISOString())}`);
    expect(later.json().count).toBe(1);
  });

  it('answers 400 without a valid time', async () => {
    for (const url of ['/api/admin/orders/live', '/api/admin/orders/live?since=yesterday']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().isError).toBe(true);
    }
  });
});
