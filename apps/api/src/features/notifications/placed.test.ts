import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { productInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import {
  addToCart,
  createPaymentTestApp,
  type PaymentTestCtx,
  placeBody,
  post,
  setButtons,
  setUpShop,
  shopper,
} from '../checkout/testing';

// The app's own sender runs here (as in production): mails reach the dev outbox by themselves.
let ctx: PaymentTestCtx;
beforeAll(async () => {
  ctx = await createPaymentTestApp();
  await setUpShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

async function buyer() {
  const input = productInput({ stock: 5 });
  const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
  const who = await shopper(ctx);
  await addToCart(ctx, who.who, id!, input.sku);
  return who;
}

async function outboxFor(orderId: string) {
  const rows = await ctx.db.select().from(notificationOutbox);
  return rows.filter((row) => row.dedupeKey.startsWith(`placed:${orderId}:`));
}

async function mailsTo(email: string, waitMs = 3000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = (ctx.app.mailer.outbox ?? []).filter((mail) => mail.to === email);
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a new order tells the customer and the shop', () => {
  it('when a pay-on-delivery order with no advance is placed', async () => {
    await setButtons(ctx, { advancePercentage: 0 });
    const who = await buyer();
    const res = await post(
      ctx,
      '/payment/paydelivery',
      who.who,
      placeBody(ctx, who, { payment_mode: 'Pay on delivery' }),
    );
    expect(res.statusCode).toBe(201);
    const { order_id: orderId, receipt_id: receiptId } = res.json();
    const rows = await outboxFor(orderId);
    expect(rows.map((row) => `${row.channel} ${row.template}`).sort()).toEqual([
      'email order-placed',
      'email shop-new-order',
      'push order-placed',
    ]);
    const [mail] = await mailsTo(who.who.email);
    expect(mail?.subject).toBe(`Order #${receiptId} placed: thank you!`);
    const shopMails = await mailsTo('hello@nakshatra.example');
    expect(shopMails.map((m) => m.subject)).toEqual([expect.stringContaining(`New order #${receiptId}`)]);
  });

  it('when an online order is paid, once however often it is verified', async () => {
    await setButtons(ctx, { advancePercentage: 25 });
    const who = await buyer();
    const placed = await post(ctx, '/payment', who.who, placeBody(ctx, who));
    expect(placed.statusCode).toBe(201);
    const { order_id: orderId, razorpay_order: providerOrder } = placed.json();
    // waiting for payment: nobody is told yet
    expect(await outboxFor(orderId)).toHaveLength(0);

    const popup = await post(ctx, '/payment/simulator/pay', who.who, {
      razorpay_order_id: providerOrder.id,
      outcome: 'success',
    });
    const handed = popup.json();
    expect((await post(ctx, '/payment/verify', who.who, handed)).statusCode).toBe(200);
    expect((await post(ctx, '/payment/verify', who.who, handed)).statusCode).toBe(200);
    const rows = await outboxFor(orderId);
    expect(rows.map((row) => `${row.channel} ${row.template}`).sort()).toEqual([
      'email order-placed',
      'email shop-new-order',
      'push order-placed',
    ]);
    expect(await mailsTo(who.who.email)).toHaveLength(1);
  });
});
