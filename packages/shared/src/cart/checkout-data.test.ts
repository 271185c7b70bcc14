import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import type { CartLineInput } from './cart-line';
import {
  appliedCouponDiscountPaise,
  buildCheckoutData,
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

describe('pickCheckoutMode', () => {
  it('prefers manual, then pay now, then pay on delivery', () => {
    expect(pickCheckoutMode({ paymanual: true, paynow: true, payondelivery: true })).toBe('manual');
    expect(pickCheckoutMode({ paymanual: false, paynow: true, payondelivery: true })).toBe('paynow');
    expect(pickCheckoutMode({ paymanual: false, paynow: false, payondelivery: true })).toBe('payondelivery');
    expect(pickCheckoutMode({ paymanual: false, paynow: false, payondelivery: false })).toBeNull();
    expect(pickCheckoutMode(undefined)).toBeNull();
  });
});
