import { INVOICE_MSG, invoiceSchema, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orders, products, shopProfiles } from '../../db/schema';
import { expectError } from '../../test/answers';
import { madeBeforeAll } from '../../test/before-all';
import {
  addProduct,
  get,
  payAndVerify,
  paymentShopForFile,
  placeFromCart,
  shopper,
} from '../checkout/testing';

const ctx = paymentShopForFile({ buttons: { advancePercentage: 0 } });
const setShopProfile = (values: Partial<typeof shopProfiles.$inferInsert>) =>
  ctx.db.update(shopProfiles).set(values).where(eq(shopProfiles.shopId, ctx.config.SHOP_ID));

/** A buyer with a paid order of 2 × ₹450 (18 % GST) and the same order again, not paid yet. */
const placed = madeBeforeAll(async () => {
  // the fixture shop is in Bengaluru: a Karnataka GSTIN
  await setShopProfile({ gstin: '29AAICN4821K1Z3', legalName: 'Nakshatra Attars Private Limited' });
  const buyer = await shopper(ctx);
  const item = await addProduct(ctx, {
    title: 'Oud Royale',
    stock: 10,
    discountPricePaise: 45_000,
    hsnCode: '3303',
    gstRate: 18,
  });
  const paid = await placeFromCart(ctx, buyer, item, 2);
  await payAndVerify(ctx, buyer, paid.razorpay_order.id);
  const pending = await placeFromCart(ctx, buyer, item, 2);
  return {
    buyer,
    productId: item.id,
    paidOrderId: paid.order_id,
    receiptId: paid.receipt_id,
    pendingOrderId: pending.order_id,
  };
});

describe('GET /payment/order/:orderId/invoice', () => {
  it('answers the tax invoice: seller GSTIN, HSN per line, CGST and SGST within the state', async () => {
    const res = await get(ctx, `/payment/order/${placed.paidOrderId}/invoice`, placed.buyer.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const invoice = invoiceSchema.parse(res.json().data);
    expect(invoice.seller).toMatchObject({
      legal_name: 'Nakshatra Attars Private Limited',
      gstin: '29AAICN4821K1Z3',
      state: '29 Karnataka',
    });
    expect(invoice.supply_type).toBe('intra-state');
    expect(invoice.place_of_supply).toBe('29 Karnataka');
    // 2 × ₹450 at 18%, prices including GST; delivery ₹49 at the goods' rate
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        hsn_code: '3303',
        gst_rate: 18,
        quantity: 2,
        unit_price: 450,
        amount: 900,
        discount: 0,
        taxable_value: 762.71,
        cgst: 68.65,
        sgst: 68.64,
        igst: 0,
      }),
    ]);
    expect(invoice.delivery).toEqual({
      amount: 49,
      gst_rate: 18,
      taxable_value: 41.53,
      cgst: 3.74,
      sgst: 3.73,
      igst: 0,
    });
    expect(invoice.tax_summary).toEqual([
      { gst_rate: 18, taxable_value: 804.24, cgst: 72.39, sgst: 72.37, igst: 0 },
    ]);
    expect(invoice.totals).toEqual({
      taxable_value: 804.24,
      cgst: 72.39,
      sgst: 72.37,
      igst: 0,
      total_tax: 144.76,
      grand_total: 949,
    });
    expect(invoice.totals.grand_total).toBe(invoice.order.totalAmountbeforePay);
  });

  it('charges IGST when the shop is registered in another state', async () => {
    await setShopProfile({ gstin: '08AAICN4821K1Z7' });
    const invoice = (await get(ctx, `/payment/order/${placed.paidOrderId}/invoice`, placed.buyer.who)).json()
      .data;
    await setShopProfile({ gstin: '29AAICN4821K1Z3' });
    expect(invoice.supply_type).toBe('inter-state');
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 144.76 });
  });

  it('keeps the GST rate and HSN code the product had when it was ordered', async () => {
    const read = async () =>
      invoiceSchema.parse(
        (await get(ctx, `/payment/order/${placed.paidOrderId}/invoice`, placed.buyer.who)).json().data,
      );
    const before = await read();
    await ctx.db
      .update(products)
      .set({ gstRate: 5, hsnCode: '9999' })
      .where(eq(products.id, placed.productId));
    const after = await read();
    await ctx.db
      .update(products)
      .set({ gstRate: 18, hsnCode: '3303' })
      .where(eq(products.id, placed.productId));
    expect(after.lines[0]).toMatchObject({ hsn_code: '3303', gst_rate: 18 });
    expect(after.totals).toEqual(before.totals);
  });

  it('has no invoice for a cancelled order: nothing was supplied', async () => {
    const buyer = await shopper(ctx);
    const item = await addProduct(ctx, {
      title: 'Kesar attar',
      stock: 5,
      discountPricePaise: 30_000,
      gstRate: 18,
    });
    const placedOrder = await placeFromCart(ctx, buyer, item, 1);
    await payAndVerify(ctx, buyer, placedOrder.razorpay_order.id);
    await ctx.db.update(orders).set({ orderStatus: 'Cancelled' }).where(eq(orders.id, placedOrder.order_id));
    for (const url of [
      `/payment/order/${placedOrder.order_id}/invoice`,
      `/payment/order/${placedOrder.order_id}/invoice.pdf`,
    ]) {
      expectError(await get(ctx, url, buyer.who), 409, INVOICE_MSG.cancelled);
    }
  });

  it('has no invoice for an order that is not paid yet', async () => {
    const res = await get(ctx, `/payment/order/${placed.pendingOrderId}/invoice`, placed.buyer.who);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ isError: true, msg: INVOICE_MSG.notInvoiceable });
  });
});

describe('GET /payment/order/:orderId/invoice.pdf', () => {
  it('sends the owner a PDF download', async () => {
    const res = await get(ctx, `/payment/order/${placed.paidOrderId}/invoice.pdf`, placed.buyer.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${placed.receiptId}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Tax Invoice ${placed.receiptId}`);
  });

  it("answers 404 for another customer's order or an unknown id, and 401 without a token", async () => {
    const other = await shopper(ctx);
    for (const url of [
      `/payment/order/${placed.paidOrderId}/invoice.pdf`,
      '/payment/order/00000000-0000-0000-0000-000000000000/invoice.pdf',
      `/payment/order/${placed.paidOrderId}/invoice`,
    ]) {
      expectError(await get(ctx, url, other.who), 404, ORDER_MSG.orderNotFound);
    }
    const anonymous = await get(ctx, `/payment/order/${placed.paidOrderId}/invoice.pdf`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ isError: true, code: 'UNAUTHORIZED' });
  });
});
