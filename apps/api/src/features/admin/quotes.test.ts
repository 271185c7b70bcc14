import { QUOTE_ADMIN_MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, notificationOutbox, orderEvents, orderLines, orders } from '../../db/schema';
import { expectError, fieldErrors } from '../../test/answers';
import { madeBeforeAll } from '../../test/before-all';
import { productInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import { addToCart, newKey, paymentShopForFile, post, shopper } from '../checkout/testing';
import { createTestStaff } from './testing';

const ctx = paymentShopForFile({
  app: { config: { PUBLIC_URL: 'https://shop.example.com' } },
  buttons: { payManual: true },
});
const owner = madeBeforeAll(() => createTestStaff(ctx));
beforeAll(async () => {
  await ctx.db.insert(coupons).values({ shopId: ctx.config.SHOP_ID, code: 'TAKE20', priceOfferPaise: 2000 });
});

/** A customer's quotation request from a cart of two products (2 × ₹400 and 1 × ₹250). */
async function requestQuote(name = 'Asha Verma', mobile = '9876543210') {
  const first = productInput({ stock: 5, discountPricePaise: 40_000 });
  const second = productInput({ stock: 5, discountPricePaise: 25_000 });
  const [a, b] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [first, second]);
  const buyer = await shopper(ctx);
  await addToCart(ctx, buyer.who, a!, first.sku, 2);
  await addToCart(ctx, buyer.who, b!, second.sku, 1);
  const res = await post(ctx, '/payment/getquote', buyer.who, {
    main_id: ctx.config.SHOP_ID,
    user_id: buyer.who.userId,
    name,
    mobile,
    email: 'asha@example.com',
    coupon_code: 'TAKE20',
    idempotency_key: newKey(),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().order_id as string;
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { id, receiptId: res.json().receipt_id as string, buyer, lines };
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object, headers = owner.headers) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, payload });

const priceBody = (lines: { id: string }[], extra: object = {}) => ({
  lines: lines.map((line, index) => ({ lineId: line.id, price: index === 0 ? 350.5 : 200, quantity: 3 })),
  delivery: 60,
  note: 'Gift wrapped, ships Monday',
  ...extra,
});

describe('GET /api/admin/quotes', () => {
  it('lists quotation requests newest first, filtered by state and searched by name or mobile', async () => {
    const older = await requestQuote('Meera Iyer', '9123456780');
    const newer = await requestQuote('Kabir Khan', '9988776655');
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, older.id));

    const all = await admin('GET', '/quotes?pageSize=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const item = all.json().items.find((row: { id: string }) => row.id === newer.id);
    expect(item).toMatchObject({
      state: 'requested',
      paymentStatus: 'Quote',
      itemCount: 3,
      customerName: 'Kabir Khan',
    });

    const byName = await admin('GET', '/quotes?q=meera');
    expect(byName.json().items.map((row: { id: string }) => row.id)).toEqual([older.id]);
    const byMobile = await admin('GET', '/quotes?q=%2B91%2099887%2076655');
    expect(byMobile.json().items.map((row: { id: string }) => row.id)).toEqual([newer.id]);
    const byReceipt = await admin('GET', `/quotes?q=${older.receiptId}`);
    expect(byReceipt.json().total).toBe(1);

    await admin('POST', `/quotes/${older.id}/close`, { reason: 'Out of production' });
    const closed = await admin('GET', '/quotes?state=closed');
    expect(closed.json().items.map((row: { id: string }) => row.id)).toEqual([older.id]);
    expect((await admin('GET', '/quotes?state=priced')).json().items).toEqual([]);
  });

  it('refuses an unknown state with a message on the field', async () => {
    const res = await admin('GET', '/quotes?state=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.state).toBeTruthy();
  });
});

describe('POST /api/admin/quotes/{id}/price', () => {
  it('sets prices, amounts in paise, a fresh pay token, an event, the audit entry', async () => {
    const quote = await requestQuote();
    const [requested] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    const res = await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(QUOTE_ADMIN_MSG.priced);
    // 3 × 350.50 + 3 × 200 = 1651.50, plus 60 delivery; no discount sent, none taken off
    expect(body.quote).toMatchObject({
      state: 'priced',
      note: 'Gift wrapped, ships Monday',
      amounts: { goods: 1651.5, discount: 0, delivery: 60, total: 1711.5 },
      requestedCoupon: 'TAKE20',
      requestedDiscount: requested!.discountPaise / 100,
    });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(row).toMatchObject({
      quoteState: 'priced',
      status: 'Quote',
      amountAfterDiscountPaise: 165_150,
      discountPaise: 0,
      couponCode: null,
      deliveryChargePaise: 6_000,
      payableOnlinePaise: 171_150,
    });
    expect(row!.quotePayToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.quotePricedAt).toBeInstanceOf(Date);
    expect(body.quote.payUrl).toBe(`https://shop.example.com/quote/${row!.quotePayToken}`);
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, quote.id));
    const first = lines.find((line) => line.id === quote.lines[0]!.id)!;
    expect(first).toMatchObject({ productSalePricePaise: 35_050, quantity: 3 });

    const events = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, quote.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: 'staff', staffId: owner.id, kind: 'quote', toStatus: 'priced' });
    expect(body.quote.events).toHaveLength(1);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, quote.id), eq(auditLog.action, 'quote.priced')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffId).toBe(owner.id);
    expect(JSON.stringify(audit[0])).not.toContain(row!.quotePayToken!);

    const mailsOf = async () =>
      (await ctx.db.select().from(notificationOutbox)).filter(
        (row) =>
          row.template === 'quote-priced' &&
          row.channel === 'email' &&
          row.payload.order &&
          (row.payload.order as { id: string }).id === quote.id,
      );
    const mails = await mailsOf();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.data).toMatchObject({
      payUrl: body.quote.payUrl,
      note: 'Gift wrapped, ships Monday',
    });

    // pricing again sends a new link: the old token no longer opens it
    const again = await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines, { delivery: 0 }));
    expect(again.statusCode).toBe(200);
    const [repriced] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(repriced!.quotePayToken).not.toBe(row!.quotePayToken);
    expect(repriced!.payableOnlinePaise).toBe(165_150);
    const resent = await mailsOf();
    expect(resent).toHaveLength(2);
    expect(resent.map((row) => (row.payload.data as { payUrl: string }).payUrl)).toContain(
      `https://shop.example.com/quote/${repriced!.quotePayToken}`,
    );
  });

  it("takes the shop's discount off the lines (the coupon asked for stays unspent) and the customer sees it", async () => {
    const quote = await requestQuote();
    const asked = (await admin('GET', `/quotes/${quote.id}`)).json().quote;
    // while only requested, the discount is what the coupon took off the cart: ₹20 of ₹1,050
    expect(asked.amounts).toEqual({ goods: 1050, discount: 20, delivery: 0, total: 1030 });
    const res = await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines, { discount: 20 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().quote.amounts).toEqual({ goods: 1651.5, discount: 20, delivery: 60, total: 1691.5 });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(row).toMatchObject({
      amountBeforeDiscountPaise: 165_150,
      discountPaise: 2_000,
      amountAfterDiscountPaise: 163_150,
      couponCode: null,
      payableOnlinePaise: 169_150,
    });
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/quotes/${row!.quotePayToken}`,
      headers: quote.buyer.who.headers,
    });
    expect(view.json().data).toMatchObject({
      goods_total: 1651.5,
      discount: 20,
      delivery_charge: 60,
      total: 1691.5,
    });
  });

  it('refuses a discount over the lines and a total an order cannot hold, per field, instead of failing', async () => {
    const quote = await requestQuote();
    const over = await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines, { discount: 5000 }));
    expect(fieldErrors(over)).toMatchObject({ discount: QUOTE_ADMIN_MSG.discountOverGoods });
    // three units of two lines at ₹1 crore each: ₹6 crore would not fit an order's amounts
    const huge = await admin('POST', `/quotes/${quote.id}/price`, {
      lines: quote.lines.map((line) => ({ lineId: line.id, price: 10_000_000, quantity: 3 })),
      delivery: 0,
    });
    expect(huge.statusCode).toBe(400);
    expect(fieldErrors(huge)).toMatchObject({ delivery: 'The total can be at most ₹1,00,00,000' });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(row!.quoteState).toBe('requested');
  });

  it('answers 400 with a message per bad field, and changes nothing', async () => {
    const quote = await requestQuote();
    const res = await admin('POST', `/quotes/${quote.id}/price`, {
      lines: [
        { lineId: quote.lines[0]!.id, price: -1, quantity: 0 },
        { lineId: quote.lines[1]!.id, price: 10, quantity: 1 },
      ],
      delivery: -5,
    });
    expect(fieldErrors(res)).toMatchObject({
      'lines.0.price': QUOTE_ADMIN_MSG.enterPrice,
      'lines.0.quantity': QUOTE_ADMIN_MSG.enterQuantity,
      delivery: QUOTE_ADMIN_MSG.enterDelivery,
    });
    const none = await admin('POST', `/quotes/${quote.id}/price`, { lines: [], delivery: 10 });
    expect(none.json().fields.lines).toBe(QUOTE_ADMIN_MSG.atLeastOneLine);
    const missing = await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines.slice(0, 1)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.lines).toBe(QUOTE_ADMIN_MSG.everyLine);
    const free = await admin('POST', `/quotes/${quote.id}/price`, {
      lines: quote.lines.map((line) => ({ lineId: line.id, price: 0, quantity: 1 })),
      delivery: 0,
    });
    expect(free.json().fields.delivery).toBe(QUOTE_ADMIN_MSG.totalPositive);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(row).toMatchObject({ quoteState: 'requested', quotePayToken: null });
  });

  it('refuses (409) pricing a closed or an ordered quotation, and closing twice', async () => {
    const closed = await requestQuote();
    const close = await admin('POST', `/quotes/${closed.id}/close`, { reason: 'We no longer stock these' });
    expect(close.statusCode).toBe(200);
    expect(close.json().quote).toMatchObject({ state: 'closed', closeReason: 'We no longer stock these' });
    expectError(
      await admin('POST', `/quotes/${closed.id}/price`, priceBody(closed.lines)),
      409,
      QUOTE_ADMIN_MSG.alreadyClosed,
    );
    expect((await admin('POST', `/quotes/${closed.id}/close`, { reason: 'again' })).statusCode).toBe(409);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, closed.id));
    expect(audit.map((entry) => entry.action)).toEqual(['quote.closed']);
    // the customer is told why, once: a request closed before pricing has no pay page to say it
    const told = (await ctx.db.select().from(notificationOutbox)).filter(
      (row) =>
        row.template === 'quote-closed' &&
        row.channel === 'email' &&
        (row.payload.order as { id: string }).id === closed.id,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.recipient).toBe('asha@example.com');
    expect(told[0]!.payload.data).toMatchObject({ reason: 'We no longer stock these' });

    const ordered = await requestQuote();
    await ctx.db
      .update(orders)
      .set({ quoteState: 'ordered', status: 'Success' })
      .where(eq(orders.id, ordered.id));
    expectError(
      await admin('POST', `/quotes/${ordered.id}/price`, priceBody(ordered.lines)),
      409,
      QUOTE_ADMIN_MSG.alreadyOrdered,
    );
  });

  it('needs a reason to close, and answers 404 for an id that is not a quotation', async () => {
    const quote = await requestQuote();
    const blank = await admin('POST', `/quotes/${quote.id}/close`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.reason).toBe(QUOTE_ADMIN_MSG.enterReason);
    expect((await admin('GET', '/quotes/not-an-id')).statusCode).toBe(404);
    expectError(
      await admin('GET', '/quotes/00000000-0000-4000-8000-000000000000'),
      404,
      QUOTE_ADMIN_MSG.notFound,
    );
  });

  it('shows one quotation with its lines, customer and timeline', async () => {
    const quote = await requestQuote('Ravi Rao');
    await admin('POST', `/quotes/${quote.id}/price`, priceBody(quote.lines));
    const res = await admin('GET', `/quotes/${quote.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().quote;
    expect(detail).toMatchObject({
      customerName: 'Ravi Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
    });
    expect(detail.lines).toHaveLength(2);
    const first = detail.lines.find((line: { id: string }) => line.id === quote.lines[0]!.id);
    expect(first).toMatchObject({ unitPrice: 350.5, quantity: 3, lineTotal: 1051.5 });
    expect(detail.events[0]).toMatchObject({ kind: 'quote', toStatus: 'priced', staffEmail: owner.email });
  });

  it('is for staff only: a customer token is 403', async () => {
    const quote = await requestQuote();
    const res = await admin(
      'POST',
      `/quotes/${quote.id}/price`,
      priceBody(quote.lines),
      quote.buyer.who.headers,
    );
    expect(res.statusCode).toBe(403);
  });
});
