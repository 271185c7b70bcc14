import { ADMIN_MSG } from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, type orders, payments } from '../../db/schema';
import { expectError, fieldErrors } from '../../test/answers';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { createTestStaff, insertTestOrder, type TestStaff } from './testing';

const ctx = appForFile(createTestApp);
let owner: TestStaff;
const ids: Record<string, string> = {};

const address = {
  id: 'a1',
  location_user: 'Home',
  new_address: '12 MG Road',
  city: 'Bengaluru',
  area: 'Shivajinagar',
  pincode: '560001',
  latitude: null,
  longitude: null,
};

async function insertOrder(
  values: Partial<typeof orders.$inferInsert> & { receiptId: string; createdAt: Date },
) {
  const row = await insertTestOrder(ctx, {
    contactName: 'Someone',
    contactEmail: 'someone@example.com',
    contactMobile: '9000000000',
    billingAddress: address,
    shippingAddress: address,
    ...values,
  });
  ids[values.receiptId] = row.id;
  return row;
}

beforeAll(async () => {
  owner = await createTestStaff(ctx);
  // 20 Nov 2026 20:00 UTC is 21 Nov 01:30 in India: the owner's 21st
  await insertOrder({
    receiptId: 'OR261120-00001',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    contactName: 'Priya Sharma',
    contactEmail: 'priya@example.com',
    contactMobile: '9876543210',
    orderStatus: 'Shipped',
  });
  await insertOrder({
    receiptId: 'OR261121-00002',
    createdAt: new Date('2026-11-20T20:00:00Z'),
    contactName: 'Ravi Kumar',
    contactEmail: 'ravi@example.com',
    contactMobile: '9123456780',
    status: 'Pay on delivery',
    paymentMode: 'Pay on delivery',
    // 0% advance: nothing taken online but delivery; the whole total is left to collect
    advancePaise: 0,
    remainingAmountPaise: 100_000,
    payableOnlinePaise: 0,
    deliveryChargePaise: 0,
  });
  const withLines = await insertOrder({
    receiptId: 'OR261122-00003',
    createdAt: new Date('2026-11-22T06:00:00Z'),
    contactName: 'Anita_Rao',
    contactEmail: 'anita@example.com',
    contactMobile: '9988776655',
    couponCode: 'DIWALI10',
    discountPaise: 10_000,
    amountAfterDiscountPaise: 90_000,
    payableOnlinePaise: 95_000,
  });
  await insertOrder({
    receiptId: 'NA261122-00004',
    createdAt: new Date('2026-11-22T07:00:00Z'),
    status: 'Quote',
    paymentMode: 'NA',
    contactName: 'Quote Asker',
    amountBeforeDiscountPaise: 0,
    amountAfterDiscountPaise: 0,
    deliveryChargePaise: 0,
    payableOnlinePaise: 0,
  });
  for (let i = 5; i <= 9; i += 1) {
    await insertOrder({
      receiptId: `OR261123-0000${i}`,
      createdAt: new Date(`2026-11-23T0${i}:00:00Z`),
      status: i === 9 ? 'Failed' : 'Success',
      amountAfterDiscountPaise: i * 10_000,
    });
  }
  await ctx.db.insert(orderLines).values([
    {
      shopId: ctx.config.SHOP_ID,
      orderId: withLines.id,
      productSku: 'ATTAR-ROSE-10',
      productName: 'Rose Attar',
      productImage: '/media/rose.webp',
      productPricePaise: 60_000,
      productSalePricePaise: 45_000,
      quantity: 2,
      variationAttributes: { Size: '10 ml' },
    },
  ]);
  await ctx.db.insert(payments).values([
    {
      shopId: ctx.config.SHOP_ID,
      orderId: withLines.id,
      provider: 'simulator',
      providerOrderId: 'sim_order_1',
      amountPaise: 95_000,
      status: 'failed',
      createdAt: new Date('2026-11-22T06:00:01Z'),
    },
    {
      shopId: ctx.config.SHOP_ID,
      orderId: withLines.id,
      provider: 'simulator',
      providerOrderId: 'sim_order_2',
      providerPaymentId: 'sim_pay_2',
      amountPaise: 95_000,
      status: 'paid',
      createdAt: new Date('2026-11-22T06:05:00Z'),
      paidAt: new Date('2026-11-22T06:06:00Z'),
    },
  ]);
});

async function list(query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders${query}`,
    headers: owner.headers,
  });
  return response;
}
const receipts = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { receiptId: string }[]).map((item) => item.receiptId);
};

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, 20 a page, with the count of all', async () => {
    const response = await list('');
    const body = response.json();
    expect(body.total).toBe(9);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.items.map((item: { receiptId: string }) => item.receiptId)).toEqual([
      'OR261123-00009',
      'OR261123-00008',
      'OR261123-00007',
      'OR261123-00006',
      'OR261123-00005',
      'NA261122-00004',
      'OR261122-00003',
      'OR261121-00002',
      'OR261120-00001',
    ]);
  });

  it('pages and sorts by date either way', async () => {
    const second = await list('?page=2&pageSize=4&dir=asc');
    expect(second.json().total).toBe(9);
    expect(second.json().items.map((item: { receiptId: string }) => item.receiptId)).toEqual([
      'OR261123-00005',
      'OR261123-00006',
      'OR261123-00007',
      'OR261123-00008',
    ]);
    expect(await receipts('?page=3&pageSize=4&dir=asc')).toEqual(['OR261123-00009']);
    expect(await receipts('?page=4&pageSize=4')).toEqual([]);
  });

  it('finds orders by receipt, name, e-mail and mobile (typed with +91 and spaces)', async () => {
    expect(await receipts('?q=261122-00003')).toEqual(['OR261122-00003']);
    expect(await receipts('?q=priya')).toEqual(['OR261120-00001']);
    expect(await receipts('?q=RAVI%40example')).toEqual(['OR261121-00002']);
    expect(await receipts(`?q=${encodeURIComponent('+91 98765 43210')}`)).toEqual(['OR261120-00001']);
    // % and _ are letters here, not LIKE wildcards
    expect(await receipts('?q=%25')).toEqual([]);
    expect(await receipts('?q=a_r')).toEqual(['OR261122-00003']);
  });

  it('filters by fulfilment status, payment status and payment mode, pay on delivery with 0% advance included', async () => {
    expect(await receipts('?status=Shipped')).toEqual(['OR261120-00001']);
    expect(await receipts('?paymentStatus=Failed')).toEqual(['OR261123-00009']);
    expect(await receipts('?paymentMode=NA')).toEqual(['NA261122-00004']);
    const cod = (await list(`?paymentMode=${encodeURIComponent('Pay on delivery')}`)).json().items;
    expect(cod).toEqual([
      expect.objectContaining({
        receiptId: 'OR261121-00002',
        paymentStatus: 'Pay on delivery',
        total: 1000,
        paidOnline: 0,
      }),
    ]);
  });

  it('filters by India dates, both ends included', async () => {
    expect(await receipts('?from=2026-11-21&to=2026-11-21')).toEqual(['OR261121-00002']);
    expect(await receipts('?from=2026-11-20&to=2026-11-20')).toEqual(['OR261120-00001']);
    expect(await receipts('?from=2026-11-22&to=2026-11-22&paymentMode=Pay%20now')).toEqual([
      'OR261122-00003',
    ]);
  });

  it('refuses bad filters with a message per field', async () => {
    expect(fieldErrors(await list('?from=2026-11-22&to=2026-11-21'))).toEqual({
      from: ADMIN_MSG.badDateRange,
    });
    for (const query of [
      '?status=Lost',
      '?pageSize=500',
      '?page=0',
      '?from=22-11-2026',
      '?paymentMode=Cash',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().isError).toBe(true);
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('gives lines, addresses, every payment and the amounts in rupees', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${ids['OR261122-00003']}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      receiptId: 'OR261122-00003',
      customerName: 'Anita_Rao',
      couponCode: 'DIWALI10',
      itemCount: 2,
      total: 950,
      amounts: {
        beforeDiscount: 1000,
        discount: 100,
        afterDiscount: 900,
        delivery: 50,
        payableOnline: 950,
        total: 950,
      },
      shippingAddress: { city: 'Bengaluru', pincode: '560001', new_address: '12 MG Road' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        sku: 'ATTAR-ROSE-10',
        unitPrice: 450,
        mrp: 600,
        quantity: 2,
        lineTotal: 900,
        attributes: { Size: '10 ml' },
      }),
    ]);
    expect(
      order.payments.map((p: { providerOrderId: string; status: string }) => [p.providerOrderId, p.status]),
    ).toEqual([
      ['sim_order_1', 'failed'],
      ['sim_order_2', 'paid'],
    ]);
  });

  it('answers 404 for an unknown id and for something that is no id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${id}`,
        headers: owner.headers,
      });
      expectError(response, 404, ADMIN_MSG.orderNotFound);
    }
  });
});
