import { ADDRESS_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, variations } from '../../db/schema';
import { seedDemoShop } from '../../db/seed/demo';
import { DEMO_SKUS } from '../../db/seed/demo-ids';
import { createTestCustomer, type TestCustomer } from '../auth/testing';
import { addToCart, createPaymentTestApp, type PaymentTestCtx, post } from '../checkout/testing';

/*
 * The demo shop as shipped: office in Jaipur 302003, no GEOCODER_URL, bands 0-5 km ₹40,
 * 5-15 km ₹80, 15-50 km ₹150, 50-3000 km ₹99, free from ₹999 within 15 km.
 */
let ctx: PaymentTestCtx;
let productId: string;
const SKU = DEMO_SKUS.variableAttarSmallCrystal; // ₹849

beforeAll(async () => {
  ctx = await createPaymentTestApp();
  await seedDemoShop(ctx.db, ctx.config.SHOP_ID);
  const [variation] = await ctx.db.select().from(variations).where(eq(variations.sku, SKU));
  productId = variation!.productId;
});
afterAll(async () => {
  await ctx?.close();
});

/** A customer with the ₹849 attar in the cart. */
async function buyer(): Promise<TestCustomer> {
  const who = await createTestCustomer(ctx);
  await addToCart(ctx, who, productId, SKU);
  return who;
}

/** Adds an address the way the web app does: no coordinates. */
async function addAddress(who: TestCustomer, pincode: string) {
  const res = await post(ctx, '/address', who, {
    location_user: 'Home',
    new_address: '21 Tripolia Bazaar',
    city: 'Jaipur',
    area: 'Pink City',
    pincode,
    user_id: who.userId,
    user_name: 'Asha',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; latitude: number | null; longitude: number | null };
}

const summary = (who: TestCustomer, addressId: string) =>
  post(ctx, '/payment/summary', who, {
    main_id: ctx.config.SHOP_ID,
    user_id: who.userId,
    shipping_address: addressId,
    payment_mode: 'Pay now',
  });

describe('the delivery charge of an address without street-level coordinates', () => {
  it('stores the pincode centroid on an address saved without coordinates', async () => {
    const who = await createTestCustomer(ctx);
    const address = await addAddress(who, '302001');
    expect(address.latitude).toBeCloseTo(26.9179, 3);
    expect(address.longitude).toBeCloseTo(75.8015, 3);
  });

  it('charges the 0-5 km band (₹40) on a ₹849 order to Jaipur 302001', async () => {
    const who = await buyer();
    const address = await addAddress(who, '302001');
    const res = await summary(who, address.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      amountafterdiscount: 849,
      deliveryCharge: 40,
      totalAmountbeforePay: 889,
      delivery_distance_unknown: false,
    });
  });

  it('works out the distance at pricing time for an address saved before, without coordinates', async () => {
    const who = await buyer();
    const [old] = await ctx.db
      .insert(addresses)
      .values({
        shopId: ctx.config.SHOP_ID,
        userId: who.userId,
        locationUser: 'Home',
        newAddress: '21 Tripolia Bazaar',
        city: 'Jaipur',
        area: 'Pink City',
        pincode: '302001',
        latitude: null,
        longitude: null,
      })
      .returning();
    const res = await summary(who, old!.id);
    expect(res.json().data).toMatchObject({ deliveryCharge: 40, delivery_distance_unknown: false });
  });

  it('charges the highest active band, never ₹0, when the pincode is not in the table, and says so', async () => {
    const who = await buyer();
    const address = await addAddress(who, '302999');
    expect(address).toMatchObject({ latitude: null, longitude: null });
    const res = await summary(who, address.id);
    expect(res.json().data).toMatchObject({
      deliveryCharge: 150,
      totalAmountbeforePay: 999,
      delivery_distance_unknown: true,
    });
    expect(ADDRESS_MSG.deliveryDistanceUnknown).toBe(
      'We could not work out how far this address is from us, so delivery is charged at our highest rate.',
    );
  });
});
