import { formatRupees } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox, staffPushSubscriptions, users } from '../../db/schema';
import { createTestStaff } from '../admin/testing';
import {
  MAX_ATTEMPTS,
  type OutboxTransports,
  type PushTransport,
  queueOrderNotice,
  RETRY_DELAYS_MS,
  sendDue,
} from '.';
import {
  createNotificationsTestApp,
  insertTestOrder,
  type NotificationsTestCtx,
  outboxOf,
  outboxRow,
  scriptedMailer,
} from './testing';

let ctx: NotificationsTestCtx;
const scripted = scriptedMailer();
const pushed: { to: string; title: string; body: string; url?: string }[] = [];
const push: PushTransport = {
  enabled: true,
  async toCustomer(userId, message) {
    pushed.push({ to: userId, ...message });
    return { sent: 1, failed: 0 };
  },
  async toStaff(staffId, message) {
    pushed.push({ to: `staff:${staffId}`, ...message });
    return { sent: 1, failed: 0 };
  },
};
const transports = (over: Partial<OutboxTransports> = {}): OutboxTransports => ({
  mail: scripted.mailer,
  push,
  ...over,
});

beforeAll(async () => {
  ctx = await createNotificationsTestApp({ mailer: scripted.mailer });
  await ctx.db.execute(
    `insert into shop_profiles (shop_id, logo, name, email) values ('${ctx.config.SHOP_ID}', '/logo.png', 'Test shop', 'Orders@Shop.example')`,
  );
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.db.delete(notificationOutbox);
  scripted.sent.length = 0;
  scripted.state.failing = 0;
  pushed.length = 0;
});

const shopId = () => ctx.config.SHOP_ID;

async function insertCustomer(email: string): Promise<string> {
  const [row] = await ctx.db.insert(users).values({ shopId: shopId(), email, fullName: 'Asha' }).returning();
  return row!.id;
}

async function insertStaffDevice(staffId: string, endpoint: string) {
  const subscription = JSON.stringify({ endpoint, keys: { p256dh: 'p', auth: 'a' } });
  await ctx.db.insert(staffPushSubscriptions).values({ shopId: shopId(), staffId, subscription });
}

describe('queueOrderNotice', () => {
  it('queues each message of an event once, however often the event is queued', async () => {
    const order = await insertTestOrder(ctx);
    const staff = await createTestStaff(ctx);
    await insertStaffDevice(staff.id, 'https://fcm.googleapis.com/x');
    const placed = { shopId: shopId(), orderId: order.id, notice: 'placed' as const, key: order.id };
    await queueOrderNotice(ctx.db, placed);
    await ctx.db.transaction((tx) => queueOrderNotice(tx, placed));

    const rows = await outboxOf(ctx);
    expect(rows.map((row) => [row.channel, row.recipient, row.template]).sort()).toEqual(
      [
        ['email', 'asha@example.com', 'order-placed'],
        ['email', 'orders@shop.example', 'shop-new-order'],
        ['push', `staff:${staff.id}`, 'shop-new-order'],
      ].sort(),
    );
    expect(rows.find((row) => row.template === 'order-placed')).toMatchObject({
      status: 'pending',
      attempts: 0,
      dedupeKey: `placed:${order.id}:email:asha@example.com`,
    });
    // the lines as the cart had them, each at the price it was sold at; nothing refunded yet
    expect(rows[0]!.payload).toMatchObject({
      order: {
        lines: [
          {
            name: 'Rose Oud Attar',
            details: 'Size: 12 ml',
            quantity: 2,
            unitPaise: 45_000,
            totalPaise: 90_000,
          },
          { name: 'Sandalwood Incense', details: '', quantity: 1, unitPaise: 25_000, totalPaise: 25_000 },
        ],
        refundedPaise: 0,
      },
    });
    await ctx.db.delete(staffPushSubscriptions);
  });

  it('tells only the customer of a status move, by mail and on their devices, once per key', async () => {
    const userId = await insertCustomer('Account@Example.com');
    // no contact e-mail on the order: the account's address is used
    const order = await insertTestOrder(ctx, { userId, contactEmail: '' });
    const shipped = { shopId: shopId(), orderId: order.id, notice: 'Shipped' as const, key: 'event-1' };
    await queueOrderNotice(ctx.db, shipped);
    await queueOrderNotice(ctx.db, shipped);
    await queueOrderNotice(ctx.db, { ...shipped, key: 'event-2' });
    const rows = await outboxOf(ctx);
    expect(rows.map((row) => `${row.dedupeKey} ${row.template}`).sort()).toEqual([
      `Shipped:event-1:email:account@example.com order-shipped`,
      `Shipped:event-1:push:${userId} order-shipped`,
      `Shipped:event-2:email:account@example.com order-shipped`,
      `Shipped:event-2:push:${userId} order-shipped`,
    ]);
  });

  it('queues nothing for an order of another shop', async () => {
    const order = await insertTestOrder(ctx);
    await queueOrderNotice(ctx.db, {
      shopId: 'other-shop',
      orderId: order.id,
      notice: 'placed',
      key: order.id,
    });
    expect(await outboxOf(ctx)).toHaveLength(0);
  });
});

describe('the sender', () => {
  it('sends the order mail with its subject, lines, totals, address and track link', async () => {
    const order = await insertTestOrder(ctx);
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice: 'placed', key: order.id });
    const result = await sendDue(ctx.app.deps, transports());
    expect(result).toMatchObject({ claimed: 2, sent: 2, retrying: 0, failed: 0 });

    const mail = scripted.sent.find((sent) => sent.to === 'asha@example.com')!;
    expect(mail.subject).toBe(`Order #${order.receiptId} placed: thank you!`);
    const trackLink = `https://shop.example/track/${order.id}`;
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(order.receiptId);
      expect(body).toContain('Rose Oud Attar');
      expect(body).toContain('Size: 12 ml');
      expect(body).toContain(`2 × ${formatRupees(450)}`);
      expect(body).toContain(formatRupees(900));
      expect(body).toContain(formatRupees(1100)); // 1050 after the coupon, 50 delivery
      expect(body).toContain('12 MG Road');
      expect(body).toContain(trackLink);
    }
    expect(mail.html).toContain(`href="${trackLink}"`);
    const shop = scripted.sent.find((sent) => sent.to === 'orders@shop.example')!;
    expect(shop.subject).toBe(`New order #${order.receiptId}: ${formatRupees(1100)}`);
    expect(shop.html).toContain(`https://shop.example/admin/orders/${order.id}`);

    const rows = await outboxOf(ctx);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
    // nothing is due any more
    expect((await sendDue(ctx.app.deps, transports())).claimed).toBe(0);
  });

  it.each([
    {
      name: 'mentions the refund in a cancellation mail',
      notice: 'Cancelled' as const,
      key: 'cancel-1',
      data: { refundPaise: 110_000 },
      subject: (receipt: string) => `Order #${receipt} has been cancelled`,
      says: `We are refunding ${formatRupees(1100)}`,
    },
    {
      name: 'says how much was refunded, given in rupees by the refunds feature',
      notice: 'Refunded' as const,
      key: 'refund-1',
      data: { amount: 450 },
      subject: (receipt: string) => `Refund of ${formatRupees(450)} for order #${receipt}`,
      says: `We have refunded ${formatRupees(450)}`,
    },
  ])('$name', async ({ notice, key, data, subject, says }) => {
    const order = await insertTestOrder(ctx);
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice, key, data });
    await sendDue(ctx.app.deps, transports());
    expect(scripted.sent[0]!.subject).toBe(subject(order.receiptId));
    expect(scripted.sent[0]!.text).toContain(says);
  });

  it('keeps a mail through a mail server outage: backs off, then sends it once', async () => {
    const order = await insertTestOrder(ctx);
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice: 'Delivered', key: 'd-1' });
    const [row] = await outboxOf(ctx);
    scripted.state.failing = 2;
    const t0 = new Date(Date.now() + 1000);
    const at = (ms: number) => () => new Date(t0.getTime() + ms);

    expect(await sendDue(ctx.app.deps, transports(), at(0))).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await outboxRow(ctx, row!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      nextAttemptAt: new Date(t0.getTime() + RETRY_DELAYS_MS[0]),
    });
    // not due before its time
    expect((await sendDue(ctx.app.deps, transports(), at(30_000))).claimed).toBe(0);

    const second = RETRY_DELAYS_MS[0];
    await sendDue(ctx.app.deps, transports(), at(second));
    expect(await outboxRow(ctx, row!.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: new Date(t0.getTime() + second + RETRY_DELAYS_MS[1]),
    });
    expect(scripted.sent).toHaveLength(0);

    await sendDue(ctx.app.deps, transports(), at(second + RETRY_DELAYS_MS[1]));
    expect(scripted.sent.map((mail) => mail.subject)).toEqual([
      `Order #${order.receiptId} has been delivered`,
    ]);
    expect(await outboxRow(ctx, row!.id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const order = await insertTestOrder(ctx);
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice: 'Delivered', key: 'd-2' });
    const [row] = await outboxOf(ctx);
    scripted.state.failing = 100;
    let clock = Date.now() + 1000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const result = await sendDue(ctx.app.deps, transports(), () => new Date(clock));
      expect(result.claimed).toBe(1);
      clock += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    expect(await outboxRow(ctx, row!.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect((await sendDue(ctx.app.deps, transports(), () => new Date(clock + 86_400_000))).claimed).toBe(0);
  });

  it('pushes to the customer and to staff devices with links into the shop and the console', async () => {
    const staff = await createTestStaff(ctx);
    await insertStaffDevice(staff.id, 'https://fcm.googleapis.com/y');
    const userId = await insertCustomer('pushy@example.com');
    const order = await insertTestOrder(ctx, { userId });
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice: 'placed', key: order.id });
    await sendDue(ctx.app.deps, transports());
    expect(pushed.sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [
        {
          to: userId,
          title: `Order #${order.receiptId} placed: thank you!`,
          body: `We have your order #${order.receiptId} and are getting it ready.`,
          url: `/track/${order.id}`,
          tag: `order-${order.id}`,
        },
        {
          to: `staff:${staff.id}`,
          title: `New order #${order.receiptId}: ${formatRupees(1100)}`,
          body: `Asha Verma ordered 2 item(s) for ${formatRupees(1100)}.`,
          url: `/admin/orders/${order.id}`,
          tag: `order-${order.id}`,
        },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    await ctx.db.delete(staffPushSubscriptions);
  });

  it('marks a push sent with a note when the shop has no push set up', async () => {
    const userId = await insertCustomer('nopush@example.com');
    const order = await insertTestOrder(ctx, { userId });
    await queueOrderNotice(ctx.db, { shopId: shopId(), orderId: order.id, notice: 'Shipped', key: 's-1' });
    await sendDue(ctx.app.deps, transports({ push: { ...push, enabled: false } }));
    const [pushRow] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.channel, 'push'));
    expect(pushRow).toMatchObject({ status: 'sent', lastError: 'push is not configured' });
    expect(pushed).toHaveLength(0);
  });
});

describe('the sender job', () => {
  it('sends within a second of the commit that queued it, and finishes its pass before the app closes', async () => {
    const slow = scriptedMailer();
    let started = 0;
    const mailer = {
      ...slow.mailer,
      async send(mail: Parameters<typeof slow.mailer.send>[0]) {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await slow.mailer.send(mail);
      },
    };
    const live = await createNotificationsTestApp({ mailer, notifications: { everyMs: 60_000 } });
    try {
      const order = await insertTestOrder(live);
      await live.db.transaction((tx) =>
        queueOrderNotice(tx, { shopId: live.config.SHOP_ID, orderId: order.id, notice: 'Shipped', key: 'k' }),
      );
      const deadline = Date.now() + 1500;
      while (started === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started).toBe(1);
    } finally {
      await live.app.close();
    }
    // the pass under way finished (the mail went, the row is marked) before close resolved
    expect(slow.sent).toHaveLength(1);
    const [row] = await live.db.select().from(notificationOutbox);
    expect(row).toMatchObject({ status: 'sent' });
    await live.database.close();
  });
});
