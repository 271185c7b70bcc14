/**
 * The calls the cart's route tests make, against `ctx` (read when called, so a file's lazily
 * opened app works): products to put in a cart, the body the web app sends, and the cart read back.
 */
import type { ServerCartLine } from '@storefront/shared';
import { expect } from 'vitest';
import { productInput, variableProductInput } from '../../test/fixtures';
import { type AuthTestCtx, createTestCustomer, type TestCustomer } from '../auth/testing';
import { insertProducts } from '../catalogue/product-writer';

export function cartCalls(ctx: AuthTestCtx) {
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

  /** Adds the product to `who`'s cart and answers the line the cart then shows for `sku`. */
  async function addLine(who: TestCustomer, productId: string, sku: string, extra: object = {}) {
    await add(who, productId, sku, extra);
    const line = (await cartOf(who)).find((row) => row.product_sku === sku);
    expect(line, `no cart line for ${sku}`).toBeDefined();
    return line!;
  }

  /** A new customer with one unit each of `count` new simple products in the cart, oldest first. */
  async function customerWithCart(count: number) {
    const who = await customer();
    const items = [];
    for (let i = 0; i < count; i += 1) {
      const item = await simpleProduct();
      await add(who, item.id, item.sku);
      items.push(item);
    }
    return { who, items };
  }

  return { call, customer, simpleProduct, variableProduct, lineBody, add, cartOf, addLine, customerWithCart };
}
