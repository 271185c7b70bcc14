import { randomUUID } from 'node:crypto';
import { MAX_UNITS_PER_LINE, MSG, ORDER_MSG, type ServerCartLine } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, products, variations } from '../../db/schema';
import { productInput, variableProductInput } from '../../test/fixtures';
import { authAppForFile, createTestCustomer, type TestCustomer } from '../auth/testing';
import { insertProducts } from '../catalogue/product-writer';

const ctx = authAppForFile();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestCustomer | null,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, payload, headers: who ? who.headers : {} });

const customer = () => createTestCustomer(ctx, { fullName: 'Asha Verma' });

/** A simple product: MRP ₹500, on sale at ₹450, 10 in stock. */
async function simpleProduct(overrides: Parameters<typeof productInput>[0] = {}) {
  const input = productInput({ discountPricePaise: 45_000, ...overrides });
  const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
  return { id: id!, sku: input.sku, input };
}

/** A variable product whose two variations are both in stock (3 and 5). */
async function variableProduct() {
  const input = variableProductInput();
  input.variations = input.variations!.map((v, i) => ({ ...v, stock: i === 0 ? 3 : 5 }));
  const [id] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
  return { id: id!, input, skus: input.variations.map((v) => v.sku) as [string, string] };
}

/** What the web app sends: the whole cart line, with prices the server must ignore. */
function lineBody(who: TestCustomer, productId: string, sku: string, extra: object = {}) {
  return {
    product_id: productId,
    product_sku: sku,
    product_name: 'Tampered name',
    product_price: 1,
    product_saleprice: 0.5,
    product_stockstatus: 999,
    product_status: 'Active',
    product_image: '/evil.png',
    product_gallery: [],
    description: '',
    short_description: '',
    category: ['Fake'],
    product_type: 'Simple',
    variation_attributes: {},
    typeofsimple: '',
    user_id: who.userId,
    user_name: 'Someone else',
    delivery_days: 0,
    main_id: ctx.config.SHOP_ID,
    quantity: 1,
    ...extra,
  };
}

const add = (who: TestCustomer, productId: string, sku: string, extra: object = {}) =>
  call('POST', '/cart', who, lineBody(who, productId, sku, extra));

async function cartOf(who: TestCustomer): Promise<ServerCartLine[]> {
  const res = await call('GET', `/cart/${who.userId}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('POST /cart', () => {
  it('adds a line built from the database, not from the body', async () => {
    const asha = await customer();
    const product = await simpleProduct({ title: 'Oud Royale', deliveryDays: 4 });
    const res = await add(asha, product.id, product.sku);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ isError: false, msg: MSG.productAddedToCart });

    const [line] = await cartOf(asha);
    expect(line).toEqual({
      id: expect.any(String),
      product_id: product.id,
      product_sku: product.sku,
      product_name: 'Oud Royale',
      product_price: 500,
      product_saleprice: 450,
      product_stockstatus: 10,
      product_status: 'Active',
      product_image: product.input.image,
      product_gallery: [product.input.image],
      description: '',
      short_description: '',
      category: ['Perfume'],
      product_type: 'Simple',
      variation_attributes: {},
      typeofsimple: '',
      user_id: asha.userId,
      user_name: 'Asha Verma',
      delivery_days: 4,
      main_id: ctx.config.SHOP_ID,
      quantity: 1,
      available: true,
      unavailable_reason: null,
      unavailable_msg: null,
    });
  });

  it('takes a variation by its SKU with its own price, image and attributes', async () => {
    const asha = await customer();
    const product = await variableProduct();
    expect((await add(asha, product.id, product.skus[0])).statusCode).toBe(201);
    const [line] = await cartOf(asha);
    expect(line).toMatchObject({
      product_sku: product.skus[0],
      product_type: 'Variable Product',
      product_price: 300,
      product_saleprice: 250,
      product_stockstatus: 3,
      product_image: '/images/v50.webp',
      product_gallery: ['/images/v50.webp'],
      variation_attributes: { Size: '50 ml' },
    });
  });

  it('refuses a second line for the same SKU, and for the same product id', async () => {
    const asha = await customer();
    const product = await simpleProduct();
    expect((await add(asha, product.id, product.sku)).statusCode).toBe(201);

    const again = await add(asha, product.id, product.sku);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ isError: true, msg: MSG.productAlreadyInCart });

    // The shop renamed the SKU: the stored line still holds the product by its id.
    await ctx.db
      .update(products)
      .set({ sku: `${product.sku}-NEW` })
      .where(eq(products.id, product.id));
    const byId = await add(asha, product.id, `${product.sku}-NEW`);
    expect(byId.statusCode).toBe(409);
    expect(byId.json().msg).toBe(MSG.productAlreadyInCart);
    expect(await cartOf(asha)).toHaveLength(1);
  });

  it('allows two variations of one product but not the same variation twice', async () => {
    const asha = await customer();
    const product = await variableProduct();
    expect((await add(asha, product.id, product.skus[0])).statusCode).toBe(201);
    expect((await add(asha, product.id, product.skus[1])).statusCode).toBe(201);
    const again = await add(asha, product.id, product.skus[1]);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.productAlreadyInCart);
    expect((await cartOf(asha)).map((line) => line.product_sku)).toEqual(product.skus);
  });

  it('makes one line when the same add arrives twice at once', async () => {
    const asha = await customer();
    const product = await simpleProduct();
    const results = await Promise.all([
      add(asha, product.id, product.sku),
      add(asha, product.id, product.sku),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await cartOf(asha)).toHaveLength(1);
  });

  it('caps a merged guest quantity at the stock', async () => {
    const asha = await customer();
    const product = await variableProduct();
    expect((await add(asha, product.id, product.skus[0], { quantity: 7 })).statusCode).toBe(201);
    expect((await cartOf(asha))[0]!.quantity).toBe(3);
  });

  it(`refuses a quantity above ${MAX_UNITS_PER_LINE} units of one product`, async () => {
    const asha = await customer();
    const product = await simpleProduct({ stock: 100 });
    const res = await add(asha, product.id, product.sku, { quantity: MAX_UNITS_PER_LINE + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: ORDER_MSG.maxUnitsPerLine,
      fields: { quantity: ORDER_MSG.maxUnitsPerLine },
    });
    expect(await cartOf(asha)).toEqual([]);
    expect((await add(asha, product.id, product.sku, { quantity: MAX_UNITS_PER_LINE })).statusCode).toBe(201);
    expect((await cartOf(asha))[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
  });

  it('refuses unknown, inactive and out-of-stock products and unknown SKUs', async () => {
    const asha = await customer();
    const unknown = await add(asha, randomUUID(), 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(MSG.productNotFound);

    const inactive = await simpleProduct({ status: 'Inactive' });
    const inactiveRes = await add(asha, inactive.id, inactive.sku);
    expect(inactiveRes.statusCode).toBe(404);
    expect(inactiveRes.json().msg).toBe(MSG.productNotFound);

    const simple = await simpleProduct();
    const wrongSku = await add(asha, simple.id, 'OTHER-SKU');
    expect(wrongSku.statusCode).toBe(404);

    const variable = await variableProduct();
    const noVariation = await add(asha, variable.id, variable.input.sku);
    expect(noVariation.statusCode).toBe(404);
    expect(noVariation.json().msg).toBe(MSG.cartVariationUnavailable);

    const soldOut = await simpleProduct({ stock: 0 });
    const soldOutRes = await add(asha, soldOut.id, soldOut.sku);
    expect(soldOutRes.statusCode).toBe(409);
    expect(soldOutRes.json().msg).toBe(MSG.cartOutOfStock);

    const soldOutVariation = variableProductInput();
    const [vid] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [soldOutVariation]);
    const soldOutVariationRes = await add(asha, vid!, soldOutVariation.variations![1]!.sku);
    expect(soldOutVariationRes.statusCode).toBe(409);
    expect(soldOutVariationRes.json().msg).toBe(MSG.cartOutOfStock);

    expect(await cartOf(asha)).toEqual([]);
  });

  it('answers 400 for a product id that is not a uuid and for a missing SKU', async () => {
    const asha = await customer();
    const res = await add(asha, 'not-a-uuid', 'SKU');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.product_id).toBe('Product id is not valid');
    const noSku = await call('POST', '/cart', asha, {
      ...lineBody(asha, randomUUID(), 'x'),
      product_sku: '',
    });
    expect(noSku.statusCode).toBe(400);
    const zero = await add(asha, randomUUID(), 'x', { quantity: 0 });
    expect(zero.statusCode).toBe(400);
  });

  it('needs a token, the token user in user_id and the served shop in main_id', async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    expect((await call('POST', '/cart', null, lineBody(asha, product.id, product.sku))).statusCode).toBe(401);

    const forRavi = await call('POST', '/cart', asha, lineBody(ravi, product.id, product.sku));
    expect(forRavi.statusCode).toBe(403);

    const otherShop = await add(asha, product.id, product.sku, { main_id: 'another-shop' });
    expect(otherShop.statusCode).toBe(404);
    expect(otherShop.json().msg).toBe(MSG.shopNotFound);

    expect(await cartOf(asha)).toEqual([]);
    expect(await cartOf(ravi)).toEqual([]);
  });
});

describe('GET /cart/{userId}', () => {
  it('lists oldest first and refuses another customer', async () => {
    const asha = await customer();
    const ravi = await customer();
    const first = await simpleProduct();
    const second = await simpleProduct();
    await add(asha, first.id, first.sku);
    await add(asha, second.id, second.sku);
    expect((await cartOf(asha)).map((line) => line.product_id)).toEqual([first.id, second.id]);

    const other = await call('GET', `/cart/${asha.userId}`, ravi);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(MSG.forbidden);
    expect((await call('GET', `/cart/${asha.userId}`, null)).statusCode).toBe(401);
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
    await add(asha, product.id, product.skus[0]);
    const [line] = await cartOf(asha);

    const up = await step(asha, line!, 'increase');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ isError: false, cart: { id: line!.id, quantity: 2 } });
    expect((await step(asha, line!, 'increase')).json().cart.quantity).toBe(3);

    const over = await step(asha, line!, 'increase');
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(MSG.cartOnlyInStock(3));

    expect((await step(asha, line!, 'decrease')).json().cart.quantity).toBe(2);
    expect((await step(asha, line!, 'decrease')).json().cart.quantity).toBe(1);
    const under = await step(asha, line!, 'decrease');
    expect(under.statusCode).toBe(409);
    expect(under.json().msg).toBe(MSG.quantityBelowOne);
    expect((await cartOf(asha))[0]!.quantity).toBe(1);
  });

  it('never passes the stock when clicks arrive together', async () => {
    const asha = await customer();
    const product = await variableProduct();
    await add(asha, product.id, product.skus[0]);
    const [line] = await cartOf(asha);
    const results = await Promise.all(Array.from({ length: 6 }, () => step(asha, line!, 'increase')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await cartOf(asha))[0]!.quantity).toBe(3);
  });

  it(`stops at ${MAX_UNITS_PER_LINE} units of one product, with plenty in stock`, async () => {
    const asha = await customer();
    const product = await simpleProduct({ stock: 100 });
    await add(asha, product.id, product.sku, { quantity: MAX_UNITS_PER_LINE - 1 });
    const [line] = await cartOf(asha);
    expect((await step(asha, line!, 'increase')).json().cart.quantity).toBe(MAX_UNITS_PER_LINE);
    const over = await step(asha, line!, 'increase');
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(ORDER_MSG.maxUnitsPerLine);
    expect((await cartOf(asha))[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
  });

  it('refuses to increase a line that cannot be ordered', async () => {
    const asha = await customer();
    const product = await simpleProduct();
    await add(asha, product.id, product.sku);
    const [line] = await cartOf(asha);
    await ctx.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, product.id));
    const res = await step(asha, line!, 'increase');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.cartProductUnavailable);
  });

  it("answers 404 for another customer's line and changes nothing", async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    await add(asha, product.id, product.sku);
    const [line] = await cartOf(asha);

    for (const action of ['increase', 'decrease']) {
      const res = await step(ravi, line!, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(MSG.cartLineNotFound);
    }
    const wrongSku = await step(asha, line!, 'increase', { product_sku: 'OTHER' });
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

    const again = await call('DELETE', `/cart/${encodeURIComponent(product.sku)}`, asha);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(MSG.cartLineNotFound);
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
    const asha = await customer();
    const ravi = await customer();
    const a = await simpleProduct();
    const b = await simpleProduct();
    await add(asha, a.id, a.sku);
    await add(asha, b.id, b.sku);
    await add(ravi, a.id, a.sku);

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
