import { SELLING_ADMIN_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { madeBeforeAll } from '../../../test/before-all';
import { addProduct, buyerWith, paymentShopForFile, summaryOf } from '../../checkout/testing';
import { createTestStaff } from '../testing';

/*
 * The preview must say what checkout charges: these tests put the same pincode and total
 * through both. The fixture office is in Bengaluru; 560034's centre is about 6 km from it
 * (the 5-10 km band, ₹99.50; free within 10 km from ₹999), 110001 is not on the list.
 */
const ctx = paymentShopForFile();
const owner = madeBeforeAll(() => createTestStaff(ctx, { role: 'owner' }));

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/selling${url}`, headers: owner.headers, payload });
const preview = (pincode: string, total: number | string) =>
  admin('GET', `/delivery-preview?pincode=${pincode}&total=${total}`);

/** The preview's answer for `pincode` and `total`; anything but 200 fails the test. */
async function previewOf(pincode: string, total: number) {
  const res = await preview(pincode, total);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What checkout's summary charges a new buyer of `rupees` of goods to an address at `pincode` with no coordinates. */
async function checkoutCharge(pincode: string, rupees: number): Promise<number> {
  const product = await addProduct(ctx, { originalPricePaise: rupees * 100, discountPricePaise: null });
  const buyer = await buyerWith(ctx, product, 1, { pincode, latitude: null, longitude: null });
  return (await summaryOf(ctx, buyer, { payment_mode: 'Pay now' })).deliveryCharge;
}

describe('GET /api/admin/selling/delivery-preview', () => {
  it('answers the distance, the band and the charge checkout asks for the same pincode and total', async () => {
    expect((await admin('POST', '/pincodes', { pincode: '560034' })).statusCode).toBe(201);
    expect(await previewOf('560034', 500)).toMatchObject({
      pincode: '560034',
      total: 500,
      served: true,
      distanceKm: 6,
      charge: 99.5,
      free: false,
      band: { min_kilometer: 5, max_kilometer: 10, delivery_price: 99.5, status: 'Active' },
      freeBand: { min_kilometer: 0, max_kilometer: 10, freedelivery_price: 999 },
      message: `${SELLING_ADMIN_MSG.previewCharge(500, '560034', 99.5)} (6 km from the shop).`,
    });
    expect(await checkoutCharge('560034', 500)).toBe(99.5);
  });

  it('makes delivery free from the free-delivery band threshold, as checkout does', async () => {
    expect(await previewOf('560034', 999)).toMatchObject({
      charge: 0,
      free: true,
      freeBand: { freedelivery_price: 999 },
    });
    expect(await checkoutCharge('560034', 999)).toBe(0);
  });

  it('follows a band edited a moment ago', async () => {
    const bands = (await admin('GET', '/delivery-bands')).json().items as {
      id: string;
      min_kilometer: number;
    }[];
    const band = bands.find((row) => row.min_kilometer === 5)!;
    const saved = await admin('PUT', `/delivery-bands/${band.id}`, {
      min_kilometer: 5,
      max_kilometer: 10,
      delivery_price: 120,
    });
    expect(saved.statusCode).toBe(200);
    expect(await previewOf('560034', 500)).toMatchObject({
      charge: 120,
      band: { delivery_price: 120 },
    });
    expect(await checkoutCharge('560034', 500)).toBe(120);
  });

  it('says so when the shop does not deliver to the pincode', async () => {
    expect(await previewOf('110001', 500)).toEqual({
      pincode: '110001',
      total: 500,
      served: false,
      distanceKm: null,
      charge: null,
      free: false,
      band: null,
      freeBand: null,
      message: SELLING_ADMIN_MSG.previewNotServed('110001'),
    });
  });

  it('charges the highest active band for a listed pincode the table does not know, never free', async () => {
    await admin('POST', '/pincodes', { pincode: '560999' });
    const res = await previewOf('560999', 5000);
    expect(res).toMatchObject({
      served: true,
      distanceKm: null,
      charge: 120,
      free: false,
      band: { delivery_price: 120 },
      freeBand: null,
    });
    expect(res.message).toContain(SELLING_ADMIN_MSG.previewPincodeUnknown('560999'));
    expect(await checkoutCharge('560999', 5000)).toBe(120);
  });

  it('refuses a bad pincode or total with a message per field', async () => {
    expect(fieldErrors(await preview('012345', '12.345'))).toEqual({
      pincode: SELLING_ADMIN_MSG.enterPincode,
      total: SELLING_ADMIN_MSG.enterCartTotal,
    });
    expect((await admin('GET', '/delivery-preview')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/selling/delivery-preview?pincode=560001&total=1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
