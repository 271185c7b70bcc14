import { describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import {
  addProduct,
  buyerWith,
  payInPopup,
  paymentShopForFile,
  post,
  postOrder,
  setButtons,
} from '../checkout/testing';

// The app's own sender runs here (as in production): mails reach the dev outbox by themselves.
const ctx = paymentShopForFile();

const buyer = async () => buyerWith(ctx, await addProduct(ctx, { stock: 5 }));

/** The notices queued for the order, as `channel template`, sorted. */
async function noticesOf(orderId: string) {
  const rows = await ctx.db.select().from(notificationOutbox);
  return rows
    .filter((row) => row.dedupeKey.startsWith(`placed:${orderId}:`))
    .map((row) => `${row.channel} ${row.template}`)
    .sort();
}

const PLACED_NOTICES = ['email order-placed', 'email shop-new-order', 'push order-placed'];

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
    const res = await postOrder(ctx, who, { payment_mode: 'Pay on delivery' }, '/payment/paydelivery');
    expect(res.statusCode).toBe(201);
    const { order_id: orderId, receipt_id: receiptId } = res.json();
    expect(await noticesOf(orderId)).toEqual(PLACED_NOTICES);
    const [mail] = await mailsTo(who.who.email);
    expect(mail?.subject).toBe(`Order #${receiptId} placed: thank you!`);
    const shopMails = await mailsTo('hello@nakshatra.example');
    expect(shopMails.map((m) => m.subject)).toEqual([expect.stringContaining(`New order #${receiptId}`)]);
  });

  it('when an online order is paid, once however often it is verified', async () => {
    await setButtons(ctx, { advancePercentage: 25 });
    const who = await buyer();
    const placed = await postOrder(ctx, who);
    expect(placed.statusCode).toBe(201);
    const { order_id: orderId, razorpay_order: providerOrder } = placed.json();
    // waiting for payment: nobody is told yet
    expect(await noticesOf(orderId)).toHaveLength(0);

    const handed = (await payInPopup(ctx, who, providerOrder.id)).json();
    expect((await post(ctx, '/payment/verify', who.who, handed)).statusCode).toBe(200);
    expect((await post(ctx, '/payment/verify', who.who, handed)).statusCode).toBe(200);
    expect(await noticesOf(orderId)).toEqual(PLACED_NOTICES);
    expect(await mailsTo(who.who.email)).toHaveLength(1);
  });
});
