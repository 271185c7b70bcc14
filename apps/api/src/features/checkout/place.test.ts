import { AUTH_MSG, MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, products, users, variations } from '../../db/schema';
import { expectError, expectFieldError, fieldErrors } from '../../test/answers';
import { type productInput, variableProductInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import { SIMULATOR_KEY_ID } from '../payments';
import {
  addProduct,
  addToCart,
  buyerWith,
  cartOf,
  insertAddress,
  orderRow,
  ordersOf,
  paymentShopForFile,
  paymentsOf,
  placeBody,
  post,
  postOrder,
  setButtons,
  shopper,
  stockOf,
} from './testing';

const ctx = paymentShopForFile({ resetButtons: true });

/** A simple product, ₹500 MRP; `discountPricePaise` puts it on sale. */
const simple = (stock = 10, overrides: Parameters<typeof productInput>[0] = {}) =>
  addProduct(ctx, { stock, ...overrides });

describe('POST /payment', () => {
  it('places the order, holds the stock and creates the provider order for payable_now', async () => {
    const product = await simple(5, { discountPricePaise: 45_000, deliveryDays: 3 });
    const buyer = await buyerWith(ctx, product, 2);
    const res = await postOrder(ctx, buyer);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      msg: ORDER_MSG.orderPlaced,
      order_id: expect.any(String),
      receipt_id: expect.stringMatching(/^NA\d{6}-\d{5}$/),
      // ₹900 of goods, 3 km away: ₹49 delivery.
      razorpay_order: { id: expect.stringMatching(/^order_sim_/), amount: 94_900, currency: 'INR' },
      provider: 'simulator',
      key_id: SIMULATOR_KEY_ID,
    });
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 3, total: 3 });
    const order = await orderRow(ctx, body.order_id);
    expect(order).toMatchObject({
      status: 'Pending',
      paymentMode: 'Pay now',
      amountBeforeDiscountPaise: 90_000,
      amountAfterDiscountPaise: 90_000,
      deliveryChargePaise: 4900,
      payableOnlinePaise: 94_900,
      contactName: 'Asha Verma',
      contactMobile: '9876543210',
      userName: 'Asha Verma',
      stockReleased: false,
    });
    expect(order.shippingAddress).toMatchObject({ id: buyer.addressId, pincode: '560001' });
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, body.order_id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        productSku: product.sku,
        productName: product.title,
        productPricePaise: 50_000,
        productSalePricePaise: 45_000,
        quantity: 2,
        deliveryDays: 3,
      }),
    ]);
    const [payment] = await paymentsOf(ctx, body.order_id);
    expect(payment).toMatchObject({
      provider: 'simulator',
      providerOrderId: body.razorpay_order.id,
      amountPaise: 94_900,
      status: 'created',
    });
    // The cart stays until the payment succeeds.
    expect(await cartOf(ctx, buyer.who.userId)).toHaveLength(1);
  });

  it('takes an advance for pay on delivery', async () => {
    const product = await simple();
    const buyer = await buyerWith(ctx, product);
    const res = await postOrder(ctx, buyer, { payment_mode: 'Pay on delivery' });
    expect(res.statusCode).toBe(201);
    expect(res.json().razorpay_order.amount).toBe(17_400);
    const order = await orderRow(ctx, res.json().order_id);
    expect(order).toMatchObject({ status: 'Pending', advancePaise: 12_500, remainingAmountPaise: 37_500 });
  });

  it('takes stock of a variation and keeps the product total in step', async () => {
    const input = variableProductInput();
    const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
    const sku = input.variations![0]!.sku;
    const buyer = await buyerWith(ctx, { id: id!, sku }, 2);
    const res = await postOrder(ctx, buyer);
    expect(res.statusCode).toBe(201);
    expect(res.json().razorpay_order.amount).toBe(2 * 25_000 + 4900);
    const [variation] = await ctx.db.select().from(variations).where(eq(variations.sku, sku));
    expect(variation!.stock).toBe(1);
    expect((await stockOf(ctx, id!)).total).toBe(1);
  });

  it('is idempotent: the same key twice makes one order and takes the stock once', async () => {
    const product = await simple(5);
    const buyer = await buyerWith(ctx, product);
    const body = placeBody(ctx, buyer);
    const first = await post(ctx, '/payment', buyer.who, body);
    const second = await post(ctx, '/payment', buyer.who, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(1);
    expect((await stockOf(ctx, product.id)).stock).toBe(4);
    // Two at once (PGlite runs them one after the other; PostgreSQL meets them at the unique index).
    const twins = placeBody(ctx, buyer);
    const [a, b] = await Promise.all([
      post(ctx, '/payment', buyer.who, twins),
      post(ctx, '/payment', buyer.who, twins),
    ]);
    expect(a.json().order_id).toBe(b.json().order_id);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(2);
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
  });

  it('refuses more than the stock with 409 and takes nothing', async () => {
    const product = await simple(2);
    const early = await buyerWith(ctx, product, 2);
    const late = await buyerWith(ctx, product, 1);
    expect((await postOrder(ctx, early)).statusCode).toBe(201);
    const refused = await postOrder(ctx, late);
    expectError(refused, 409, ORDER_MSG.notEnoughStock(product.title, 0));
    expect(refused.json().msg).toBe(`${product.title} is out of stock`);
    expect(await ordersOf(ctx, late.who.userId)).toHaveLength(0);

    const some = await simple(3);
    const greedy = await shopper(ctx);
    await addToCart(ctx, greedy.who, some.id, some.sku, 3);
    await ctx.db.update(products).set({ stock: 2 }).where(eq(products.id, some.id));
    expectError(await postOrder(ctx, greedy), 409, `Only 2 of ${some.title} left in stock`);
    expect((await stockOf(ctx, some.id)).stock).toBe(2);
  });

  it('refuses a total an order cannot hold with 409, before taking stock', async () => {
    const dear = await simple(5, { discountPricePaise: 600_000_000 });
    const buyer = await buyerWith(ctx, dear, 2);
    expectError(await postOrder(ctx, buyer), 409, ORDER_MSG.orderTooLarge);
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(0);
    expect((await stockOf(ctx, dear.id)).stock).toBe(5);
  });

  it('refuses to charge other amounts than the checkout showed, and places at the ones it showed', async () => {
    const product = await simple(5);
    const buyer = await buyerWith(ctx, product);
    // ₹500 of goods, 3 km away: ₹49 delivery. The page still shows the ₹40 band it read before.
    for (const shown of [
      { expected_total: 540, expected_payable_now: 549 },
      { expected_total: 549, expected_payable_now: 540 },
    ]) {
      expectError(await postOrder(ctx, buyer, shown), 409, ORDER_MSG.amountsChanged);
    }
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(5);
    const placed = await postOrder(ctx, buyer, { expected_total: 549, expected_payable_now: 549 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().razorpay_order.amount).toBe(54_900);
  });

  it('refuses an empty cart and unavailable lines', async () => {
    const buyer = await shopper(ctx);
    expectError(await postOrder(ctx, buyer), 400, ORDER_MSG.cartEmptyForOrder);
    const product = await simple();
    await addToCart(ctx, buyer.who, product.id, product.sku);
    await ctx.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, product.id));
    expectError(await postOrder(ctx, buyer), 400, ORDER_MSG.cartHasUnavailable);
  });

  it('checks the user, the addresses, the payment mode, the shop mode and the pincode', async () => {
    const product = await simple();
    const buyer = await buyerWith(ctx, product);
    const other = await shopper(ctx);

    const forbidden = await post(ctx, '/payment', other.who, placeBody(ctx, buyer));
    expectError(forbidden, 403, MSG.forbidden);
    expect((await post(ctx, '/payment', null, placeBody(ctx, buyer))).statusCode).toBe(401);

    const foreignBilling = await postOrder(ctx, buyer, { billing_address: other.addressId });
    expectFieldError(foreignBilling, 404, 'billing_address', ORDER_MSG.addressNotFound);
    expect(fieldErrors(await postOrder(ctx, buyer, { shipping_address: 'nope' }), 404)).toEqual({
      shipping_address: ORDER_MSG.addressNotFound,
    });

    const unserved = await insertAddress(ctx, buyer.who, { pincode: '110001' });
    expectError(
      await postOrder(ctx, buyer, { shipping_address: unserved.id }),
      400,
      ORDER_MSG.deliveryNotAvailableHere,
    );

    await setButtons(ctx, { payOnDelivery: false });
    const notOffered = await postOrder(ctx, buyer, { payment_mode: 'Pay on delivery' });
    expectFieldError(notOffered, 400, 'payment_mode', ORDER_MSG.paymentModeNotOffered);

    await setButtons(ctx, { payManual: true });
    expectError(await postOrder(ctx, buyer), 400, ORDER_MSG.quotationsOnly);

    expect((await postOrder(ctx, buyer, { main_id: 'elsewhere' })).statusCode).toBe(404);
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(10);
  });

  it('needs a valid mobile on the account', async () => {
    const product = await simple();
    const buyer = await buyerWith(ctx, product);
    await ctx.db.update(users).set({ mobile: '' }).where(eq(users.id, buyer.who.userId));
    const res = await postOrder(ctx, buyer);
    expectFieldError(res, 400, 'mobile', AUTH_MSG.invalidMobile);
  });

  it('answers 400 with a message per field for bad input', async () => {
    const buyer = await shopper(ctx);
    const res = await post(ctx, '/payment', buyer.who, {
      main_id: ctx.config.SHOP_ID,
      user_id: buyer.who.userId,
      payment_mode: 'Cash',
      billing_address: '',
      idempotency_key: 'short',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.payment_mode).toBe(ORDER_MSG.selectPaymentMethod);
    expect(fields.billing_address).toBe(ORDER_MSG.selectBillingAddress);
    expect(fields.shipping_address).toBe(ORDER_MSG.selectShippingAddress);
    expect(fields.idempotency_key).toBeTruthy();
  });

  it('ignores amounts the browser sends', async () => {
    const product = await simple();
    const buyer = await buyerWith(ctx, product);
    const res = await post(ctx, '/payment', buyer.who, {
      ...placeBody(ctx, buyer),
      amountafterdiscount: 1,
      payable_now: 1,
      deliveryCharge: 0,
    });
    expect(res.json().razorpay_order.amount).toBe(54_900);
  });
});

describe('POST /payment/paydelivery', () => {
  it('places a pay-on-delivery order with nothing online and empties the cart', async () => {
    await setButtons(ctx, { advancePercentage: 0 });
    const product = await simple(4);
    const buyer = await buyerWith(ctx, product);
    const body = placeBody(ctx, buyer, { payment_mode: 'Pay on delivery' });
    const res = await post(ctx, '/payment/paydelivery', buyer.who, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      msg: ORDER_MSG.orderPlaced,
      order_id: expect.any(String),
      receipt_id: expect.stringMatching(/^NA/),
    });
    const [order] = await ordersOf(ctx, buyer.who.userId);
    expect(order).toMatchObject({
      status: 'Pay on delivery',
      payableOnlinePaise: 0,
      remainingAmountPaise: 54_900,
      deliveryChargePaise: 4900,
    });
    expect(await paymentsOf(ctx, order!.id)).toHaveLength(0);
    expect(await cartOf(ctx, buyer.who.userId)).toHaveLength(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
    // A retry after the cart was emptied still answers the same order.
    const again = await post(ctx, '/payment/paydelivery', buyer.who, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order_id).toBe(order!.id);
  });

  it('refuses when an advance is due online', async () => {
    const product = await simple();
    const buyer = await buyerWith(ctx, product);
    expectError(
      await postOrder(ctx, buyer, { payment_mode: 'Pay on delivery' }, '/payment/paydelivery'),
      400,
      ORDER_MSG.onlinePaymentRequired,
    );
    const payNow = await postOrder(ctx, buyer, {}, '/payment/paydelivery');
    expect(payNow.json().msg).toBe(ORDER_MSG.onlinePaymentRequired);
    expect(await ordersOf(ctx, buyer.who.userId)).toHaveLength(0);
  });
});
