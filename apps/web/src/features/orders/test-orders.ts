import type { Invoice, Order, OrderItem } from '@storefront/shared';

/** Test data for the order pages' tests (orders, payments, account). */
export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  product_id: 'p1',
  product_sku: 'SKU-1',
  product_name: 'Oud Royale',
  product_image: '/api/media/p1.svg',
  product_price: 1200,
  product_saleprice: 999,
  quantity: 2,
  variation_attributes: { Size: '12 ml' },
  delivery_days: 4,
  ...overrides,
});

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  order_id: 'o1',
  receipt_id: 'NA250301-00042',
  createdAt: '2025-03-01T06:30:00.000Z',
  status: 'Success',
  orderStatus: 'Pending',
  delivered: false,
  deliveredAt: null,
  payment_mode: 'Pay now',
  user_id: 'u1',
  user_name: 'Asha Rao',
  amountbeforediscount: 1998,
  discountprice: 199.8,
  amountafterdiscount: 1798.2,
  deliveryCharge: 40,
  payable_now: 1838.2,
  advance_amount: 0,
  remaining_amount: 0,
  totalAmountbeforePay: 1838.2,
  totalAfterDiscount: 1798.2,
  couponapplied: true,
  coupon_code: 'WELCOME10',
  cart_products: [orderItem()],
  billing_address: null,
  shipping_address: null,
  contact: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.com' },
  payment: {
    provider: 'simulator',
    ref: 'pay_SIM123',
    method: 'card',
    amount: 1838.2,
    status: 'paid',
    paidAt: '2025-03-01T06:31:00.000Z',
  },
  main_id: 'nakshatra-demo',
  ...overrides,
});

/** A pay-on-delivery order with a 20% advance: 359.64 + 40 delivery paid online, 1438.56 left. */
export const payOnDeliveryOrder = (overrides: Partial<Order> = {}): Order =>
  orderFixture({
    status: 'Pay on delivery',
    payment_mode: 'Pay on delivery',
    advance_amount: 359.64,
    payable_now: 399.64,
    remaining_amount: 1438.56,
    payment: {
      provider: 'simulator',
      ref: 'pay_SIM456',
      method: 'card',
      amount: 399.64,
      status: 'paid',
      paidAt: '2025-03-01T06:31:00.000Z',
    },
    ...overrides,
  });

/** The tax invoice of orderFixture (₹1,798.20 of attars after the coupon, ₹40 delivery), shipped within the shop's state. */
export const invoiceFixture = (overrides: Partial<Invoice> = {}): Invoice => ({
  order: orderFixture({
    orderStatus: 'Out for delivery',
    shipping_address: {
      id: 'a1',
      location_user: 'Home',
      new_address: '14 Johari Bazaar',
      city: 'Jaipur',
      area: 'Pink City',
      pincode: '302003',
      latitude: null,
      longitude: null,
    },
  }),
  seller: {
    name: 'Nakshatra Attars',
    legal_name: 'Nakshatra Attars Private Limited',
    gstin: '08AAICN4821K1Z7',
    address: '14, Johari Bazaar Road, Jaipur, Rajasthan 302003',
    phone: '9123456780',
    email: 'care@nakshatra-attars.example',
    state: '08 Rajasthan',
  },
  supply_type: 'intra-state',
  place_of_supply: '08 Rajasthan',
  lines: [
    {
      product_sku: 'SKU-1',
      product_name: 'Oud Royale',
      variation_attributes: { Size: '12 ml' },
      hsn_code: '3303',
      gst_rate: 18,
      quantity: 2,
      unit_price: 999,
      amount: 1998,
      discount: 199.8,
      taxable_value: 1523.9,
      cgst: 137.15,
      sgst: 137.15,
      igst: 0,
    },
  ],
  delivery: { amount: 40, gst_rate: 18, taxable_value: 33.9, cgst: 3.05, sgst: 3.05, igst: 0 },
  tax_summary: [{ gst_rate: 18, taxable_value: 1557.8, cgst: 140.2, sgst: 140.2, igst: 0 }],
  totals: { taxable_value: 1557.8, cgst: 140.2, sgst: 140.2, igst: 0, total_tax: 280.4, grand_total: 1838.2 },
  ...overrides,
});
