import { randomUUID } from 'node:crypto';
import { MAX_UNITS_PER_LINE, MSG, ORDER_MSG } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { expectError, expectFieldError } from '../../test/answers';
import { variableProductInput } from '../../test/fixtures';
import { authAppForFile } from '../auth/testing';

import { insertProducts } from '../catalogue/product-writer';
import { cartCalls } from './testing';

const ctx = authAppForFile();
const { call, customer, simpleProduct, variableProduct, lineBody, add, cartOf } = cartCalls(ctx);

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
    expectError(await add(asha, product.id, `${product.sku}-NEW`), 409, MSG.productAlreadyInCart);
    expect(await cartOf(asha)).toHaveLength(1);
  });

  it('allows two variations of one product but not the same variation twice', async () => {
    const asha = await customer();
    const product = await variableProduct();
    expect((await add(asha, product.id, product.skus[0])).statusCode).toBe(201);
    expect((await add(asha, product.id, product.skus[1])).statusCode).toBe(201);
    expectError(await add(asha, product.id, product.skus[1]), 409, MSG.productAlreadyInCart);
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
    expectFieldError(res, 400, 'quantity', ORDER_MSG.maxUnitsPerLine);
    expect(await cartOf(asha)).toEqual([]);
    expect((await add(asha, product.id, product.sku, { quantity: MAX_UNITS_PER_LINE })).statusCode).toBe(201);
    expect((await cartOf(asha))[0]!.quantity).toBe(MAX_UNITS_PER_LINE);
  });

  it('refuses unknown, inactive and out-of-stock products and unknown SKUs', async () => {
    const asha = await customer();
    expectError(await add(asha, randomUUID(), 'NOPE'), 404, MSG.productNotFound);

    const inactive = await simpleProduct({ status: 'Inactive' });
    expectError(await add(asha, inactive.id, inactive.sku), 404, MSG.productNotFound);

    const simple = await simpleProduct();
    const wrongSku = await add(asha, simple.id, 'OTHER-SKU');
    expect(wrongSku.statusCode).toBe(404);

    const variable = await variableProduct();
    expectError(await add(asha, variable.id, variable.input.sku), 404, MSG.cartVariationUnavailable);

    const soldOut = await simpleProduct({ stock: 0 });
    expectError(await add(asha, soldOut.id, soldOut.sku), 409, MSG.cartOutOfStock);

    const soldOutVariation = variableProductInput();
    const [vid] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [soldOutVariation]);
    expectError(await add(asha, vid!, soldOutVariation.variations![1]!.sku), 409, MSG.cartOutOfStock);

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
    // checks without a message of their own are worded plainly, field by field
    const empty = await call('POST', '/cart', asha, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      product_sku: 'This field is required',
      user_id: 'This field is required',
    });
    const fraction = await add(asha, randomUUID(), 'x', { quantity: 1.5 });
    expect(fraction.json().fields.quantity).toBe('Enter a whole number');
  });

  it('needs a token, the token user in user_id and the served shop in main_id', async () => {
    const asha = await customer();
    const ravi = await customer();
    const product = await simpleProduct();
    expect((await call('POST', '/cart', null, lineBody(asha, product.id, product.sku))).statusCode).toBe(401);

    const forRavi = await call('POST', '/cart', asha, lineBody(ravi, product.id, product.sku));
    expect(forRavi.statusCode).toBe(403);

    expectError(await add(asha, product.id, product.sku, { main_id: 'another-shop' }), 404, MSG.shopNotFound);

    expect(await cartOf(asha)).toEqual([]);
    expect(await cartOf(ravi)).toEqual([]);
  });
});
