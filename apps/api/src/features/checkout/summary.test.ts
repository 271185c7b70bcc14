import { MSG, ORDER_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { expectFieldError } from '../../test/answers';
import {
  addProduct,
  buyerWith,
  OFFICE,
  paymentShopForFile,
  post,
  postSummary,
  setButtons,
  shopper,
  summaryOf,
} from './testing';

const ctx = paymentShopForFile({ resetButtons: true });

/** A new shopper with one ₹500 product in the cart. */
const newBuyer = async () => buyerWith(ctx, await addProduct(ctx));

describe('POST /payment/summary', () => {
  it('computes the delivery charge from the office to the address and the bands', async () => {
    const buyer = await newBuyer();
    const res = await postSummary(ctx, buyer, { payment_mode: 'Pay now' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // About 3 km: the 0-5 km band (₹49); ₹500 is below the ₹999 free-delivery threshold.
    expect(res.json().data).toEqual({
      amountbeforediscount: 500,
      discountprice: 0,
      amountafterdiscount: 500,
      deliveryCharge: 49,
      payable_now: 549,
      advance_amount: 0,
      remaining_amount: 0,
      totalAmountbeforePay: 549,
      delivery_percentage: 25,
      couponapplied: false,
      coupon_code: null,
      coupon_message: null,
      deliverable: true,
      delivery_distance_unknown: false,
    });
  });

  it('makes delivery free from the threshold, and charges nothing beyond the bands', async () => {
    const product = await addProduct(ctx);
    const rich = await buyerWith(ctx, product, 2);
    expect(await summaryOf(ctx, rich)).toMatchObject({
      amountbeforediscount: 1000,
      deliveryCharge: 0,
    });
    const far = await buyerWith(ctx, product, 1, { latitude: OFFICE.lat + 0.18 });
    expect((await summaryOf(ctx, far)).deliveryCharge).toBe(0);
    const mid = await buyerWith(ctx, product, 1, { latitude: OFFICE.lat + 0.07 });
    expect((await summaryOf(ctx, mid)).deliveryCharge).toBe(99.5);
    // No coordinates: placed by its pincode (560001 is under 1 km from the office).
    const byPincode = await buyerWith(ctx, product, 1, { latitude: null, longitude: null });
    expect(await summaryOf(ctx, byPincode)).toMatchObject({
      deliveryCharge: 49,
      delivery_distance_unknown: false,
    });
    // Not even the pincode is known: the highest active band, never free.
    const unknown = await buyerWith(ctx, product, 1, {
      latitude: null,
      longitude: null,
      pincode: '560999',
    });
    expect(await summaryOf(ctx, unknown)).toMatchObject({
      deliveryCharge: 99.5,
      delivery_distance_unknown: true,
    });
  });

  it('splits an advance for pay on delivery', async () => {
    const buyer = await newBuyer();
    expect(await summaryOf(ctx, buyer, { payment_mode: 'Pay on delivery' })).toMatchObject({
      amountafterdiscount: 500,
      deliveryCharge: 49,
      advance_amount: 125,
      payable_now: 174,
      remaining_amount: 375,
      totalAmountbeforePay: 549,
      delivery_percentage: 25,
    });
    await setButtons(ctx, { advancePercentage: 0 });
    // Nothing is taken online: delivery is paid on delivery with the rest.
    expect(await summaryOf(ctx, buyer, { payment_mode: 'Pay on delivery' })).toMatchObject({
      advance_amount: 0,
      payable_now: 0,
      remaining_amount: 549,
      delivery_percentage: 0,
    });
  });

  it('applies a valid coupon and says why an invalid one is not applied', async () => {
    await ctx.db.insert(coupons).values([
      { shopId: ctx.config.SHOP_ID, code: 'TENOFF', percentageOffer: 10 },
      { shopId: ctx.config.SHOP_ID, code: 'OLDONE', percentageOffer: 50, endsAt: new Date('2020-01-01') },
    ]);
    const buyer = await newBuyer();
    expect(await summaryOf(ctx, buyer, { coupon_code: 'tenoff' })).toMatchObject({
      amountbeforediscount: 500,
      discountprice: 50,
      amountafterdiscount: 450,
      couponapplied: true,
      coupon_code: 'TENOFF',
      coupon_message: null,
    });
    const expired = await summaryOf(ctx, buyer, { coupon_code: 'OLDONE' });
    expect(expired).toMatchObject({ discountprice: 0, couponapplied: false, coupon_code: null });
    expect(expired.coupon_message).toBe(MSG.couponExpired);
    const unknown = await summaryOf(ctx, buyer, { coupon_code: 'NOPE' });
    expect(unknown.coupon_message).toBe(MSG.invalidCoupon);
  });

  it('says when the shipping pincode is not served', async () => {
    const product = await addProduct(ctx);
    const buyer = await buyerWith(ctx, product, 1, { pincode: '110001' });
    expect((await summaryOf(ctx, buyer)).deliverable).toBe(false);
  });

  it("refuses another user's id (403), another's address (404) and bad input (400)", async () => {
    const buyer = await shopper(ctx);
    const other = await shopper(ctx);
    const forbidden = await post(ctx, '/payment/summary', other.who, {
      main_id: ctx.config.SHOP_ID,
      user_id: buyer.who.userId,
    });
    expect(forbidden.statusCode).toBe(403);
    const foreign = await postSummary(ctx, buyer, { shipping_address: other.addressId });
    expectFieldError(foreign, 404, 'shipping_address', ORDER_MSG.addressNotFound);
    const bad = await postSummary(ctx, buyer, { payment_mode: 'Barter' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.payment_mode).toBeTruthy();
    expect((await post(ctx, '/payment/summary', null, {})).statusCode).toBe(401);
  });
});
