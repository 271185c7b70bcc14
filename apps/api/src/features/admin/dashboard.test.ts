import { DASHBOARD_SALE_STATUSES, indiaDate, LOW_STOCK_THRESHOLD } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enquiries,
  leads,
  type orders,
  payments,
  products,
  refunds,
  shopProfiles,
  variations,
} from '../../db/schema';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { createTestCustomer } from '../auth/testing';
import { createTestStaff, insertTestOrder, type TestStaff } from './testing';

const ctx = appForFile(createTestApp);
let staffMember: TestStaff;
const DAY = 86_400_000;
let todayStart: Date;

async function order(receiptId: string, at: Date, values: Partial<typeof orders.$inferInsert> = {}) {
  return insertTestOrder(ctx, { receiptId, createdAt: at, ...values });
}

/** A paid payment of the order with refunds of these amounts and statuses. */
async function refunded(orderId: string, refundsMade: { paise: number; status: string }[]) {
  const shopId = ctx.config.SHOP_ID;
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      shopId,
      orderId,
      provider: 'simulator',
      providerOrderId: `order_${orderId}`,
      amountPaise: 50_000,
      status: 'paid',
    })
    .returning();
  await ctx.db.insert(refunds).values(
    refundsMade.map((refund, index) => ({
      shopId,
      orderId,
      paymentId: payment!.id,
      provider: 'simulator',
      amountPaise: refund.paise,
      status: refund.status,
      idempotencyKey: `dash-${orderId}-${index}`,
    })),
  );
}

async function product(sku: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(products)
    .values({
      shopId: ctx.config.SHOP_ID,
      title: `Product ${sku}`,
      image: '/media/x.svg',
      productType: 'Simple',
      originalPricePaise: 10_000,
      pricePaise: 10_000,
      sku,
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  staffMember = await createTestStaff(ctx, { role: 'staff' });
  todayStart = new Date(`${indiaDate(new Date())}T00:00:00+05:30`);
  await order('D-TODAY', todayStart, { orderStatus: 'Pending' });
  await order('D-3DAYS', new Date(todayStart.getTime() - 3 * DAY), {
    status: 'Pay on delivery',
    paymentMode: 'Pay on delivery',
    amountBeforeDiscountPaise: 200_000,
    amountAfterDiscountPaise: 200_000,
    deliveryChargePaise: 0,
    orderStatus: 'Packed',
  });
  const partlyRefunded = await order('D-20DAYS', new Date(todayStart.getTime() - 20 * DAY), {
    amountAfterDiscountPaise: 50_000,
    deliveryChargePaise: 0,
    orderStatus: 'Delivered',
  });
  // ₹100 sent back and ₹20 on its way count against the sale; a failed refund does not
  await refunded(partlyRefunded.id, [
    { paise: 10_000, status: 'processed' },
    { paise: 2_000, status: 'pending' },
    { paise: 5_000, status: 'failed' },
  ]);
  // none of these is a sale: too old, failed, cancelled, unpaid, a quotation request
  await order('D-40DAYS', new Date(todayStart.getTime() - 40 * DAY));
  await order('D-FAILED', todayStart, { status: 'Failed' });
  await order('D-CANCELLED', todayStart, { orderStatus: 'Cancelled' });
  await order('D-UNPAID', todayStart, { status: 'Pending' });
  await order('D-QUOTE', todayStart, { status: 'Quote', paymentMode: 'NA' });
  // a second before the India day began: yesterday in the chart, not today
  await order('D-YESTERDAY', new Date(todayStart.getTime() - 1000), { orderStatus: 'Shipped' });

  await product('LOW-2', { stock: 2, totalStock: 2, title: 'Rose attar' });
  await product('PLENTY', { stock: 50, totalStock: 50 });
  await product('HIDDEN-0', { stock: 0, totalStock: 0, status: 'Inactive' });
  const variable = await product('VAR', {
    productType: 'Variable Product',
    title: 'Rudraksha mala',
    stock: 0,
  });
  await ctx.db.insert(variations).values([
    {
      shopId: ctx.config.SHOP_ID,
      productId: variable.id,
      sku: 'VAR-5',
      pricePaise: 1,
      imageUrl: '',
      stock: 0,
      attributes: { Size: '5 mukhi' },
    },
    {
      shopId: ctx.config.SHOP_ID,
      productId: variable.id,
      sku: 'VAR-7',
      pricePaise: 1,
      imageUrl: '',
      stock: 10,
    },
  ]);

  const lead = { shopId: ctx.config.SHOP_ID, name: 'A', email: 'a@example.com', mobile: '9000000000' };
  await ctx.db.insert(leads).values([lead, { ...lead, readAt: new Date() }]);
  await ctx.db.insert(enquiries).values({ shopId: ctx.config.SHOP_ID, name: 'B', mobile: '9000000001' });
});

describe('GET /api/admin/dashboard', () => {
  it('sums paid and pay-on-delivery orders by India day for today, 7 and 30 days', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: staffMember.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.today).toBe(indiaDate(new Date()));
    expect(body.countedStatuses).toEqual([...DASHBOARD_SALE_STATUSES]);
    expect(body.periods).toEqual({
      today: { revenue: 1050, refunded: 0, orders: 1 },
      last7Days: { revenue: 4100, refunded: 0, orders: 3 },
      last30Days: { revenue: 4480, refunded: 120, orders: 4 },
    });
    expect(body.dailySales).toHaveLength(30);
    expect(body.dailySales.at(-1)).toEqual({ date: body.today, revenue: 1050, refunded: 0, orders: 1 });
    expect(body.dailySales.at(-21)).toMatchObject({ revenue: 380, refunded: 120, orders: 1 });
    expect(body.dailySales.at(-2).revenue).toBe(1050);
    expect(body.dailySales.filter((day: { orders: number }) => day.orders > 0)).toHaveLength(4);
  });

  it('counts the orders waiting in each fulfilment status, sales only', async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staffMember.headers })
    ).json();
    // the 40-day-old paid order is still waiting, however old
    expect(body.waiting).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Processing', count: 0 },
      { status: 'Packed', count: 1 },
      { status: 'Shipped', count: 1 },
      { status: 'Out for delivery', count: 0 },
    ]);
  });

  it('lists active products and variations at or under the threshold, lowest first, and the unread count', async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staffMember.headers })
    ).json();
    expect(body.lowStock.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(
      body.lowStock.items.map((item: { sku: string; stock: number; variationId: string | null }) => [
        item.sku,
        item.stock,
        item.variationId === null,
      ]),
    ).toEqual([
      ['VAR-5', 0, false],
      ['LOW-2', 2, true],
    ]);
    expect(body.lowStock.items[0]).toMatchObject({
      title: 'Rudraksha mala',
      attributes: { Size: '5 mukhi' },
    });
    expect(body.unreadMessages).toBe(2);
  });

  it("judges low stock by the shop's own threshold once the owner sets one", async () => {
    await ctx.db
      .insert(shopProfiles)
      .values({ shopId: ctx.config.SHOP_ID, logo: '', name: 'Shop', lowStockThreshold: 1 })
      .onConflictDoUpdate({ target: [shopProfiles.shopId], set: { lowStockThreshold: 1 } });
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staffMember.headers })
    ).json();
    expect(body.lowStock.threshold).toBe(1);
    expect(body.lowStock.items.map((item: { sku: string }) => item.sku)).toEqual(['VAR-5']);
    await ctx.db.delete(shopProfiles).where(eq(shopProfiles.shopId, ctx.config.SHOP_ID));
  });

  it('refuses a customer (403) and no token (401)', async () => {
    const customer = await createTestCustomer(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});
