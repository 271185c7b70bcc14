import {
  formatRupees,
  type NotificationTemplate,
  ORDER_BILL_MSG,
  paise,
  paiseToRupees,
} from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/before-all';
import {
  admin,
  createLifecycleApp,
  emailRowsOf,
  orderRow,
  placedOrder,
  refundKey,
} from '../../test/order-lifecycle';
import { get } from '../checkout/testing';
import type { NoticePayload } from './notice';
import { renderTemplate, SAMPLE_PAYLOAD } from './templates';

// What the customer's mails and order answer say about money once the order moves on:
// a balance collected on delivery, a cancelled pay-on-delivery order, refunds.
const ctx = appForFile(createLifecycleApp);
const origin = 'https://shop.example';

const rupees = (amount: number) => formatRupees(paiseToRupees(paise(amount)));
/** One amount line of a mail's plain text: its label, then the amount. */
const amountLine = (label: string, amountPaise: number) =>
  new RegExp(`${label}\\s+${rupees(amountPaise).replace(/[.]/g, '\\.')}`);

async function mailOf(orderId: string, template: NotificationTemplate) {
  const row = (await emailRowsOf(ctx, orderId)).find((r) => r.template === template);
  if (!row) throw new Error(`no ${template} mail for ${orderId}`);
  const payload = row.payload as unknown as NoticePayload;
  return renderTemplate(template, { payload, shopName: 'Test shop', origin });
}

const move = async (orderId: string, status: string) => {
  const res = await admin(ctx, 'POST', `/orders/${orderId}/status`, { status });
  expect(res.statusCode, res.body).toBe(200);
};

/** A paid pay-on-delivery order: what was charged online and the balance left, in paise. */
async function payOnDelivery() {
  const placed = await placedOrder(ctx, { mode: 'Pay on delivery' });
  const row = await orderRow(ctx, placed.orderId);
  const totalPaise = row.amountAfterDiscountPaise + row.deliveryChargePaise;
  const onlinePaise = row.payableOnlinePaise;
  // the shop's 25 % advance and its delivery charge were both taken online
  expect(onlinePaise).toBe(row.advancePaise + row.deliveryChargePaise);
  expect(row.deliveryChargePaise).toBeGreaterThan(0);
  return { ...placed, onlinePaise, balancePaise: totalPaise - onlinePaise };
}

describe('a pay-on-delivery balance once collected', () => {
  it('reads as paid on delivery in the order answer and the mails after it was recorded', async () => {
    const { orderId, buyer, onlinePaise, balancePaise } = await payOnDelivery();
    await move(orderId, 'Shipped');
    expect((await admin(ctx, 'POST', `/orders/${orderId}/collect`, {})).statusCode).toBe(200);
    await move(orderId, 'Out for delivery');
    await move(orderId, 'Delivered');

    const { data } = (await get(ctx, `/payment/order/${orderId}`, buyer.who)).json();
    const row = await orderRow(ctx, orderId);
    expect(data.balanceCollectedAt).toBe(row.balanceCollectedAt!.toISOString());
    expect(data.remaining_amount).toBe(paiseToRupees(paise(balancePaise)));

    // told before the collection: still to pay
    const shipped = await mailOf(orderId, 'order-shipped');
    expect(shipped.text).toMatch(amountLine(ORDER_BILL_MSG.toPayOnDelivery, balancePaise));

    const outForDelivery = await mailOf(orderId, 'order-out-for-delivery');
    expect(outForDelivery.text).not.toContain('ready for the courier');
    const delivered = await mailOf(orderId, 'order-delivered');
    for (const mail of [outForDelivery, delivered]) {
      expect(mail.text).toMatch(amountLine(ORDER_BILL_MSG.paidOnline, onlinePaise));
      expect(mail.text).toMatch(amountLine(ORDER_BILL_MSG.paidOnDelivery, balancePaise));
      expect(mail.text).not.toContain(ORDER_BILL_MSG.toPayOnDelivery);
    }
  });

  it('is recorded by Delivered itself, and the delivered mail says so', async () => {
    const { orderId, buyer, balancePaise } = await payOnDelivery();
    const before = (await get(ctx, `/payment/order/${orderId}`, buyer.who)).json().data;
    expect(before.balanceCollectedAt).toBeNull();
    await move(orderId, 'Shipped');
    await move(orderId, 'Delivered');

    const after = (await get(ctx, `/payment/order/${orderId}`, buyer.who)).json().data;
    expect(after.balanceCollectedAt).toEqual(expect.any(String));
    const list = (await get(ctx, `/payment/${buyer.who.userId}`, buyer.who)).json().data;
    expect(list.find((order: { order_id: string }) => order.order_id === orderId).balanceCollectedAt).toBe(
      after.balanceCollectedAt,
    );
    const delivered = await mailOf(orderId, 'order-delivered');
    expect(delivered.text).toMatch(amountLine(ORDER_BILL_MSG.paidOnDelivery, balancePaise));
    expect(delivered.text).not.toContain(ORDER_BILL_MSG.toPayOnDelivery);
  });
});

describe('a cancelled pay-on-delivery order', () => {
  it('asks for nothing on delivery in the cancellation mail, and shows what was paid online and refunded', async () => {
    const { orderId, onlinePaise } = await payOnDelivery();
    await move(orderId, 'Cancelled');
    const cancelled = await mailOf(orderId, 'order-cancelled');
    expect(cancelled.text).not.toContain(ORDER_BILL_MSG.toPayOnDelivery);
    expect(cancelled.text).not.toContain(ORDER_BILL_MSG.paidOnDelivery);
    expect(cancelled.text).toMatch(amountLine(ORDER_BILL_MSG.paidOnline, onlinePaise));
    expect(cancelled.text).toMatch(amountLine(ORDER_BILL_MSG.refunded, onlinePaise));
    expect(cancelled.text).toContain(`We are refunding ${rupees(onlinePaise)}`);
  });
});

describe('the refund mail', () => {
  it('calls the order\'s refunds "Refunded so far" when earlier refunds make them more than this one', async () => {
    const { orderId } = await placedOrder(ctx);
    for (const amount of [20, 30]) {
      const res = await admin(ctx, 'POST', `/orders/${orderId}/refund`, {
        amount,
        idempotencyKey: refundKey(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = await Promise.all(
      (await emailRowsOf(ctx, orderId))
        .filter((row) => row.template === 'order-refunded')
        .map((row) =>
          renderTemplate('order-refunded', {
            payload: row.payload as unknown as NoticePayload,
            shopName: 'Test shop',
            origin,
          }),
        ),
    );
    const [first, second] = mails.sort((a, b) => a.subject.localeCompare(b.subject));
    expect(first!.subject).toContain(`Refund of ${formatRupees(20)}`);
    expect(first!.text).toMatch(amountLine(ORDER_BILL_MSG.refunded, 2_000));
    expect(first!.text).not.toContain(ORDER_BILL_MSG.refundedSoFar);
    expect(second!.subject).toContain(`Refund of ${formatRupees(30)}`);
    expect(second!.text).toMatch(amountLine(ORDER_BILL_MSG.refundedSoFar, 5_000));
  });
});

describe('the delivered mail', () => {
  it('links the invoice itself, since the track page offers it only while out for delivery', async () => {
    const payload: NoticePayload = { ...SAMPLE_PAYLOAD, notice: 'Delivered', data: {} };
    const mail = await renderTemplate('order-delivered', { payload, shopName: 'Test shop', origin });
    const invoiceUrl = `${origin}/invoice?order=${SAMPLE_PAYLOAD.order.id}`;
    expect(mail.text).not.toContain("invoice is on the order's page");
    expect(mail.text).toContain(`Your invoice is here: ${invoiceUrl}`);
    expect(mail.html).toContain(`href="${invoiceUrl}"`);
  });
});
