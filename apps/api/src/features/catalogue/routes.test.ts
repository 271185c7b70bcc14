import {
  ALL_PRODUCTS_PAGE_SIZE,
  apiErrorSchema,
  categoriesResponseSchema,
  MSG,
  marqueesResponseSchema,
  newArrivalsResponseSchema,
  offersResponseSchema,
  productCardListResponseSchema,
  productResponseSchema,
  slidersResponseSchema,
} from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { stockChanged } from '../../lib/response-cache';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { appForFile, withApp } from '../../test/before-all';
import {
  insertCategory,
  insertMarquee,
  insertNewArrivalGroup,
  insertOffer,
  insertProduct,
  insertSlider,
  productInput,
  variableProductInput,
} from '../../test/fixtures';
import { insertProducts } from './product-writer';

const SHOP = TEST_SHOP_ID;

describe('catalogue calls', () => {
  const ctx = appForFile(createTestApp);
  const ids: Record<string, string> = {};

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    const { db } = ctx;
    ids.rose = await insertProduct(db, SHOP, {
      title: 'Rose Attar',
      originalPricePaise: 45_050,
      discountPricePaise: 39_999,
      rank: 2,
      categories: ['Perfume', 'Floral'],
    });
    ids.oud = await insertProduct(db, SHOP, { title: 'Oud Royale', rank: 1 });
    ids.hidden = await insertProduct(db, SHOP, { title: 'Hidden Musk', status: 'Inactive', rank: 0 });
    ids.draft = await insertProduct(db, SHOP, { title: 'Draft Amber', status: 'Draft', rank: 0 });
    ids.variable = (
      await insertProducts(db, SHOP, [variableProductInput({ title: 'Sandal Duo', rank: 3 })])
    )[0]!;
    ids.otherShop = await insertProduct(db, 'other-shop', { title: 'Other Shop Rose' });
    ids.grouped = await insertProduct(db, SHOP, {
      title: 'Gift Box',
      productType: 'Grouped Product',
      rank: 4,
      groupedItems: [
        { product_id: ids.rose!, title: 'Rose Attar', image: '/r.webp' },
        { product_id: ids.hidden!, title: 'Hidden Musk', image: '/h.webp' },
        { product_id: null, title: 'Gift card', image: '/g.webp' },
        { product_id: 'not-a-uuid', title: 'Odd link', image: '/o.webp' },
        { product_id: ids.otherShop!, title: 'Other Shop Rose', image: '/s.webp' },
      ],
    });

    await insertNewArrivalGroup(db, SHOP, {
      categoryName: 'Second',
      position: 2,
      productIds: [ids.oud!, ids.rose!],
    });
    await insertNewArrivalGroup(db, SHOP, {
      categoryName: 'First',
      description: 'Fresh in',
      position: 1,
      productIds: [ids.rose!, ids.hidden!, ids.draft!, ids.otherShop!, 'garbage', ids.variable!],
    });
    await insertNewArrivalGroup(db, 'other-shop', { categoryName: 'Elsewhere', productIds: [] });

    await insertCategory(db, SHOP, { name: 'Woody', position: 3 });
    await insertCategory(db, SHOP, { name: 'Floral', position: 1, icon: '/icons/floral.svg' });
    await insertCategory(db, SHOP, { name: 'Retired', position: 0, status: 'Inactive' });
    await insertCategory(db, 'other-shop', { name: 'Elsewhere', position: 0 });

    await insertSlider(db, SHOP, { sliderName: 'Linked', position: 1, productId: ids.rose! });
    await insertSlider(db, SHOP, { sliderName: 'Linked to inactive', position: 2, productId: ids.hidden! });
    await insertSlider(db, SHOP, {
      sliderName: 'Plain',
      position: 3,
      pricePaise: null,
      cutOffPricePaise: null,
    });
    await insertSlider(db, SHOP, { sliderName: 'Switched off', position: 0, status: 'Inactive' });

    await insertOffer(db, SHOP, { title: 'B', position: 2, link: '/product' });
    await insertOffer(db, SHOP, { title: 'A', position: 1 });
    await insertOffer(db, SHOP, { title: 'Off', position: 0, status: 'Inactive' });

    await insertMarquee(db, SHOP, 'Second heading', 2);
    await insertMarquee(db, SHOP, 'First heading', 1);
    await insertMarquee(db, 'other-shop', 'Elsewhere', 0);
  });

  describe('unknown shop ids', () => {
    it.each([
      '/newarrival/all/nope',
      '/grouped-product/search-all-products/nope',
      '/offer/all/nope',
      '/category/getdata/category/nope',
      '/slider/all/nope',
      '/marquee/all/nope',
      '/offer/all/other-shop',
    ])('GET %s is a JSON 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ msg: MSG.shopNotFound, code: 'NOT_FOUND' });
    });
  });

  describe('GET /newarrival/all/{shopId}', () => {
    it('lists groups in position order with only Active products, in the group order', async () => {
      const res = await get(`/newarrival/all/${SHOP}`);
      expect(res.statusCode).toBe(200);
      const body = newArrivalsResponseSchema.parse(res.json());
      expect(body.isError).toBe(false);
      expect(body.data.map((group) => group.category_name)).toEqual(['First', 'Second']);
      expect(body.data[0]!.description).toBe('Fresh in');
      expect(body.data[0]!.product.map((p) => p.product_id)).toEqual([ids.rose, ids.variable]);
      expect(body.data[1]!.product.map((p) => p.product_id)).toEqual([ids.oud, ids.rose]);
    });

    it('maps cards to the spec field names with prices in rupees', async () => {
      const body = newArrivalsResponseSchema.parse((await get(`/newarrival/all/${SHOP}`)).json());
      const rose = body.data[0]!.product[0]!;
      expect(rose).toMatchObject({
        title: 'Rose Attar',
        originalPrice: 450.5,
        discountPrice: 399.99,
        price: 399.99,
        product_type: 'Simple',
        status: 'Active',
        category: ['Perfume', 'Floral'],
        stock: 10,
        totalStock: 10,
        delivery_days: 5,
      });
      expect(new Date(rose.createdAt).toISOString()).toBe(rose.createdAt);
      const variable = body.data[0]!.product[1]!;
      // The lowest variation sale-or-regular price: 250 (sale of the 50 ml one); the card's
      // MRP is that variation's regular price, not the product's own MRP.
      expect(variable).toMatchObject({
        product_type: 'Variable Product',
        price: 250,
        priceMrp: 300,
        totalStock: 3,
      });
      expect(rose.priceMrp).toBe(450.5);
    });
  });

  describe('GET /grouped-product/single/{productId}', () => {
    it('answers the full product with variations in position order', async () => {
      const res = await get(`/grouped-product/single/${ids.variable}`);
      expect(res.statusCode).toBe(200);
      const { data } = productResponseSchema.parse(res.json());
      expect(data.product_id).toBe(ids.variable);
      expect(data).toMatchObject({ price: 250, priceMrp: 300 });
      expect(data.variation.map((v) => v.attributes.Size)).toEqual(['50 ml', '100 ml']);
      expect(data.variation[0]).toMatchObject({ price: 300, salePrice: 250, stock: 3 });
      expect(data.variation[1]).toMatchObject({ price: 550, salePrice: null, stock: 0 });
      expect(data.attribute[0]!.slug).toBe('size');
      expect(data.gallery.length).toBeGreaterThan(0);
    });

    it('lists grouped items without a link or linked to an Active product of this shop', async () => {
      const { data } = productResponseSchema.parse(
        (await get(`/grouped-product/single/${ids.grouped}`)).json(),
      );
      expect(data.grouped_product).toEqual([
        { product_id: ids.rose, title: 'Rose Attar', image: '/r.webp' },
        { product_id: null, title: 'Gift card', image: '/g.webp' },
      ]);
    });

    it('answers 400 with a message for a malformed id', async () => {
      for (const bad of ['abc', '1234', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
        const res = await get(`/grouped-product/single/${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.fields?.productId).toBe('Product id is not valid');
      }
    });

    it('answers 404 for unknown, inactive, draft and other-shop products', async () => {
      for (const id of [
        '00000000-0000-0000-0000-000000000000',
        'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
        ids.hidden,
        ids.draft,
        ids.otherShop,
      ]) {
        const res = await get(`/grouped-product/single/${id}`);
        expect(res.statusCode).toBe(404);
        expect(apiErrorSchema.parse(res.json()).msg).toBe(MSG.productNotFound);
      }
    });
  });

  describe('GET /grouped-product/search-all-products/{shopId}', () => {
    it('lists only Active products of the shop, best-selling order', async () => {
      const res = await get(`/grouped-product/search-all-products/${SHOP}`);
      expect(res.statusCode).toBe(200);
      const { data } = productCardListResponseSchema.parse(res.json());
      expect(data.map((p) => p.product_id)).toEqual([ids.oud, ids.rose, ids.variable, ids.grouped]);
    });

    it('pages with page and pageSize and refuses a page size over the cap', async () => {
      const page2 = productCardListResponseSchema.parse(
        (await get(`/grouped-product/search-all-products/${SHOP}?page=2&pageSize=3`)).json(),
      );
      expect(page2.data.map((p) => p.product_id)).toEqual([ids.grouped]);
      const tooBig = await get(
        `/grouped-product/search-all-products/${SHOP}?pageSize=${ALL_PRODUCTS_PAGE_SIZE + 1}`,
      );
      expect(tooBig.statusCode).toBe(400);
      expect(apiErrorSchema.parse(tooBig.json()).fields?.pageSize).toBe(
        `Page size is at most ${ALL_PRODUCTS_PAGE_SIZE}`,
      );
      const zero = await get(`/grouped-product/search-all-products/${SHOP}?page=0`);
      expect(apiErrorSchema.parse(zero.json()).fields?.page).toBe('Page starts at 1');
    });

    it('returns at most the default page size when not asked for a page', async () => {
      await withApp(createTestApp(), async (big) => {
        await insertProducts(
          big.db,
          SHOP,
          Array.from({ length: ALL_PRODUCTS_PAGE_SIZE + 5 }, (_, i) => productInput({ title: `Bulk ${i}` })),
        );
        const res = await big.app.inject({
          method: 'GET',
          url: `/api/grouped-product/search-all-products/${SHOP}`,
        });
        expect(productCardListResponseSchema.parse(res.json()).data).toHaveLength(ALL_PRODUCTS_PAGE_SIZE);
      });
    });
  });

  describe('GET /category/getdata/category/{shopId}', () => {
    it('lists active categories by position ascending', async () => {
      const { data } = categoriesResponseSchema.parse(
        (await get(`/category/getdata/category/${SHOP}`)).json(),
      );
      expect(data.map((c) => c.category)).toEqual(['Floral', 'Woody']);
      expect(data[0]).toMatchObject({
        name: 'Floral',
        category_name: 'Floral',
        icon: '/icons/floral.svg',
        status: 'Active',
        position: 1,
      });
    });
  });

  describe('GET /slider/all/{shopId}', () => {
    it('lists active sliders and links a product only while it is Active', async () => {
      const { data } = slidersResponseSchema.parse((await get(`/slider/all/${SHOP}`)).json());
      expect(data.map((s) => s.slider_name)).toEqual(['Linked', 'Linked to inactive', 'Plain']);
      expect(data[0]).toMatchObject({
        offer_name: 'Festive offer',
        price: 1299,
        cutOffPrice: 1599,
        background_image: '/images/slider-bg.webp',
        product: { product_id: ids.rose, title: 'Rose Attar' },
      });
      expect(data[1]!.product).toBeNull();
      expect(data[2]).toMatchObject({ price: null, cutOffPrice: null, product: null });
    });
  });

  describe('GET /offer/all/{shopId} and /marquee/all/{shopId}', () => {
    it('lists active offers in position order', async () => {
      const { data } = offersResponseSchema.parse((await get(`/offer/all/${SHOP}`)).json());
      expect(data.map((o) => [o.title, o.link])).toEqual([
        ['A', null],
        ['B', '/product'],
      ]);
    });

    it('lists the shop headings in position order', async () => {
      const { data } = marqueesResponseSchema.parse((await get(`/marquee/all/${SHOP}`)).json());
      expect(data.map((m) => m.heading)).toEqual(['First heading', 'Second heading']);
    });
  });

  describe('inactive products', () => {
    it('appear in no catalogue answer', async () => {
      const urls = [
        `/newarrival/all/${SHOP}`,
        `/grouped-product/search-all-products/${SHOP}`,
        `/slider/all/${SHOP}`,
        `/grouped-product/single/${ids.grouped}`,
        '/products?pageSize=48',
        '/products/suggest?q=musk',
        '/products/suggest?q=amber',
        '/products?search=musk',
      ];
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(ids.hidden);
        expect(res.body, url).not.toContain(ids.draft);
        expect(res.body, url).not.toContain('Hidden Musk"');
        expect(res.body, url).not.toContain('Draft Amber');
      }
    });
  });

  describe('HTTP caching', () => {
    it('a sale refreshes the answers naming the products sold and keeps the others', async () => {
      const stockOf = async (id: string) =>
        productResponseSchema.parse((await get(`/grouped-product/single/${id}`)).json()).data.totalStock;
      const listed = async () =>
        productCardListResponseSchema
          .parse((await get(`/grouped-product/search-all-products/${SHOP}`)).json())
          .data.map((card) => card.product_id);
      const [roseBefore, oudBefore, listBefore] = [
        await stockOf(ids.rose!),
        await stockOf(ids.oud!),
        await listed(),
      ];
      await ctx.db
        .update(products)
        .set({ totalStock: roseBefore - 1 })
        .where(eq(products.id, ids.rose!));
      await ctx.db
        .update(products)
        .set({ totalStock: oudBefore - 1 })
        .where(eq(products.id, ids.oud!));
      stockChanged(ctx.db, [ids.rose!]);
      expect(await stockOf(ids.rose!)).toBe(roseBefore - 1);
      // the oud's cached answer stays until its own stock is announced
      expect(await stockOf(ids.oud!)).toBe(oudBefore);
      expect(await listed()).toEqual(listBefore);
      stockChanged(ctx.db, [ids.oud!]);
      expect(await stockOf(ids.oud!)).toBe(oudBefore - 1);
    });

    it('sends Cache-Control and a weak ETag, and 304 when the client has it', async () => {
      const first = await get(`/category/getdata/category/${SHOP}`);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(`/category/getdata/category/${SHOP}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const strong = await get(`/category/getdata/category/${SHOP}`, { 'if-none-match': etag.slice(2) });
      expect(strong.statusCode).toBe(304);
      const other = await get(`/category/getdata/category/${SHOP}`, { 'if-none-match': 'W/"other"' });
      expect(other.statusCode).toBe(200);
    });

    it('keeps the same ETag for compressed answers', async () => {
      const plain = await get(`/grouped-product/search-all-products/${SHOP}`);
      const gzipped = await get(`/grouped-product/search-all-products/${SHOP}`, {
        'accept-encoding': 'gzip',
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      const notModified = await get(`/grouped-product/search-all-products/${SHOP}`, {
        'accept-encoding': 'gzip',
        'if-none-match': String(plain.headers.etag),
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
    });

    it('does not cache errors', async () => {
      const res = await get('/grouped-product/single/abc');
      expect(res.headers['cache-control']).toBeUndefined();
    });
  });
});
