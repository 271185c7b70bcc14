import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import type { CartLineInput } from './cart-line';
import {
  appliedCouponDiscountPaise,
  buildCheckoutData,
  checkoutDataOfServerCart,
  checkoutDataSchema,
  pickCheckoutMode,
} from './checkout-data';

const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  product_id: 'p1',
  product_sku: 'SKU-1',
  product_name: 'Oud',
  product_price: 1000,
  product_saleprice: 800,
  product_stockstatus: 5,
  product_image: '/i.svg',
  product_gallery: [],
  description: '',
  short_description: '',
  category: [],
  product_type: 'Simple',
  variation_attributes: {},
  typeofsimple: '',
  user_id: '',
  user_name: '',
  delivery_days: 3,
  main_id: 'shop',
  quantity: 2,
  ...overrides,
});

describe('checkout data', () => {
  it('keeps only orderable lines and totals them without a coupon', () => {
    const data = buildCheckoutData(
      [
        { ...line(), available: true },
        { ...line({ product_id: 'p2', product_sku: 'S2' }), available: false },
      ],
      null,
    );
    expect(data).toEqual({
      products: [expect.objectContaining({ product_sku: 'SKU-1', quantity: 2 })],
      coupon: null,
      discountAmount: 0,
      totalBeforeDiscount: 1600,
      totalAfterDiscount: 1600,
      isCouponApplied: false,
    });
    expect(data.products[0]).not.toHaveProperty('available');
    expect(checkoutDataSchema.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it("uses the server's discount while the total matches, else the shared rule", () => {
    const coupon = { code: 'TEN', percentage_offer: 10, price_offer: null, discount: 160, total: 1600 };
    expect(buildCheckoutData([line()], coupon)).toMatchObject({
      coupon: 'TEN',
      discountAmount: 160,
      totalAfterDiscount: 1440,
      isCouponApplied: true,
    });
    expect(appliedCouponDiscountPaise(coupon, paise(80_000))).toBe(8_000);
  });

  it('refuses an empty product list or a wrong field', () => {
    expect(checkoutDataSchema.safeParse({ ...buildCheckoutData([line()], null), products: [] }).success).toBe(
      false,
    );
    expect(checkoutDataSchema.safeParse({ products: [line()], coupon: 5 }).success).toBe(false);
  });
});

describe('checkoutDataOfServerCart', () => {
  const coupon = { code: 'TEN', percentage_offer: 10, price_offer: null, discount: 160, total: 1600 };

  it("lists the server cart's orderable lines, not the saved copy's", () => {
    const saved = buildCheckoutData([line()], null);
    const server = [
      { ...line(), available: true },
      { ...line({ product_id: 'p2', product_sku: 'S2', quantity: 1 }), available: true },
      { ...line({ product_id: 'p3', product_sku: 'S3' }), available: false },
    ];
    const data = checkoutDataOfServerCart(server, saved);
    expect(data?.products.map((l) => l.product_sku)).toEqual(['SKU-1', 'S2']);
    expect(data).toMatchObject({ totalBeforeDiscount: 2400, totalAfterDiscount: 2400, coupon: null });
  });

  it('keeps the saved coupon, and its figures only while the total is the one they were worked out on', () => {
    const saved = buildCheckoutData([line()], coupon);
    expect(checkoutDataOfServerCart([line()], saved)).toMatchObject({
      coupon: 'TEN',
      isCouponApplied: true,
      discountAmount: 160,
      totalAfterDiscount: 1440,
    });
    expect(checkoutDataOfServerCart([line({ quantity: 3 })], saved)).toMatchObject({
      coupon: 'TEN',
      isCouponApplied: true,
      discountAmount: 0,
      totalBeforeDiscount: 2400,
      totalAfterDiscount: 2400,
    });
  });

  it('is null when nothing in the server cart can be ordered, whatever was saved', () => {
    const saved = buildCheckoutData([line()], null);
    expect(checkoutDataOfServerCart([], saved)).toBeNull();
    expect(checkoutDataOfServerCart([{ ...line(), available: false }], saved)).toBeNull();
  });
});

describe('pickCheckoutMode', () => {
  it('prefers manual, then pay now, then pay on delivery', () => {
    expect(pickCheckoutMode({ paymanual: true, paynow: true, payondelivery: true })).toBe('manual');
    expect(pickCheckoutMode({ paymanual: false, paynow: true, payondelivery: true })).toBe('paynow');
    expect(pickCheckoutMode({ paymanual: false, paynow: false, payondelivery: true })).toBe('payondelivery');
    expect(pickCheckoutMode({ paymanual: false, paynow: false, payondelivery: false })).toBeNull();
    expect(pickCheckoutMode(undefined)).toBeNull();
  });
});
