import { AUTH_MSG, MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines, coupons, orderLines, orders, products } from '../../db/schema';
import { expectError, fieldErrors } from '../../test/answers';
import {
  addProduct,
  buyerWith,
  newKey,
  paymentShopForFile,
  post,
  type Shopper,
  setButtons,
  shopper,
} from './testing';

const ctx = paymentShopForFile({ buttons: { payManual: true } });
beforeAll(async () => {
  await ctx.db.insert(coupons).values({ shopId: ctx.config.SHOP_ID, code: 'QUOTE20', priceOfferPaise: 2000 });
});

async function buyerWithCart(stock = 3): Promise<Shopper & { productId: string }> {
  const item = await addProduct(ctx, { stock, discountPricePaise: 40_000 });
  return { ...(await buyerWith(ctx, item, 2)), productId: item.id };
}

const quoteBody = (buyer: Shopper, extra: object = {}) => ({
  main_id: ctx.config.SHOP_ID,
  user_id: buyer.who.userId,
  user_name: 'Asha',
  name: 'Asha Verma',
  mobile: '+91 98765-43210',
  email: 'asha@example.com',
  description: 'Two bottles, gift wrapped',
  coupon_code: 'quote20',
  payment_mode: 'NA',
  idempotency_key: newKey(),
  ...extra,
});

describe('POST /payment/getquote', () => {
  it('records a quotation from the cart, takes no stock and is idempotent', async () => {
    const buyer = await buyerWithCart();
    const body = quoteBody(buyer);
    const res = await post(ctx, '/payment/getquote', buyer.who, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      msg: ORDER_MSG.requestSent,
      order_id: expect.any(String),
      receipt_id: expect.stringMatching(/^NA\d{6}-\d{5}$/),
    });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(order).toMatchObject({
      status: 'Quote',
      paymentMode: 'NA',
      amountBeforeDiscountPaise: 80_000,
      discountPaise: 2000,
      amountAfterDiscountPaise: 78_000,
      couponCode: 'QUOTE20',
      deliveryChargePaise: 0,
      payableOnlinePaise: 0,
      contactName: 'Asha Verma',
      contactMobile: '9876543210',
      contactEmail: 'asha@example.com',
      description: 'Two bottles, gift wrapped',
      userName: 'Asha',
    });
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ quantity: 2, productSalePricePaise: 40_000 })]);
    const [product] = await ctx.db.select().from(products).where(eq(products.id, buyer.productId));
    expect(product!.stock).toBe(3);

    const again = await post(ctx, '/payment/getquote', buyer.who, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order_id).toBe(order!.id);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.who.userId))).toHaveLength(1);
    // The cart stays: a quotation is a request, not a purchase.
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.userId, buyer.who.userId))).toHaveLength(
      1,
    );
  });

  it('refuses a coupon that no longer applies, as placing does, instead of dropping it from the estimate', async () => {
    const buyer = await buyerWithCart();
    const res = await post(ctx, '/payment/getquote', buyer.who, quoteBody(buyer, { coupon_code: 'NOPE' }));
    expectError(res, 409, MSG.invalidCoupon);
    expect(res.json().fields).toEqual({ coupon_code: MSG.invalidCoupon });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, buyer.who.userId))).toHaveLength(0);
  });

  it('refuses a cart whose total an order cannot hold', async () => {
    const item = await addProduct(ctx, { stock: 5, discountPricePaise: 600_000_000 });
    const buyer = await buyerWith(ctx, item, 2);
    const res = await post(ctx, '/payment/getquote', buyer.who, quoteBody(buyer, { coupon_code: undefined }));
    expectError(res, 409, ORDER_MSG.orderTooLarge);
    expect(ORDER_MSG.orderTooLarge).toBe(
      'An order can total at most ₹1,00,00,000. Please split it into smaller orders.',
    );
  });

  it('needs a name and a valid mobile; email and description are optional', async () => {
    const buyer = await buyerWithCart();
    const bad = await post(
      ctx,
      '/payment/getquote',
      buyer.who,
      quoteBody(buyer, { name: ' ', mobile: '12345' }),
    );
    expect(fieldErrors(bad)).toMatchObject({ name: ORDER_MSG.nameRequired, mobile: AUTH_MSG.invalidMobile });
    const long = await post(ctx, '/payment/getquote', buyer.who, quoteBody(buyer, { name: 'A'.repeat(201) }));
    expect(fieldErrors(long)).toMatchObject({ name: 'Please keep your name to 200 characters' });
    const badEmail = await post(ctx, '/payment/getquote', buyer.who, quoteBody(buyer, { email: 'nope' }));
    expect(badEmail.json().fields.email).toBe(AUTH_MSG.enterValidEmail);
    const minimal = await post(
      ctx,
      '/payment/getquote',
      buyer.who,
      quoteBody(buyer, { email: undefined, description: undefined, coupon_code: undefined }),
    );
    expect(minimal.statusCode).toBe(201);
  });

  it("refuses another user's id, an empty cart and a shop without quotations", async () => {
    const buyer = await buyerWithCart();
    const other = await shopper(ctx);
    expect((await post(ctx, '/payment/getquote', other.who, quoteBody(buyer))).statusCode).toBe(403);
    expect((await post(ctx, '/payment/getquote', null, quoteBody(buyer))).statusCode).toBe(401);
    expectError(
      await post(ctx, '/payment/getquote', other.who, quoteBody(other)),
      400,
      ORDER_MSG.cartEmptyForOrder,
    );
    await setButtons(ctx, { payManual: false });
    try {
      expectError(
        await post(ctx, '/payment/getquote', buyer.who, quoteBody(buyer)),
        400,
        ORDER_MSG.quotationsNotOffered,
      );
    } finally {
      await setButtons(ctx, { payManual: true });
    }
  });
});
