import { productPath } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { catalogueChanged } from '../../lib/response-cache';
import { expectNotModified } from '../../test/answers';
import { createTestApp, TEST_SHOP_ID, testConfig } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { insertCategory, insertProduct } from '../../test/fixtures';
import { categoryPath } from './service';

const SHOP = TEST_SHOP_ID;
const ORIGIN = 'https://shop.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
/** Each <url>'s loc and lastmod. */
const entries = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => [
      match[1]!,
      match[2],
    ]),
  );

describe('robots.txt and the sitemap', () => {
  const ctx = appForFile(() => createTestApp({ config: { PUBLIC_URL: `${ORIGIN}/` } }));
  /** A second app on the same database, without PUBLIC_URL and with three URLs per sitemap file. */
  let small: Awaited<ReturnType<typeof buildApp>>;
  const product = { id: '', title: 'Rose & Oud Attar' };
  let hiddenId = '';

  beforeAll(async () => {
    product.id = await insertProduct(ctx.db, SHOP, { title: product.title });
    hiddenId = await insertProduct(ctx.db, SHOP, { title: 'Retired Musk', status: 'Inactive' });
    for (let i = 0; i < 6; i += 1) await insertProduct(ctx.db, SHOP, { title: `Sandal attar ${i}` });
    await insertCategory(ctx.db, SHOP, { name: 'Gems & Stones', position: 1 });
    await insertCategory(ctx.db, SHOP, { name: 'Old range', status: 'Inactive' });
    small = await buildApp({
      config: testConfig(),
      database: { db: ctx.db, kind: 'pglite', close: async () => {} },
      logger: false,
      seo: { maxUrlsPerSitemap: 3 },
    });
    await small.ready();
  });
  afterAll(async () => {
    await small?.close();
  });

  it('robots.txt opens the shop, closes the personal pages and names the sitemap on PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/checkout', '/my-account', '/payment-success', '/track']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every Active product and category with its last change, absolute on PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = entries(res.body);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    // the & of the title is inside base64 and the category's is percent-encoded: the XML stays valid
    const productUrl = `${ORIGIN}${productPath({ title: product.title, product_id: product.id })}`;
    expect(urls.get(productUrl)).toBe(row!.updatedAt.toISOString());
    expect(urls.has(`${ORIGIN}${categoryPath('Gems & Stones')}`)).toBe(true);
    expect(urls.has(`${ORIGIN}/`)).toBe(true);
    expect(urls.has(`${ORIGIN}/Products`)).toBe(true);
    const all = [...urls.keys()].join('\n');
    expect(all).not.toContain(encodeURIComponent('Old range'));
    expect(all).not.toContain(productPath({ title: 'Retired Musk', product_id: hiddenId }));
    // 4 pages + 1 category + 7 products
    expect(urls.size).toBe(12);
  });

  it('shows a new product at once: the cached sitemap is dropped with the catalogue change', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    await expectNotModified(ctx.app, '/sitemap.xml', before);
    const id = await insertProduct(ctx.db, SHOP, { title: 'Fresh vetiver' });
    const after = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(after.body)).toContain(`${ORIGIN}${productPath({ title: 'Fresh vetiver', product_id: id })}`);
    await ctx.db.delete(products).where(eq(products.id, id));
    catalogueChanged(ctx.db);
  });

  it('names the host it was asked on when PUBLIC_URL is unset, per host', async () => {
    const one = await small.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'one.test:3000' } });
    const two = await small.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'two.test' } });
    expect(one.body).toContain('Sitemap: http://one.test:3000/sitemap.xml');
    expect(two.body).toContain('Sitemap: http://two.test/sitemap.xml');
  });

  it('past the URLs one file may hold, serves an index of files that together list every URL once', async () => {
    const whole = locs((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map((url) =>
      url.replace(ORIGIN, 'http://shop.test'),
    );
    const get = (url: string) => small.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    // 12 URLs, 3 per file
    expect(files).toEqual([1, 2, 3, 4].map((n) => `http://shop.test/sitemaps/${n}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const res = await get(new URL(file).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      expect(locs(res.body).length).toBeLessThanOrEqual(3);
      listed.push(...locs(res.body));
    }
    expect(listed).toHaveLength(12);
    expect(new Set(listed)).toEqual(new Set(whole));
  });

  it('answers 404 past the last file and 400 for a name that is not a file number', async () => {
    const past = await small.inject({ method: 'GET', url: '/sitemaps/5.xml' });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ isError: true, code: 'NOT_FOUND' });
    const bad = await small.inject({ method: 'GET', url: '/sitemaps/..%2Fetc.xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isError: true });
  });
});
