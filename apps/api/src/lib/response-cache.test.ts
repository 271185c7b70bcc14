import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { createTestApp, TEST_SHOP_ID } from '../test/app';
import { insertCategory, insertProduct } from '../test/fixtures';
import { catalogueChanged, preferredEncoding, ResponseCache, stockChanged } from './response-cache';
import { API_SECURITY_HEADERS, SECURITY_HEADERS, securityHeaders } from './security-headers';

const SHOP = TEST_SHOP_ID;

describe('response cache of the catalogue and shop-data calls', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    for (let i = 0; i < 12; i += 1) {
      await insertProduct(ctx.db, SHOP, {
        title: `Cached attar ${i} with a longer title to pass one kilobyte`,
      });
    }
    await insertCategory(ctx.db, SHOP, { name: 'Woody' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves a repeat from memory: same bytes, same ETag, even when the database changed behind it', async () => {
    const first = await get('/products');
    expect(first.statusCode).toBe(200);
    // A write that bypasses catalogueChanged (as another process would) is not seen within the TTL.
    await ctx.db.update(products).set({ title: 'Renamed behind the cache' }).where(eq(products.shopId, SHOP));
    const second = await get('/products');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    catalogueChanged(ctx.db);
    const third = await get('/products');
    expect(third.json().items[0].title).toBe('Renamed behind the cache');
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('drops its answers when the fixture helpers write', async () => {
    const before = (await get(`/category/getdata/category/${SHOP}`)).json().data;
    await insertCategory(ctx.db, SHOP, { name: 'Floral' });
    const after = (await get(`/category/getdata/category/${SHOP}`)).json().data;
    expect(after.length).toBe(before.length + 1);
    await ctx.db.delete(categories).where(eq(categories.name, 'Floral'));
    catalogueChanged(ctx.db);
  });

  it('answers 304 from the cache and sends compressed bytes made once', async () => {
    const plain = await get('/products');
    const hit = await get('/products', { 'if-none-match': String(plain.headers.etag) });
    expect(hit.statusCode).toBe(304);
    expect(hit.rawPayload.length).toBe(0);
    const gzipped = await get('/products', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const refused = await get('/products', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('never keeps errors, and keys on the whole URL', async () => {
    const missing = await get('/grouped-product/single/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    const id = await insertProduct(ctx.db, SHOP, { title: 'Arrives later' });
    expect((await get(`/grouped-product/single/${id}`)).statusCode).toBe(200);
    expect((await get('/products?pageSize=1')).json().items).toHaveLength(1);
    expect((await get('/products?pageSize=2')).json().items).toHaveLength(2);
    const wrongShop = await get('/marquee/all/another-shop');
    expect(wrongShop.statusCode).toBe(404);
    expect((await get('/marquee/all/another-shop')).statusCode).toBe(404);
  });

  it('validates a URL it has not answered yet', async () => {
    expect((await get('/products?pageSize=0')).statusCode).toBe(400);
    expect((await get('/products?pageSize=0')).statusCode).toBe(400);
  });

  it('keeps the security headers on hits and misses', async () => {
    for (const url of ['/products?page=3', '/products?page=3', '/nowhere', '/health']) {
      const res = await get(url);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    expect(API_SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(API_SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the page headers, with the shop CSP, on everything else', async () => {
    for (const url of ['/', '/product/some-page', '/api/docs']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    }
    // Razorpay's checkout script is allowed only where Razorpay is configured.
    expect(SECURITY_HEADERS['content-security-policy']).not.toContain('razorpay');
    expect(securityHeaders({ razorpay: true })['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
  });
});

describe('a URL naming a query key the route does not take', () => {
  it('is answered, with its ETag, but never kept: a cache-busting key per request cannot empty the cache', async () => {
    const cache = new ResponseCache({});
    let computed = 0;
    const app = Fastify();
    app.get(
      '/list',
      {
        onRequest: cache.serveHit,
        // what the routes' zod validation does: the query keeps only the keys the schema takes
        preValidation: async (request) => {
          const { page } = request.query as { page?: string };
          request.query = page === undefined ? {} : { page };
        },
      },
      (request, reply) =>
        cache.send(request, reply, async () => {
          computed += 1;
          return { page: (request.query as { page?: string }).page ?? '1' };
        }),
    );
    const get = (url: string) => app.inject({ method: 'GET', url });
    for (const url of ['/list?_=1', '/list?_=2', '/list?page=2&_=3']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBeDefined();
    }
    expect(cache.size).toBe(0);
    expect(computed).toBe(3);
    await get('/list?page=2');
    await get('/list?page=2');
    expect(cache.size).toBe(1);
    expect(computed).toBe(4);
    await app.close();
  });
});

describe('a change of stock', () => {
  const A = '0b7f2a3c-1111-4aaa-8bbb-000000000001';
  const B = '0b7f2a3c-2222-4aaa-8bbb-000000000002';

  /** A cache over a stand-in database: answers show each product's stock as it is when computed. */
  async function cachedShop(cache: (db: object) => ResponseCache) {
    const db = {};
    const stock: Record<string, number> = { [A]: 5, [B]: 5 };
    const shop = cache(db);
    const app = Fastify();
    app.get('/product/:id', { onRequest: shop.serveHit }, (request, reply) =>
      shop.send(request, reply, async () => {
        const { id } = request.params as { id: string };
        return { product_id: id, stock: stock[id] };
      }),
    );
    app.get('/both', { onRequest: shop.serveHit }, (request, reply) =>
      shop.send(request, reply, async () => [A, B].map((id) => ({ product_id: id, stock: stock[id] }))),
    );
    const read = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    return { db, stock, read, close: () => app.close() };
  }

  it('drops only the answers naming a changed product', async () => {
    const shop = await cachedShop((db) => new ResponseCache(db));
    expect((await shop.read(`/product/${A}`)).stock).toBe(5);
    expect((await shop.read(`/product/${B}`)).stock).toBe(5);
    expect((await shop.read('/both'))[0].stock).toBe(5);
    shop.stock[A] = 3;
    shop.stock[B] = 4;
    stockChanged(shop.db, [A.toUpperCase()]);
    expect((await shop.read(`/product/${A}`)).stock).toBe(3);
    expect((await shop.read('/both')).map((card: { stock: number }) => card.stock)).toEqual([3, 4]);
    // B's own page names only B: kept until B's change is announced
    expect((await shop.read(`/product/${B}`)).stock).toBe(5);
    stockChanged(shop.db, [B]);
    expect((await shop.read(`/product/${B}`)).stock).toBe(4);
    await shop.close();
  });

  it('empties a cache that keeps more than its answers, unless it says what a change of stock does', async () => {
    let extraCleared = 0;
    class KeepsMore extends ResponseCache {
      override clear() {
        super.clear();
        extraCleared += 1;
      }
    }
    const shop = await cachedShop((db) => new KeepsMore(db));
    await shop.read(`/product/${B}`);
    shop.stock[B] = 2;
    stockChanged(shop.db, [A]);
    expect(extraCleared).toBe(1);
    expect((await shop.read(`/product/${B}`)).stock).toBe(2);
    await shop.close();
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
  });
});
