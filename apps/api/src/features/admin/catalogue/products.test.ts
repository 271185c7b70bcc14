import { type AdminProductForm, CATALOGUE_ADMIN_MSG } from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, stockMovements } from '../../../db/schema';
import { expectError, fieldErrors } from '../../../test/answers';
import { insertCategory, insertProduct } from '../../../test/fixtures';
import { consoleTestApp } from '../console-test-app';

const { ctx, owner, admin } = consoleTestApp({
  prepare: async (opened) => {
    await insertCategory(opened.db, opened.config.SHOP_ID, { name: 'Perfume' });
    await insertCategory(opened.db, opened.config.SHOP_ID, { name: 'Gemstones' });
  },
});
let run = 0;

const storefront = async (productId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/grouped-product/single/${productId}` })).json();

const simpleForm = (overrides: Partial<AdminProductForm> = {}): AdminProductForm => {
  run += 1;
  return {
    productType: 'Simple',
    title: `Rose attar ${run}`,
    sku: `ROSE-${run}-${Date.now()}`,
    categories: ['perfume'],
    images: ['/media/rose.webp', '/media/rose-box.webp'],
    price: 899,
    salePrice: 799,
    stock: 12,
    shortDescription: 'A rose attar',
    keyFeatures: ['Alcohol free'],
    specifications: [{ label: 'Volume', value: '12 ml' }],
    hsnCode: '3303',
    gstRate: 18,
    ...overrides,
  };
};

const variableForm = (overrides: Partial<AdminProductForm> = {}): AdminProductForm => {
  const base = simpleForm({ productType: 'Variable Product', price: undefined, salePrice: null });
  return {
    ...base,
    attributes: [{ name: 'Size', terms: ['50 ml', '100 ml'] }],
    variations: [
      { sku: `${base.sku}-50`, price: 500, salePrice: 450, stock: 4, attributes: { Size: '50 ml' } },
      {
        sku: `${base.sku}-100`,
        price: 900,
        stock: 2,
        image: '/media/big.webp',
        attributes: { Size: '100 ml' },
      },
    ],
    ...overrides,
  };
};

async function created(form: AdminProductForm) {
  const res = await admin('POST', '/products', form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as { id: string; sku: string; variations: { sku: string; stock: number }[] };
}

describe('products in the console', () => {
  it('creates a simple product the storefront shows, with its opening stock in the history', async () => {
    const res = await admin('POST', '/products', simpleForm());
    expect(res.statusCode).toBe(201);
    const { message, product } = res.json();
    expect(message).toBe(CATALOGUE_ADMIN_MSG.productCreated);
    // the category is stored under its saved name, whatever case the form sent
    expect(product).toMatchObject({
      price: 899,
      salePrice: 799,
      stock: 12,
      totalStock: 12,
      categories: ['Perfume'],
    });

    const shown = await storefront(product.id);
    expect(shown.data).toMatchObject({ title: product.title, originalPrice: 899, discountPrice: 799 });

    const history = (await admin('GET', `/products/${product.id}/stock-history`)).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        sku: product.sku,
        delta: 12,
        reason: 'manual',
        note: 'Opening stock',
        staffEmail: owner.email,
      }),
    ]);
  });

  it('refuses an empty form with a message per field', async () => {
    const res = await admin('POST', '/products', {
      productType: 'Simple',
      title: ' ',
      images: [],
      categories: [],
    });
    expect(fieldErrors(res)).toMatchObject({
      title: CATALOGUE_ADMIN_MSG.enterTitle,
      sku: CATALOGUE_ADMIN_MSG.enterSku,
      images: CATALOGUE_ADMIN_MSG.addImage,
      categories: CATALOGUE_ADMIN_MSG.chooseCategory,
    });
    const badSale = await admin('POST', '/products', simpleForm({ salePrice: 900 }));
    expect(badSale.json().fields).toEqual({ salePrice: CATALOGUE_ADMIN_MSG.enterSalePrice });
    expect(
      fieldErrors(await admin('POST', '/products', simpleForm({ categories: ['Perfume', 'Nope'] }))),
    ).toEqual({ 'categories.1': CATALOGUE_ADMIN_MSG.unknownCategory });
  });

  it('refuses a SKU another product or variation uses, naming the field', async () => {
    const first = await created(variableForm());
    expect(
      fieldErrors(await admin('POST', '/products', simpleForm({ sku: first.sku.toLowerCase() })), 409),
    ).toEqual({ sku: CATALOGUE_ADMIN_MSG.skuTaken });
    const form = variableForm();
    form.variations![1]!.sku = first.variations[0]!.sku;
    const clash = await admin('POST', '/products', form);
    expect(clash.json().fields).toEqual({ 'variations.1.sku': CATALOGUE_ADMIN_MSG.skuTaken });
  });

  it("refuses a grouped item that names a product the shop does not have, on the item's field", async () => {
    const item = await created(simpleForm());
    const grouped = (productId: string) =>
      simpleForm({
        productType: 'Grouped Product',
        groupedItems: [
          { productId: item.id, title: 'The attar' },
          { productId, title: 'A gift box' },
        ],
      });
    const unknown = await admin('POST', '/products', grouped('00000000-0000-4000-8000-00000000abcd'));
    expect(fieldErrors(unknown, 400)).toEqual({
      'groupedItems.1.productId': CATALOGUE_ADMIN_MSG.unknownProduct,
    });
    const made = await created(grouped(item.id));
    expect((await storefront(made.id)).data).toMatchObject({ product_type: 'Grouped Product' });
  });

  it('checks a variable product: a term of every attribute, no repeated combination', async () => {
    const form = variableForm();
    form.variations![1]!.attributes = { Size: '50 ml' };
    form.variations![0]!.attributes = {};
    expect(fieldErrors(await admin('POST', '/products', form))).toEqual({
      'variations.0.attributes.Size': CATALOGUE_ADMIN_MSG.chooseTerm,
    });
    const twice = variableForm();
    twice.variations![1]!.attributes = { Size: '50 ml' };
    expect((await admin('POST', '/products', twice)).json().fields).toEqual({
      'variations.1.attributes': CATALOGUE_ADMIN_MSG.combinationRepeated,
    });
  });

  it('saves a variable product: new prices show at once, saved stock is kept, a new variation opens with its own', async () => {
    const product = await created(variableForm());
    const before = await storefront(product.id);
    expect(before.data.variation).toHaveLength(2);
    // a variation's page shows its own picture, then all of the product's
    expect(before.data.variation[0].galleryImages).toEqual(['/media/rose.webp', '/media/rose-box.webp']);
    expect(before.data.variation[1].galleryImages).toEqual([
      '/media/big.webp',
      '/media/rose.webp',
      '/media/rose-box.webp',
    ]);

    const { product: form } = (await admin('GET', `/products/${product.id}`)).json();
    form.variations[0].price = 520;
    form.variations[0].stock = 999; // ignored: a save does not set stock
    form.attributes[0].terms.push('200 ml');
    form.variations.push({
      sku: `${product.sku}-200`,
      price: 1500,
      stock: 7,
      attributes: { Size: '200 ml' },
    });
    const res = await admin('PUT', `/products/${product.id}`, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.variations.map((v: { stock: number }) => v.stock)).toEqual([4, 2, 7]);
    expect(res.json().product.totalStock).toBe(13);

    const after = await storefront(product.id);
    expect(after.data.variation.map((v: { price: number }) => v.price)).toEqual([520, 900, 1500]);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.saved')));
    expect(audit?.staffId).toBe(owner.id);
  });

  it('keeps a saved product type', async () => {
    const product = await created(simpleForm());
    expect(
      fieldErrors(await admin('PUT', `/products/${product.id}`, variableForm({ sku: product.sku }))),
    ).toEqual({ productType: CATALOGUE_ADMIN_MSG.typeFixed });
  });

  it('adjusts stock by a relative change with a reason, never below 0', async () => {
    const product = await created(variableForm());
    const sku = product.variations[1]!.sku;
    const added = await admin('POST', `/products/${product.id}/stock`, {
      sku,
      change: 5,
      note: 'Delivery from Kannauj',
    });
    expect(added.json()).toEqual({
      message: CATALOGUE_ADMIN_MSG.stockAdjusted,
      sku,
      stock: 7,
      totalStock: 11,
    });
    expect(
      fieldErrors(await admin('POST', `/products/${product.id}/stock`, { sku, change: -8, note: 'Broken' })),
    ).toEqual({ change: CATALOGUE_ADMIN_MSG.stockBelowZero(7) });
    const unknown = await admin('POST', `/products/${product.id}/stock`, {
      sku: 'NOPE',
      change: 1,
      note: 'x',
    });
    expect(unknown.json().fields).toEqual({ sku: CATALOGUE_ADMIN_MSG.unknownSku });
    const noNote = await admin('POST', `/products/${product.id}/stock`, { sku, change: 0, note: '' });
    expect(noNote.json().fields).toEqual({
      change: CATALOGUE_ADMIN_MSG.enterChange,
      note: CATALOGUE_ADMIN_MSG.enterNote,
    });

    const moves = await ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(moves.map((m) => m.delta).sort((a, b) => a - b)).toEqual([2, 4, 5]);
    const history = (await admin('GET', `/products/${product.id}/stock-history`)).json();
    expect(history.items[0]).toMatchObject({
      sku,
      delta: 5,
      note: 'Delivery from Kannauj',
      staffEmail: owner.email,
    });
  });

  it('duplicates as a draft with free SKUs and no stock', async () => {
    const product = await created(variableForm());
    const res = await admin('POST', `/products/${product.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().product;
    expect(copy).toMatchObject({ status: 'Draft', sku: `${product.sku}-copy`, totalStock: 0 });
    expect(copy.variations.map((v: { sku: string }) => v.sku)).toEqual(
      product.variations.map((v) => `${v.sku}-copy`),
    );
    const second = (await admin('POST', `/products/${product.id}/duplicate`)).json().product;
    expect(second.sku).toBe(`${product.sku}-copy-2`);
  });

  it('deactivating takes a product out of the listing', async () => {
    const product = await created(simpleForm({ title: 'Vanishing musk' }));
    const listed = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/products?search=Vanishing' })).json().items.length;
    expect(await listed()).toBe(1);
    const res = await admin('PATCH', `/products/${product.id}/status`, { status: 'Inactive' });
    expect(res.json().product.status).toBe('Inactive');
    expect(await listed()).toBe(0);
  });

  it('lists with search (variation SKUs too), type and stock filters', async () => {
    const product = await created(variableForm({ title: 'Findable oud' }));
    const bySku = (await admin('GET', `/products?q=${product.variations[0]!.sku}`)).json();
    expect(bySku.items.map((item: { id: string }) => item.id)).toEqual([product.id]);
    expect(bySku.items[0]).toMatchObject({
      productType: 'Variable Product',
      variationCount: 2,
      totalStock: 6,
      // the cheapest variation's sale price, as listings show it
      price: 450,
      salePrice: null,
    });
    const onSale = await created(simpleForm({ title: 'Findable musk', price: 899, salePrice: 799 }));
    const sale = (await admin('GET', `/products?q=${onSale.sku}`)).json();
    expect(sale.items[0]).toMatchObject({ price: 899, salePrice: 799 });
    await insertProduct(ctx.db, ctx.config.SHOP_ID, { title: 'Nearly gone', stock: 2 });
    await insertProduct(ctx.db, ctx.config.SHOP_ID, { title: 'All gone', stock: 0 });
    const low = (await admin('GET', '/products?stock=low&pageSize=100')).json();
    expect(low.lowStockThreshold).toBe(5);
    expect(
      low.items.every((item: { totalStock: number }) => item.totalStock > 0 && item.totalStock <= 5),
    ).toBe(true);
    expect(low.items.map((item: { title: string }) => item.title)).toContain('Nearly gone');
    const out = (await admin('GET', '/products?stock=out&type=Simple')).json();
    expect(out.items.map((item: { title: string }) => item.title)).toEqual(['All gone']);
  });

  it('answers 404 for a product of no one', async () => {
    expectError(
      await admin('GET', '/products/00000000-0000-4000-8000-000000000000'),
      404,
      CATALOGUE_ADMIN_MSG.productNotFound,
    );
  });
});

describe('categories in the console', () => {
  it('adds, refuses a taken name, and a rename follows onto products', async () => {
    const res = await admin('POST', '/categories', { name: 'Rudraksha', position: 3 });
    expect(res.statusCode).toBe(201);
    const category = res.json().category;
    expect(fieldErrors(await admin('POST', '/categories', { name: 'rudraksha' }), 409)).toEqual({
      name: CATALOGUE_ADMIN_MSG.categoryNameTaken,
    });

    const product = await created(simpleForm({ categories: ['Rudraksha', 'Perfume'] }));
    const renamed = await admin('PUT', `/categories/${category.id}`, {
      name: 'Rudraksha beads',
      position: 3,
    });
    expect(renamed.json().category).toMatchObject({ name: 'Rudraksha beads', productCount: 1 });
    const { product: after } = (await admin('GET', `/products/${product.id}`)).json();
    expect(after.categories).toEqual(['Rudraksha beads', 'Perfume']);
    const listing = await ctx.app.inject({ method: 'GET', url: '/api/products?category=rudraksha%20beads' });
    expect(listing.json().items.map((card: { product_id: string }) => card.product_id)).toEqual([product.id]);

    const all = (await admin('GET', '/categories')).json().items;
    expect(all.map((item: { name: string }) => item.name)).toContain('Rudraksha beads');
  });
});
