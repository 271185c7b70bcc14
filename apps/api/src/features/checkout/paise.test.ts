import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders } from '../../db/schema';
import { addProduct, buyerWith, paymentShopForFile, placeBody, post, summaryOf } from './testing';

const ctx = paymentShopForFile({ buttons: { advancePercentage: 33 } });
beforeAll(async () => {
  await ctx.db.insert(coupons).values({ shopId: ctx.config.SHOP_ID, code: 'ODD15', percentageOffer: 15 });
});

describe('amounts that do not divide evenly', () => {
  it('are the same to the paisa in the summary, the placed order and its lines', async () => {
    // ₹333.33 on sale at ₹299.99, three of them: 15% off 899.97 and a 33% advance both round.
    const item = await addProduct(ctx, { originalPricePaise: 33_333, discountPricePaise: 29_999, stock: 5 });
    const buyer = await buyerWith(ctx, item, 3);

    const body = placeBody(ctx, buyer, { payment_mode: 'Pay on delivery', coupon_code: 'ODD15' });
    expect(
      await summaryOf(ctx, buyer, { payment_mode: 'Pay on delivery', coupon_code: 'ODD15' }),
    ).toMatchObject({
      amountbeforediscount: 899.97,
      discountprice: 135,
      amountafterdiscount: 764.97,
      deliveryCharge: 49,
      advance_amount: 252.44,
      remaining_amount: 512.53,
      payable_now: 301.44,
      totalAmountbeforePay: 813.97,
    });

    const placed = await post(ctx, '/payment', buyer.who, body);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().razorpay_order.amount).toBe(30_144);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.json().order_id));
    expect(order).toMatchObject({
      amountBeforeDiscountPaise: 89_997,
      discountPaise: 13_500,
      amountAfterDiscountPaise: 76_497,
      deliveryChargePaise: 4900,
      advancePaise: 25_244,
      remainingAmountPaise: 51_253,
      payableOnlinePaise: 30_144,
    });
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({ productPricePaise: 33_333, productSalePricePaise: 29_999, quantity: 3 }),
    ]);
  });
});
