import { ADMIN_MSG, ADMIN_ORDERS_EXPORT_MAX } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AddressSnapshot, orderLines, payments, refunds } from '../../db/schema';
import { consoleTestApp } from './console-test-app';
import { parseCsv } from './csv';
import { insertTestOrder } from './testing';

const { ctx, staff: clerk, admin } = consoleTestApp();

const address = (pincode: string): AddressSnapshot => ({
  id: `address-${pincode}`,
  location_user: 'Home',
  new_address: '12 Temple Road',
  city: 'Somewhere',
  area: 'Centre',
  pincode,
  latitude: null,
  longitude: null,
});

/** An order of `units` × ₹1,000 at 18% GST on 1–3 October 2026 (India), with one payment of `paidPaise`. */
async function sale(
  receiptId: string,
  day: number,
  options: {
    units: number;
    pincode: string;
    values?: Parameters<typeof insertTestOrder>[1] extends infer V ? Partial<V> : never;
    paidPaise?: number;
    refundsMade?: { paise: number; status: string }[];
  },
) {
  const shopId = ctx.config.SHOP_ID;
  const goods = options.units * 100_000;
  const order = await insertTestOrder(ctx, {
    receiptId,
    createdAt: new Date(`2026-10-0${day}T10:00:00+05:30`),
    amountBeforeDiscountPaise: goods,
    amountAfterDiscountPaise: goods,
    shippingAddress: address(options.pincode),
    contactName: `Buyer ${receiptId}`,
    contactEmail: `${receiptId.toLowerCase()}@example.com`,
    contactMobile: '9876543210',
    ...options.values,
  });
  await ctx.db.insert(orderLines).values({
    shopId,
    orderId: order.id,
    productSku: 'OUD-1',
    productName: 'Oud Royale',
    productImage: '/media/oud.svg',
    productPricePaise: 100_000,
    quantity: options.units,
    gstRate: 18,
    hsnCode: '3303',
  });
  if (options.paidPaise) {
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        shopId,
        orderId: order.id,
        provider: 'simulator',
        providerOrderId: `order_${receiptId}`,
        amountPaise: options.paidPaise,
        status: 'paid',
      })
      .returning();
    for (const [index, refund] of (options.refundsMade ?? []).entries()) {
      await ctx.db.insert(refunds).values({
        shopId,
        orderId: order.id,
        paymentId: payment!.id,
        provider: 'simulator',
        amountPaise: refund.paise,
        status: refund.status,
        idempotencyKey: `export-${receiptId}-${index}`,
      });
    }
  }
  return order;
}

beforeAll(async () => {
  // the shop is registered in Karnataka
  const registered = await admin('PUT', '/selling/invoice', {
    gstin: '29AAICN4821K1Z3',
    legalName: 'Nakshatra Attars Private Limited',
    lowStockThreshold: 5,
  });
  expect(registered.statusCode).toBe(200);
  // a Bengaluru order paid in full, ₹50 delivery, then ₹300 refunded (a failed try does not count)
  await sale('EX-BLR', 2, {
    units: 1,
    pincode: '560001',
    paidPaise: 105_000,
    refundsMade: [
      { paise: 30_000, status: 'processed' },
      { paise: 10_000, status: 'failed' },
    ],
  });
  // a Jaipur order on pay on delivery: ₹200 advance online, the balance collected at the door
  await sale('EX-JAI', 3, {
    units: 2,
    pincode: '302001',
    paidPaise: 20_000,
    values: {
      status: 'Pay on delivery',
      paymentMode: 'Pay on delivery',
      deliveryChargePaise: 0,
      advancePaise: 20_000,
      remainingAmountPaise: 180_000,
      payableOnlinePaise: 20_000,
      orderStatus: 'Delivered',
      balanceCollectedAt: new Date('2026-10-05T10:00:00Z'),
    },
  });
  // a payment that failed: no sale, so no tax
  await sale('EX-FAIL', 1, { units: 1, pincode: '560001', values: { status: 'Failed' } });
  // paid, then cancelled and refunded: nothing was supplied, so no tax
  await sale('EX-CANC', 3, {
    units: 1,
    pincode: '560001',
    paidPaise: 105_000,
    refundsMade: [{ paise: 105_000, status: 'processed' }],
    values: { orderStatus: 'Cancelled', createdAt: new Date('2026-10-03T18:00:00+05:30') },
  });
  // outside the dates asked for
  await sale('EX-LATER', 9, { units: 1, pincode: '560001', paidPaise: 105_000 });
});

const HEADER = [
  'Date',
  'Receipt',
  'Customer',
  'Email',
  'Mobile',
  'Pincode',
  'Place of supply',
  'Payment',
  'Payment mode',
  'Status',
  'Items',
  'Goods (₹)',
  'Coupon',
  'Discount (₹)',
  'Delivery (₹)',
  'Total (₹)',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Paid online (₹)',
  'Collected on delivery (₹)',
  'Refunded (₹)',
];

describe('GET /api/admin/orders/export', () => {
  it('is the sales register: oldest first, each sale with its GST split and the money that moved', async () => {
    const response = await admin('GET', '/orders/export?from=2026-10-01&to=2026-10-03');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(HEADER);
    const byColumn = rows.map((row) => Object.fromEntries(HEADER.map((name, index) => [name, row[index]])));
    expect(byColumn.map((row) => row.Receipt)).toEqual(['EX-FAIL', 'EX-BLR', 'EX-JAI', 'EX-CANC']);
    const [failed, bengaluru, jaipur, cancelled] = byColumn;
    expect(cancelled).toMatchObject({
      Status: 'Cancelled',
      'Taxable value (₹)': '',
      'CGST (₹)': '',
      'Paid online (₹)': '1050',
      'Refunded (₹)': '1050',
    });
    // within Karnataka: CGST and SGST on ₹1,000 of goods and ₹50 of delivery, both at 18%
    expect(bengaluru).toMatchObject({
      Date: '2026-10-02',
      Customer: 'Buyer EX-BLR',
      Email: 'ex-blr@example.com',
      Pincode: '560001',
      'Place of supply': '29 Karnataka',
      Payment: 'Success',
      'Payment mode': 'Pay now',
      Items: '1',
      'Goods (₹)': '1000',
      'Delivery (₹)': '50',
      'Total (₹)': '1050',
      'Taxable value (₹)': '889.83',
      'CGST (₹)': '80.09',
      'SGST (₹)': '80.08',
      'IGST (₹)': '0',
      'Paid online (₹)': '1050',
      'Collected on delivery (₹)': '0',
      'Refunded (₹)': '300',
    });
    // to Rajasthan: IGST
    expect(jaipur).toMatchObject({
      'Place of supply': '08 Rajasthan',
      Payment: 'Pay on delivery',
      Status: 'Delivered',
      Items: '2',
      'Total (₹)': '2000',
      'Taxable value (₹)': '1694.92',
      'CGST (₹)': '0',
      'IGST (₹)': '305.08',
      'Paid online (₹)': '200',
      'Collected on delivery (₹)': '1800',
      'Refunded (₹)': '0',
    });
    expect(failed).toMatchObject({
      Payment: 'Failed',
      'Place of supply': '',
      'Taxable value (₹)': '',
      'CGST (₹)': '',
      'Paid online (₹)': '0',
    });
  });

  it('takes the orders list’s filters', async () => {
    const response = await admin('GET', '/orders/export?paymentMode=Pay%20on%20delivery');
    const [, ...rows] = parseCsv(response.body);
    expect(rows.map((row) => row[1])).toEqual(['EX-JAI']);
    const refused = await admin('GET', '/orders/export?from=2026-10-05&to=2026-10-01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { from: ADMIN_MSG.badDateRange } });
  });

  it('is for the owner only', async () => {
    const response = await admin('GET', '/orders/export', undefined, clerk);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ isError: true, msg: ADMIN_MSG.ownerOnly });
  });

  it(`refuses more than ${ADMIN_ORDERS_EXPORT_MAX} orders in one file, saying to choose fewer dates`, async () => {
    await ctx.db.execute(sql`
      insert into orders (shop_id, receipt_id, status, payment_mode, amount_before_discount_paise,
        amount_after_discount_paise, delivery_charge_paise, payable_online_paise, created_at)
      select ${ctx.config.SHOP_ID}, 'BULK-' || n, 'Success', 'Pay now', 100, 100, 0, 100,
        '2020-01-01T10:00:00Z'::timestamptz
      from generate_series(1, ${ADMIN_ORDERS_EXPORT_MAX + 1}) as n`);
    const response = await admin('GET', '/orders/export?from=2020-01-01&to=2020-01-01');
    expect(response.statusCode).toBe(400);
    const message = ADMIN_MSG.tooManyToExport(ADMIN_ORDERS_EXPORT_MAX);
    expect(response.json()).toMatchObject({ isError: true, msg: message, fields: { from: message } });
    expect(message).toBe('More than 10,000 orders match. Choose fewer dates to export them.');
  });
});
