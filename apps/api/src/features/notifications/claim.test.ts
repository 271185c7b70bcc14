import { describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { appForFile } from '../../test/before-all';
import { claimDue } from './repository';
import { type OutboxTransports, sendDue } from './sender';
import { SAMPLE_PAYLOAD } from './templates';
import { createNotificationsTestApp, insertTestOrder, scriptedMailer } from './testing';

// Several API processes share one outbox: only PostgreSQL has the concurrent connections to show it.
describe.skipIf(!process.env.DATABASE_URL)('claiming the outbox from two processes (PostgreSQL)', () => {
  const ctx = appForFile(createNotificationsTestApp);

  async function queue(count: number) {
    await ctx.db.delete(notificationOutbox);
    const order = await insertTestOrder(ctx);
    await ctx.db.insert(notificationOutbox).values(
      Array.from({ length: count }, (_, index) => ({
        shopId: ctx.config.SHOP_ID,
        channel: 'email',
        recipient: `customer${index}@example.com`,
        template: 'order-shipped',
        payload: { ...SAMPLE_PAYLOAD, order: { ...SAMPLE_PAYLOAD.order, id: order.id } },
        dedupeKey: `claim-test:${index}`,
        nextAttemptAt: new Date(Date.now() - 1000),
      })),
    );
  }

  it('never gives one row to two claimers at once', async () => {
    await queue(30);
    const now = new Date();
    const lease = new Date(now.getTime() + 60_000);
    const [a, b] = await Promise.all([
      ctx.db.transaction(async (tx) => {
        const rows = await claimDue(tx, ctx.config.SHOP_ID, now, lease, 20);
        // hold the lock a while, as a slow claimer would
        await tx.execute('select pg_sleep(0.3)');
        return rows;
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return claimDue(ctx.db, ctx.config.SHOP_ID, now, lease, 20);
      })(),
    ]);
    const ids = [...a, ...b].map((row) => row.id);
    expect(a.length).toBe(20);
    expect(b.length).toBe(10);
    expect(new Set(ids).size).toBe(30);
  });

  it('sends each row once when two senders pass at the same time', async () => {
    await queue(12);
    const { mailer, sent } = scriptedMailer();
    const slow: OutboxTransports = {
      mail: {
        async send(mail) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          await mailer.send(mail);
        },
      },
      push: {
        enabled: false,
        toCustomer: async () => ({ sent: 0, failed: 0 }),
        toStaff: async () => ({ sent: 0, failed: 0 }),
      },
    };
    const results = await Promise.all([
      sendDue(ctx.app.deps, slow),
      sendDue(ctx.app.deps, slow),
      sendDue(ctx.app.deps, slow),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `customer${index}@example.com`).sort(),
    );
  });
});
