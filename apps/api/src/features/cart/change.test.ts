import { randomUUID } from 'node:crypto';
import { MAX_UNITS_PER_LINE, MSG, ORDER_MSG, type ServerCartLine } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, products, variations } from '../../db/schema';
import { expectError } from '../../test/answers';
import { authAppForFile, type TestCustomer } from '../auth/testing';

import { listCartView } from './repository';
import { cartCalls } from './testing';

const ctx = authAppForFile();
const { call, customer, simpleProduct, variableProduct, add, cartOf, addLine, customerWithCart } =
  cartCalls(ctx);

describe('GET /cart/{userId}', () => {
  it('lists oldest first and refuses another customer', async () => {
    const { who: asha, items } = await customerWithCart(2);
    const ravi = await customer();
    expect((await cartOf(asha)).map((line) => line.product_id)).toEqual(items.map((item) => item.id));

    expectError(await call('GET', `/cart/${asha.userId}`, ravi), 403, MSG.forbidden);
    expect((await call('GET', `/cart/${asha.userId}`, null)).statusCode).toBe(401);
  });

  it('gives each of several customers reading at once their own lines, oldest first', async () => {
    const shoppers = await Promise.all([customerWithCart(2), customerWithCart(3), customerWithCart(1)]);
    const empty = await customer();
    const carts = await Promise.all([...shoppers.map(({ who }) => cartOf(who)), cartOf(empty)]);
    expect(carts.map((lines) => lines.map((line) => line.product_id))).toEqual([
      ...shoppers.map(({ items }) => items.map((item) => item.id)),
      [],
    ]);
    for (const [index, { who }] of shoppers.entries()) {
      expect(carts[index]!.every((line) => line.user_id === who.userId)).toBe(true);
    }
  });

  it('reads a customer id in capitals as the same customer, and a malformed id fails no one else', async () => {
    const { who, items } = await customerWithCart(2);
    const shopId = ctx.config.SHOP_ID;
    const [capitals, malformed, plain] = await Promise.all([
      listCartView(ctx.db, shopId, who.userId.toUpperCase()),
      listCartView(ctx.db, shopId, 'not-a-customer-id'),
      listCartView(ctx.db, shopId, who.userId),
    ]);
    expect(capitals.map((row) => row.line.productId)).toEqual(items.map((item) => item.id));
    expect(malformed).toEqual([]);
    expect(plain.map((row) => row.line.productId)).toEqual(items.map((item) => item.id));
  });

  it('shows a price change of the product and of a variation at once', async () => {
    const asha = await customer();
    const simple = await simpleProduct();
    const variable = await variableProduct();
    await add(asha, simple.id, simple.sku);
    await add(asha, variable.id, variable.skus[0]);

    await ctx.db
      .update(products)
      .set({ originalPricePaise: 60_000, discountPricePaise: 55_050 })
      .where(eq(products.id, simple.id));
    await ctx.db
      .update(variations)
      .set({ pricePaise: 32_000, salePricePaise: null })
      .where(eq(variations.sku, variable.skus[0]));

    const [simpleLine, variationLine] = await cartOf(asha);
    expect(simpleLine).toMatchObject({ product_price: 600, product_saleprice: 550.5 });
    expect(variationLine).toMatchObject({ product_price: 320, product_saleprice: null });
  });

  it('flags lines that can no longer be ordered, and why', async () => {
    const asha = await customer();
    const inactive = await simpleProduct({ title: 'Retired' });
    const deleted = await simpleProduct();
    const soldOut = await simpleProduct();
    const short = await simpleProduct({ stock: 5 });
    const variable = await variableProduct();
    for (const p of [inactive, deleted, soldOut]) await add(asha, p.id, p.sku);
    await add(asha, short.id, short.sku, { quantity: 4 });
    await add(asha, variable.id, variable.skus[0]);

    await ctx.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, inactive.id));
    await ctx.db.delete(products).where(eq(products.id, deleted.id));
    await ctx.db.update(products).set({ stock: 0, totalStock: 0 }).where(eq(products.id, soldOut.id));
    await ctx.db.update(products).set({ stock: 2, totalStock: 2 }).where(eq(products.id, short.id));
    await ctx.db.delete(variations).where(eq(variations.sku, variable.skus[0]));

    const lines = await cartOf(asha);
    expect(lines.map((l) => [l.available, l.unavailable_reason, l.unavailable_msg])).toEqual([
      [false, 'inactive', MSG.cartProductUnavailable],
      [false, 'deleted', MSG.cartProductUnavailable],
      [false, 'out_of_stock', MSG.cartOutOfStock],
      [false, 'not_enough_stock', MSG.cartOnlyInStock(2)],
      [false, 'variation_missing', MSG.cartVariationUnavailable],
    ]);
    expect(lines[0]).toMatchObject({ product_name: 'Retired', product_status: 'Inactive' });
    expect(lines[1]).toMatchObject({
      product_id: deleted.id,
      product_sku: deleted.sku,
      product_name: '',
      product_status: 'Inactive',
      product_stockstatus: 0,
    });
    expect(lines[4]).toMatchObject({
      product_type: 'Variable Product',
      variation_attributes: { Size: '50 ml' },
    });
  });
});

describe('PUT /cart/quantity/{cartItemId}', () => {
  const step = (who: TestCustomer, line: ServerCartLine, action: string, extra: object = {}) =>
    call('PUT', `/cart/quantity/${line.id}`, who, {
      product_sku: line.product_sku,
      quantity: 1,
      action,
      ...extra,
    });

  it('moves one step at a time between 1 and the stock', async () => {
    const asha = await customer();
    const product = await variableProduct(); // first variation: 3 in stock
    const line = await addLine(asha, product.id, product.skus[0]);

    const up = await step(asha, line, 'increase');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ isError: false, cart: { id: line.id, quantity: 2 } });
    expect((await step(asha, line, 'increase')).json().cart.quantity).toBe(3);

    expectError(await step(asha, line, 'increase'), 409, MSG.cartOnlyInStock(3));

    expect((await step(asha, line, 'decrease')).json().cart.quantity).toBe(2);
    expect((await step(asha, line, 'decrease')).json().cart.quantity).toBe(1);
    expectError(await step(asha, line, 'decrease'), 409, MSG.quantityBelowOne);
    expect((await cartOf(asha))[0]!.quantity).toBe(1);
  });

  it('never passes the stock when clicks arrive together', async () => {
    const asha = await customer();
    const product = await variableProduct();
    const line = await addLine(asha, product.id, product.skus[0]);
    const results = await Promise.all(Array.from({ length: 6 }, () => step(asha, line, 'increase')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await cartOf(asha))[0]!.quantity).toBe(3);
  });

  it(`stops at ${MAX_UNITS_PER_LINE} units of one product, with plenty in stock`, async () => {
    const asha = await customer();
    const product = await simpleProduct({ stock: 100 });
    const line = await addLine(asha, product.id, product.sku, { quantity: MAX_UNITS_PER_LINE - 1 });
    expect((await step(asha, line, 'increase')).json().cart.quantity).toBe(MAX_UNITS_PER_LINE);
    expectError(await step(asha, line, 'increase'), 409, ORDER_MSG.maxUnitsPerLine);
    expect((await cartOf(asha))[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
  });

  it('refuses to increase a line that cannot be ordered', async () => {
    const asha = await customer();
    const product = await simpleProduct();
    const line = await addLine(asha, product.id, product.sku);
    await ctx.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, product.id));
    expectError(await step(asha, line, 'increase'), 409, MSG.cartProductUnavailable);
  });

  it("answers 404 for another customer's line and changes nothing", async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    const line = await addLine(asha, product.id, product.sku);

    for (const action of ['increase', 'decrease']) {
      expectError(await step(ravi, line, action), 404, MSG.cartLineNotFound);
    }
    const wrongSku = await step(asha, line, 'increase', { product_sku: 'OTHER' });
    expect(wrongSku.statusCode).toBe(404);
    expect((await cartOf(asha))[0]!.quantity).toBe(1);
  });

  it('answers 400 for a bad id or action', async () => {
    const asha = await customer();
    const badId = await call('PUT', '/cart/quantity/123', asha, { action: 'increase' });
    expect(badId.statusCode).toBe(400);
    const badAction = await call('PUT', `/cart/quantity/${randomUUID()}`, asha, { action: 'double' });
    expect(badAction.statusCode).toBe(400);
    const unknown = await call('PUT', `/cart/quantity/${randomUUID()}`, asha, { action: 'increase' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /cart/{productSku}', () => {
  it("removes the caller's line only", async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    await add(asha, product.id, product.sku);
    await add(ravi, product.id, product.sku);

    const res = await call('DELETE', `/cart/${encodeURIComponent(product.sku)}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, msg: MSG.productRemovedFromCart });
    expect(await cartOf(asha)).toEqual([]);
    expect(await cartOf(ravi)).toHaveLength(1);

    expectError(
      await call('DELETE', `/cart/${encodeURIComponent(product.sku)}`, asha),
      404,
      MSG.cartLineNotFound,
    );
  });

  it("cannot remove another customer's line", async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    await add(asha, product.id, product.sku);
    const res = await call('DELETE', `/cart/${encodeURIComponent(product.sku)}`, ravi);
    expect(res.statusCode).toBe(404);
    expect(await cartOf(asha)).toHaveLength(1);
    expect((await call('DELETE', `/cart/${product.sku}`, null)).statusCode).toBe(401);
  });
});

describe('DELETE /cart/deleteall/{userId}', () => {
  it("empties the caller's cart and refuses another customer's", async () => {
    const { who: asha, items } = await customerWithCart(2);
    const ravi = await customer();
    await add(ravi, items[0]!.id, items[0]!.sku);

    const other = await call('DELETE', `/cart/deleteall/${asha.userId}`, ravi);
    expect(other.statusCode).toBe(403);
    expect(await cartOf(asha)).toHaveLength(2);
    expect(await cartOf(ravi)).toHaveLength(1);

    const res = await call('DELETE', `/cart/deleteall/${asha.userId}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, msg: MSG.cartEmptied });
    expect(await cartOf(asha)).toEqual([]);
    expect(await cartOf(ravi)).toHaveLength(1);
    const rows = await ctx.db.select().from(cartLines).where(eq(cartLines.userId, asha.userId));
    expect(rows).toEqual([]);
  });
});
