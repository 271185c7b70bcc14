import { apiErrorSchema, type ProductCard, productPageSchema } from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../lib/response-cache';
import { expectNotModified } from '../../test/answers';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { insertProduct, variableProductInput } from '../../test/fixtures';
import { insertProducts } from './product-writer';

const SHOP = TEST_SHOP_ID;
const day = (n: number) => new Date(Date.UTC(2024, 0, n));

describe('GET /api/products', () => {
  const ctx = appForFile(createTestApp);
  const ids: Record<string, string> = {};

  async function query(qs: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products${qs ? `?${qs}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return productPageSchema.parse(res.json());
  }
  const titles = (items: ProductCard[]) => items.map((item) => item.title);
  /** The titles of the page `qs` asks for, in order. */
  const titlesOf = async (qs: string) => titles((await query(qs)).items);
  /** How many products match `qs` over all pages. */
  const totalOf = async (qs: string) => (await query(qs)).total;
  async function badRequest(qs: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${qs}` });
    expect(res.statusCode, qs).toBe(400);
    return apiErrorSchema.parse(res.json());
  }

  beforeAll(async () => {
    const { db } = ctx;
    ids.amberNight = await insertProduct(db, SHOP, {
      title: 'Amber Night',
      originalPricePaise: 15_000,
      categories: ['Perfume', 'Woody'],
      rank: 3,
      createdAt: day(1),
    });
    ids.amberDay = await insertProduct(db, SHOP, {
      title: 'Amber Day',
      originalPricePaise: 15_000,
      categories: ['Woody'],
      rank: 3,
      createdAt: day(1),
    });
    // On sale at exactly 200: inside both the 0-200 and the 200-400 band.
    ids.roseGarden = await insertProduct(db, SHOP, {
      title: 'Rose Garden',
      originalPricePaise: 25_000,
      discountPricePaise: 20_000,
      categories: ['Floral'],
      rank: 1,
      createdAt: day(3),
    });
    const [velvetRose] = await insertProducts(db, SHOP, [
      variableProductInput({
        title: 'Velvet Rose',
        originalPricePaise: 90_000,
        categories: ['perfume'],
        rank: 2,
        createdAt: day(2),
        variations: [
          {
            sku: 'VR-1',
            pricePaise: 42_000,
            salePricePaise: 38_000,
            stock: 2,
            imageUrl: '/v1.webp',
            attributes: {},
          },
          { sku: 'VR-2', pricePaise: 45_000, stock: 1, imageUrl: '/v2.webp', attributes: {} },
        ],
      }),
    ]);
    ids.velvetRose = velvetRose!;
    ids.oud = await insertProduct(db, SHOP, {
      title: 'Oud Royale Box',
      productType: 'Grouped Product',
      originalPricePaise: 600_000,
      categories: ['Luxury'],
      rank: 0,
      createdAt: day(5),
    });
    ids.mystic = await insertProduct(db, SHOP, {
      title: 'Mystic ROSE 50%_off',
      originalPricePaise: 700_000,
      categories: ['PERFUME'],
      rank: 5,
      createdAt: day(4),
    });
    ids.hidden = await insertProduct(db, SHOP, {
      title: 'Rose Hidden',
      originalPricePaise: 10_000,
      categories: ['Perfume', 'Floral', 'Luxury'],
      status: 'Inactive',
      rank: 0,
      createdAt: day(9),
    });
    await insertProduct(db, 'other-shop', { title: 'Rose Elsewhere', categories: ['Perfume'] });
  });

  it('lists Active products best-selling first (rank, then created order, then id), 9 per page', async () => {
    const page = await query('');
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 9 });
    const amberTie = [ids.amberNight, ids.amberDay].sort();
    expect(page.items.map((item) => item.product_id)).toEqual([
      ids.oud,
      ids.roseGarden,
      ids.velvetRose,
      ...amberTie,
      ids.mystic,
    ]);
    expect(page.items.every((item) => item.status === 'Active')).toBe(true);
  });

  describe('filters', () => {
    it('search matches the title case-insensitively', async () => {
      expect(await titlesOf('search=rose')).toEqual(['Rose Garden', 'Velvet Rose', 'Mystic ROSE 50%_off']);
      expect(await totalOf('search=ROSE')).toBe(3);
      expect(await totalOf('search=%20%20amber%20')).toBe(2);
    });

    it('search takes % and _ literally', async () => {
      expect(await titlesOf('search=50%25')).toEqual(['Mystic ROSE 50%_off']);
      expect(await titlesOf('search=%25_')).toEqual(['Mystic ROSE 50%_off']);
      expect(await totalOf('search=_')).toBe(1);
    });

    it('category matches the category list case-insensitively, repeated or comma-separated', async () => {
      expect(await titlesOf('category=perfume')).toEqual([
        'Velvet Rose',
        'Amber Night',
        'Mystic ROSE 50%_off',
      ]);
      expect(await totalOf('category=FLORAL,luxury')).toBe(2);
      expect(await totalOf('category=Floral&category=Luxury')).toBe(2);
      expect(await totalOf('category=Woody&category=Perfume')).toBe(4);
      expect(await totalOf('category=Nope')).toBe(0);
    });

    it('price bands are inclusive and combine as any-of', async () => {
      expect(await titlesOf('price=0-200&sort=price-asc')).toEqual([
        ...(ids.amberNight! < ids.amberDay! ? ['Amber Night', 'Amber Day'] : ['Amber Day', 'Amber Night']),
        'Rose Garden',
      ]);
      expect(await titlesOf('price=200-400&sort=price-asc')).toEqual(['Rose Garden', 'Velvet Rose']);
      expect(await titlesOf('price=400-6000')).toEqual(['Oud Royale Box']);
      expect(await totalOf('price=0-200,400-6000')).toBe(4);
    });

    it('type filters by product type', async () => {
      expect(await titlesOf('type=Variable%20Product')).toEqual(['Velvet Rose']);
      expect(await totalOf('type=Simple&type=Grouped%20Product')).toBe(5);
    });

    it('combines filters', async () => {
      const page = await query('search=rose&category=perfume&price=200-400&type=Variable%20Product');
      expect(titles(page.items)).toEqual(['Velvet Rose']);
      expect(await titlesOf('search=rose&category=Perfume,Floral&sort=price-desc')).toEqual([
        'Mystic ROSE 50%_off',
        'Velvet Rose',
        'Rose Garden',
      ]);
    });
  });

  describe('sorts', () => {
    it('price-asc and price-desc sort by the listing price, ties by id', async () => {
      const amberTie = [ids.amberNight, ids.amberDay].sort();
      const asc = await query('sort=price-asc');
      expect(asc.items.map((item) => item.product_id)).toEqual([
        ...amberTie,
        ids.roseGarden,
        ids.velvetRose,
        ids.oud,
        ids.mystic,
      ]);
      expect(asc.items.map((item) => item.price)).toEqual([150, 150, 200, 380, 6000, 7000]);
      const desc = await query('sort=price-desc');
      expect(desc.items.map((item) => item.product_id)).toEqual([
        ids.mystic,
        ids.oud,
        ids.velvetRose,
        ids.roseGarden,
        ...amberTie,
      ]);
    });

    it('newest sorts by createdAt, newest first', async () => {
      const page = await query('sort=newest');
      expect(titles(page.items).slice(0, 4)).toEqual([
        'Oud Royale Box',
        'Mystic ROSE 50%_off',
        'Rose Garden',
        'Velvet Rose',
      ]);
      const dates = page.items.map((item) => item.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });

  describe('paging', () => {
    it('walks every sort in pages without gaps or repeats, with the full total', async () => {
      for (const sort of ['best-selling', 'price-asc', 'price-desc', 'newest']) {
        const all = await query(`sort=${sort}`);
        const seen: string[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const slice = await query(`sort=${sort}&page=${page}&pageSize=2`);
          expect(slice).toMatchObject({ total: 6, page, pageSize: 2 });
          seen.push(...slice.items.map((item) => item.product_id));
        }
        expect(seen).toEqual(all.items.map((item) => item.product_id));
      }
    });

    it('a page past the end is empty but keeps the total', async () => {
      const page = await query('page=5&pageSize=2');
      expect(page).toEqual({ items: [], total: 6, page: 5, pageSize: 2 });
    });

    it('filtered totals count every match, not the page', async () => {
      const page = await query('category=Woody&pageSize=1');
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(2);
    });
  });

  describe('out-of-range values', () => {
    it.each([
      ['page=0', 'page', 'Page starts at 1'],
      ['page=1.5', 'page', 'Page must be a whole number'],
      ['pageSize=0', 'pageSize', 'Page size is at least 1'],
      ['pageSize=49', 'pageSize', 'Page size is at most 48'],
      ['sort=cheapest', 'sort', 'Sort must be one of best-selling, price-asc, price-desc, newest'],
      [`search=${'x'.repeat(101)}`, 'search', 'Search text is at most 100 characters'],
    ])('%s gives 400 with a message for the field', async (qs, field, message) => {
      const body = await badRequest(qs);
      expect(body.fields?.[field]).toBe(message);
    });

    it.each([
      ['price=0-100', 'price', 'Price band must be one of 0-200, 200-400, 400-6000'],
      ['price=0-200,bogus', 'price', 'Price band must be one of 0-200, 200-400, 400-6000'],
      ['type=Bundle', 'type', 'Type must be one of Simple, Variable Product, Grouped Product'],
      [`category=${'c'.repeat(101)}`, 'category', 'A category name is at most 100 characters'],
    ])('%s gives 400 with a message under the list field', async (qs, field, message) => {
      const body = await badRequest(qs);
      expect(body.fields).toEqual({ [field]: message });
      expect(body.msg).toBe(message);
    });

    it('reports every bad field at once', async () => {
      const body = await badRequest('page=0&pageSize=100&sort=x');
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['page', 'pageSize', 'sort']);
    });

    it('refuses more than 20 categories', async () => {
      const many = Array.from({ length: 21 }, (_, i) => `c${i}`).join(',');
      expect((await badRequest(`category=${many}`)).fields?.category).toBe('At most 20 categories');
    });
  });

  it('answers with Cache-Control and an ETag', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?search=rose' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    await expectNotModified(ctx.app, '/api/products?search=rose', res);
  });
});

describe('GET /api/products totals', () => {
  const ctx = appForFile(createTestApp);
  beforeAll(async () => {
    await insertProduct(ctx.db, SHOP, { title: 'Counted Rose' });
  });

  async function total(qs: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return productPageSchema.parse(res.json()).total;
  }

  it('counts a filter once for all its pages, and again after the catalogue changes', async () => {
    expect(await total('search=rose')).toBe(1);
    expect(await total('search=rose&page=2')).toBe(1);
    await insertProduct(ctx.db, SHOP, { title: 'Counted Rose Two' });
    catalogueChanged(ctx.db);
    // A URL no answer is cached for: the total is counted again, not kept from before.
    expect(await total('search=rose&page=3')).toBe(2);
    expect(await total('search=rose&sort=newest')).toBe(2);
  });
});

describe('GET /api/products: a search matching most of the shop', () => {
  const ctx = appForFile(createTestApp);
  type Listed = { id: string; title: string; rank: number; pricePaise: number; createdAt: Date };
  const matching: Listed[] = [];

  beforeAll(async () => {
    for (let n = 1; n <= 11; n++) {
      const product = {
        title: `Attar 10%_off No. ${n}`,
        rank: n % 4,
        pricePaise: 10_000 + ((n * 7) % 11) * 1_000,
        createdAt: day(n),
      };
      const id = await insertProduct(ctx.db, SHOP, {
        title: product.title,
        rank: product.rank,
        originalPricePaise: product.pricePaise,
        createdAt: product.createdAt,
      });
      matching.push({ id, ...product });
    }
    // Would match if % or _ were wildcards.
    await insertProduct(ctx.db, SHOP, { title: 'Attar 10 off', rank: 0 });
    await insertProduct(ctx.db, SHOP, { title: 'Attar 100 Xoff', rank: 0 });
  });

  const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const orders: Record<string, (a: Listed, b: Listed) => number> = {
    'best-selling': (a, b) => a.rank - b.rank || a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b),
    'price-asc': (a, b) => a.pricePaise - b.pricePaise || byId(a, b),
    'price-desc': (a, b) => b.pricePaise - a.pricePaise || byId(a, b),
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b),
  };

  async function page(qs: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return productPageSchema.parse(res.json());
  }

  // 11 of 13 match: once the total is counted, the first page is read in the listing's
  // order (the `common` statement) instead of matched by trigram and sorted.
  it.each(Object.keys(orders))(
    'gives the same first page, sorted %s, before and after its total is known',
    async (sort) => {
      catalogueChanged(ctx.db);
      const counting = await page(`search=10%25_&sort=${sort}`);
      const known = await page(`search=10%25_&sort=${sort}&_=known`);
      const expected = [...matching]
        .sort(orders[sort])
        .slice(0, 9)
        .map((product) => product.id);
      expect(counting.items.map((item) => item.product_id)).toEqual(expected);
      expect(known).toEqual(counting);
      expect(known.total).toBe(11);
    },
  );
});
