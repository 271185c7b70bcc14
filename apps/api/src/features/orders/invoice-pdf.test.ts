import { type Invoice, QUOTE_MAX_QUANTITY } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { type DrawnText, drawInvoice } from './invoice-pdf';

const A4_WIDTH = 595.28;
const MARGIN = 40;
/** Less than this between two texts on one line and they read as one. */
const MIN_GAP = 6;
/** ₹1,00,00,000.00: a crore, the widest amount a line, a rate or a total realistically holds. */
const CRORE = 10_000_000;
/** 60 characters, so it wraps in the item column. */
const LONG_NAME = 'Kannauj Mitti Attar Royal Collection, Gift Set in a Teak Box';
/** The longest coupon code the console takes (COUPON_CODE_PATTERN), in wide letters. */
const COUPON_32 = 'WWWWWWWWWWMMMMMMMMMMWWWWWWWWWWMM';

const address = {
  id: 'a1',
  location_user: 'Home',
  new_address: '14 Johari Bazaar',
  city: 'Jaipur',
  area: 'Pink City',
  pincode: '302003',
  latitude: null,
  longitude: null,
};

/** An invoice with the widest realistic value in every figure of every table. */
function widestInvoice(supplyType: Invoice['supply_type']): Invoice {
  const split = { taxable_value: CRORE, cgst: CRORE, sgst: CRORE, igst: CRORE };
  const line = {
    ...split,
    product_sku: 'SKU-ATTAR-ROYAL-0001',
    product_name: LONG_NAME,
    variation_attributes: { Size: '100 ml', Pack: 'Gift box' },
    hsn_code: '33030010',
    gst_rate: 28,
    quantity: QUOTE_MAX_QUANTITY,
    unit_price: CRORE,
    amount: CRORE,
    discount: CRORE,
  };
  return {
    order: {
      order_id: 'o1',
      receipt_id: 'NA261128-00042',
      createdAt: '2026-11-28T06:30:00.000Z',
      status: 'Pay on delivery',
      orderStatus: 'Delivered',
      delivered: true,
      deliveredAt: '2026-11-30T06:30:00.000Z',
      payment_mode: 'Pay on delivery',
      user_id: 'u1',
      user_name: 'Asha Rao',
      amountbeforediscount: CRORE,
      discountprice: CRORE,
      amountafterdiscount: CRORE,
      deliveryCharge: CRORE,
      payable_now: CRORE,
      advance_amount: CRORE,
      remaining_amount: CRORE,
      totalAmountbeforePay: CRORE,
      totalAfterDiscount: CRORE,
      couponapplied: true,
      coupon_code: COUPON_32,
      cart_products: [],
      billing_address: address,
      shipping_address: address,
      contact: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.com' },
      payment: {
        provider: 'simulator',
        ref: 'pay_SIM123',
        method: 'card',
        amount: CRORE,
        status: 'paid',
        paidAt: '2026-11-28T06:31:00.000Z',
      },
      main_id: 'test-shop',
    },
    seller: {
      name: 'Nakshatra Attars',
      legal_name: 'Nakshatra Attars Private Limited',
      gstin: '08AAICN4821K1Z7',
      address: '14, Johari Bazaar Road, Jaipur, Rajasthan 302003',
      phone: '9123456780',
      email: 'care@nakshatra-attars.example',
      state: '08 Rajasthan',
    },
    supply_type: supplyType,
    place_of_supply: '08 Rajasthan',
    lines: [line, { ...line, product_name: 'Oud', variation_attributes: {}, hsn_code: null, gst_rate: null }],
    delivery: { ...split, amount: CRORE, gst_rate: 28 },
    tax_summary: [
      { ...split, gst_rate: 28 },
      { ...split, gst_rate: null },
    ],
    totals: { ...split, total_tax: CRORE, grand_total: CRORE },
  };
}

/** Baseline to cap height, and the descenders under it, as parts of the size (Inter). */
const top = (text: DrawnText) => text.y + 0.75 * text.size;
const bottom = (text: DrawnText) => text.y - 0.25 * text.size;

/** Pairs of texts on one page that share a line's height and come closer than MIN_GAP across. */
function crowded(drawn: DrawnText[]) {
  const pairs: string[] = [];
  for (const [index, a] of drawn.entries()) {
    for (const b of drawn.slice(index + 1)) {
      const sameLine = a.page === b.page && bottom(a) < top(b) && bottom(b) < top(a);
      if (sameLine && a.left < b.right + MIN_GAP && b.left < a.right + MIN_GAP)
        pairs.push(`"${a.text}" and "${b.text}"`);
    }
  }
  return pairs;
}

describe('drawInvoice', () => {
  for (const supplyType of ['intra-state', 'inter-state', 'unregistered'] as const) {
    it(`keeps every text clear of the others with the widest figures (${supplyType})`, async () => {
      const { drawn } = await drawInvoice(widestInvoice(supplyType));
      expect(drawn.filter((text) => text.text.includes('₹1,00,00,000.00')).length).toBeGreaterThan(10);
      // the name wraps in the item column rather than running under the figures
      expect(drawn.some((text) => text.text === LONG_NAME)).toBe(false);
      expect(drawn.some((text) => text.text.startsWith('Kannauj'))).toBe(true);
      expect(crowded(drawn)).toEqual([]);
      const outside = drawn.filter(
        (text) => text.left < MARGIN - 0.01 || text.right > A4_WIDTH - MARGIN + 0.01,
      );
      expect(outside.map((text) => text.text)).toEqual([]);
    });
  }

  it('right-aligns each money column of the lines table under its heading', async () => {
    const invoice = widestInvoice('intra-state');
    invoice.lines[1] = { ...invoice.lines[1]!, unit_price: 5, taxable_value: 4.24, amount: 5, discount: 0 };
    const { drawn } = await drawInvoice(invoice);
    const rightsOf = (text: string) => drawn.filter((t) => t.text === text).map((t) => t.right.toFixed(3));
    for (const [heading, small] of [
      ['PRICE', '₹5.00'],
      ['TAXABLE', '₹4.24'],
      ['AMOUNT', '₹5.00'],
    ] as const) {
      const [edge] = rightsOf(heading);
      expect(rightsOf(small), heading).toContain(edge);
      expect(rightsOf('₹1,00,00,000.00'), heading).toContain(edge);
    }
  });

  it('says what a pay-on-delivery order paid online and on delivery, as the invoice page does', async () => {
    const texts = async (order: Partial<Invoice['order']>) => {
      const invoice = widestInvoice('intra-state');
      invoice.order = { ...invoice.order, payable_now: 200, remaining_amount: 1800, ...order };
      return (await drawInvoice(invoice)).drawn.map((text) => text.text);
    };
    const due = await texts({ balanceCollectedAt: null });
    expect(due).toEqual(
      expect.arrayContaining(['Paid online', '₹200.00', 'To pay on delivery', '₹1,800.00']),
    );
    expect(due).not.toContain('Advance paid');
    const collected = await texts({ balanceCollectedAt: '2026-11-30T06:30:00.000Z' });
    expect(collected).toContain('Paid on delivery');
    expect(collected).not.toContain('To pay on delivery');
  });
});
