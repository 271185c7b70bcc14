/** Helpers for the notification tests: an app whose sender the test drives, an order to tell of. */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { notificationOutbox, orderLines, orders } from '../../db/schema';
import type { NotificationOutboxOptions } from '../../jobs/notification-outbox';
import type { Mail, Mailer } from '../../lib/mailer';
import { createTestDatabase, testConfig } from '../../test/app';

export async function createNotificationsTestApp(
  options: {
    config?: Record<string, string>;
    mailer?: Mailer;
    notifications?: NotificationOutboxOptions;
  } = {},
) {
  const database = await createTestDatabase();
  const config = testConfig({ PUBLIC_URL: 'https://shop.example', ...options.config });
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: options.mailer,
    payments: { holdSweepMs: 0 },
    notifications: options.notifications ?? { everyMs: 0 },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type NotificationsTestCtx = Awaited<ReturnType<typeof createNotificationsTestApp>>;

/** A mailer that keeps what it sends and fails while `failing` is above zero (one per send). */
export function scriptedMailer(failing = 0) {
  const sent: Mail[] = [];
  const state = { failing, attempts: 0 };
  const mailer: Mailer = {
    kind: 'smtp',
    outbox: null,
    async send(mail) {
      state.attempts += 1;
      if (state.failing > 0) {
        state.failing -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(mail);
    },
    async close() {},
  };
  return { mailer, sent, state };
}

let receipt = 0;

/** A paid order of two lines (₹450 × 2 and ₹250), ₹100 off with a coupon, ₹50 delivery. */
export async function insertTestOrder(
  ctx: Pick<NotificationsTestCtx, 'db' | 'config'>,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  receipt += 1;
  const [order] = await ctx.db
    .insert(orders)
    .values({
      shopId: ctx.config.SHOP_ID,
      receiptId: `NT${Date.now() % 1_000_000}-${receipt}`,
      status: 'Success',
      paymentMode: 'Pay now',
      amountBeforeDiscountPaise: 115_000,
      discountPaise: 10_000,
      couponCode: 'WELCOME10',
      amountAfterDiscountPaise: 105_000,
      deliveryChargePaise: 5_000,
      payableOnlinePaise: 110_000,
      contactName: 'Asha Verma',
      contactEmail: 'asha@example.com',
      contactMobile: '9876543210',
      shippingAddress: {
        id: 'a1',
        location_user: 'Home',
        new_address: '12 MG Road',
        city: 'Bengaluru',
        area: 'Indiranagar',
        pincode: '560038',
        latitude: null,
        longitude: null,
      },
      ...values,
    })
    .returning();
  await ctx.db.insert(orderLines).values([
    {
      shopId: ctx.config.SHOP_ID,
      orderId: order!.id,
      productSku: 'ROSE-12',
      productName: 'Rose Oud Attar',
      productImage: '/images/rose.webp',
      productPricePaise: 50_000,
      productSalePricePaise: 45_000,
      quantity: 2,
      variationAttributes: { Size: '12 ml' },
      position: 0,
    },
    {
      shopId: ctx.config.SHOP_ID,
      orderId: order!.id,
      productSku: 'SANDAL',
      productName: 'Sandalwood Incense',
      productImage: '/images/sandal.webp',
      productPricePaise: 25_000,
      quantity: 1,
      position: 1,
    },
  ]);
  return order!;
}

export async function outboxOf(ctx: Pick<NotificationsTestCtx, 'db'>) {
  return ctx.db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt);
}

export async function outboxRow(ctx: Pick<NotificationsTestCtx, 'db'>, id: string) {
  const [row] = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return row!;
}
