import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FROM_SM_ONLY_CLASS,
  GALLERY_IMAGE_CLASS,
  HERO_BACKGROUND_CLASS,
  HERO_BOX_CLASS,
  HOME_BANNER_IMAGE_SIZES,
  LISTING_HEADING_CLASS,
  mediaSrcSet,
  PAGE_CLASS,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  productPath,
} from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sliders } from '../../db/schema';
import { catalogueChanged, stockChanged } from '../../lib/response-cache';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { insertCategory, insertProduct, insertShopSettings, variableProductInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import { categoryPath } from './service';

const SHOP = TEST_SHOP_ID;
const ORIGIN = 'https://shop.example';
const SITE = 'Nakshatra Attars';

/** A built index.html as Vite leaves it: its own title and description, assets, the root. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Static description" />
    <title>Static title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><header></header><!--first-frame--></div>
  </body>
</html>
`;

/** The content of the first <meta> whose attribute (name or property) is `key`. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
const titleOf = (html: string) =>
  html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(+c));
const jsonLdOf = (html: string) => {
  const script = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return script ? JSON.parse(script[1]!) : undefined;
};
const initialDataOf = (html: string) => {
  const script = html.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/);
  return script ? JSON.parse(script[1]!) : undefined;
};

describe('served pages: index.html with each page’s own head', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let distDir = '';
  const simple = { id: '', title: 'Rose & Oud Attar' };
  let variableId = '';
  let scriptId = '';

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-pages-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({ config: { PUBLIC_URL: `${ORIGIN}/`, WEB_DIST_DIR: distDir } });
    await insertShopSettings(ctx.db, SHOP);
    simple.id = await insertProduct(ctx.db, SHOP, {
      title: simple.title,
      shortDescription: 'A deep <b>rose</b> attar.',
      image: '/api/media/rose.webp',
      originalPricePaise: 129_900,
      discountPricePaise: 99_900,
      stock: 4,
      categories: ['Perfume'],
    });
    const [variable] = await insertProducts(ctx.db, SHOP, [variableProductInput({ title: 'Sandal mist' })]);
    variableId = variable!;
    scriptId = await insertProduct(ctx.db, SHOP, { title: '</script><script>alert(1)</script>', stock: 0 });
    await insertCategory(ctx.db, SHOP, { name: 'Gems & Stones', description: 'Stones for every star' });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('a product page carries its title, price in ₹, absolute image and canonical in its tags', async () => {
    const url = productPath({ title: simple.title, product_id: simple.id });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // the template's own title and description are replaced, everything else is kept
    expect(html).not.toContain('Static title');
    expect(html).not.toContain('Static description');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${simple.title} | ${SITE}`);
    expect(metaContent(html, 'description')).toBe('₹999.00 · A deep rose attar.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url}" data-served>`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(simple.title);
    expect(metaContent(html, 'og:description')).toContain('₹999.00');
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/api/media/rose.webp`);
    expect(metaContent(html, 'og:site_name')).toBe(SITE);
    expect(metaContent(html, 'product:price:amount')).toBe('999.00');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/api/media/rose.webp`);
    // the page's first image is fetched while its code loads
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/media/rose.webp" fetchpriority="high">',
    );
    // the tags are in <head>, before the page's scripts run
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a product page draws the picture it opens with in its first frame, a variable product its initial variation’s', async () => {
    const frameOf = (html: string) =>
      html.match(
        /<div id="root"><header><\/header>(<div class="container-page[^>]*>[\s\S]*?)<\/div>\s*<\/body>/,
      )?.[1];
    const simpleFrame = frameOf(
      (await get(productPath({ title: simple.title, product_id: simple.id }))).body,
    );
    expect(simpleFrame).toContain(`<div class="${PAGE_CLASS}" aria-hidden="true">`);
    expect(simpleFrame).toContain(
      'Home / Products / <span class="text-plum-900">Rose &#38; Oud Attar</span>',
    );
    expect(simpleFrame).toContain(
      `<img src="/api/media/rose.webp" sizes="${PRODUCT_PAGE_IMAGE_SIZES}" width="720" height="720" alt="" fetchpriority="high" class="${GALLERY_IMAGE_CLASS}">`,
    );
    // the 50 ml variation is the first in stock: the web app opens on it, so the page draws and preloads its picture
    const variable = (await get(productPath({ title: 'Sandal mist', product_id: variableId }))).body;
    expect(frameOf(variable)).toContain('<img src="/images/v50.webp"');
    expect(variable).toContain(
      '<link rel="preload" as="image" href="/images/v50.webp" fetchpriority="high">',
    );
    // the title is escaped there too
    const scripted = frameOf((await get(productPath({ title: 'x', product_id: scriptId }))).body);
    expect(scripted).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');
    expect(scripted).not.toContain('<script>');
  });

  it('a product page carries a valid schema.org Product with its offer', async () => {
    const url = productPath({ title: simple.title, product_id: simple.id });
    const data = jsonLdOf((await get(url)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: simple.title,
      image: [`${ORIGIN}/api/media/rose.webp`],
      description: 'A deep rose attar.',
      offers: {
        '@type': 'Offer',
        price: '999.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}${url}`,
      },
    });
    expect(typeof data.sku).toBe('string');
  });

  it('a variable product offers the range of its variations', async () => {
    const html = (await get(productPath({ title: 'Sandal mist', product_id: variableId }))).body;
    expect(jsonLdOf(html).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '250.00',
      highPrice: '550.00',
      offerCount: 2,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
    expect(metaContent(html, 'description')).toMatch(/^From ₹250\.00/);
  });

  it('embeds the product answer the API gives, so the web app does not ask again', async () => {
    const html = (await get(productPath({ title: simple.title, product_id: simple.id }))).body;
    const api = await get(`/api/grouped-product/single/${simple.id}`);
    expect(initialDataOf(html)).toEqual({ product: { id: simple.id, answer: api.json() } });
  });

  it('escapes a <script> in a product title everywhere it is written', async () => {
    const title = '</script><script>alert(1)</script>';
    const html = (await get(productPath({ title, product_id: scriptId }))).body;
    // the only script elements are the template's, the JSON-LD and the initial data
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert');
    expect(titleOf(html)).toBe(`${title} | ${SITE}`);
    expect(metaContent(html, 'og:title')).toBe(title);
    const data = jsonLdOf(html);
    expect(data.name).toBe(title);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(initialDataOf(html).product.answer.data.title).toBe(title);
  });

  it('an unknown or malformed product is a 404 page, still the web app', async () => {
    const unknown = productPath({ title: 'Gone', product_id: '00000000-0000-4000-8000-000000000000' });
    for (const url of [unknown, '/product/x/not-base64!', productPath({ title: 'x', product_id: 'abc' })]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(res.body)).toBe(`Page not found | ${SITE}`);
      expect(res.body).toContain('<div id="root"><header></header></div>');
      expect(res.body).not.toContain('initial-data');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('a product that is no longer Active is a 404 at once (the cached page is dropped)', async () => {
    const id = await insertProduct(ctx.db, SHOP, { title: 'Short-lived musk' });
    const url = productPath({ title: 'Short-lived musk', product_id: id });
    expect((await get(url)).statusCode).toBe(200);
    await ctx.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, id));
    catalogueChanged(ctx.db);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('a sale drops the pages of the products it sold, and only those', async () => {
    const soldId = await insertProduct(ctx.db, SHOP, { title: 'Last oud', stock: 1 });
    const otherId = await insertProduct(ctx.db, SHOP, { title: 'Other oud', stock: 1 });
    const sold = productPath({ title: 'Last oud', product_id: soldId });
    const other = productPath({ title: 'Other oud', product_id: otherId });
    expect(jsonLdOf((await get(sold)).body).offers.availability).toBe('https://schema.org/InStock');
    expect(jsonLdOf((await get(other)).body).offers.availability).toBe('https://schema.org/InStock');
    // both rows change, but only the sold one is announced: the other page is still the kept one
    await ctx.db.update(products).set({ stock: 0, totalStock: 0 }).where(eq(products.id, soldId));
    await ctx.db.update(products).set({ stock: 0, totalStock: 0 }).where(eq(products.id, otherId));
    stockChanged(ctx.db, [soldId]);
    expect(jsonLdOf((await get(sold)).body).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(jsonLdOf((await get(other)).body).offers.availability).toBe('https://schema.org/InStock');
  });

  it('a category page is titled with the category as the shop writes it; an unknown one is a 404', async () => {
    const res = await get('/category-detail/gems%20%26%20stones');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Gems & Stones | ${SITE}`);
    expect(metaContent(res.body, 'og:title')).toBe('Gems & Stones');
    expect(metaContent(res.body, 'description')).toBe('Stones for every star');
    expect(metaContent(res.body, 'og:type')).toBe('website');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${categoryPath('Gems & Stones')}"`);
    const unknown = await get('/category-detail/Nothing%20here');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe(`Page not found | ${SITE}`);
  });

  it('home, the listing and a search take the site meta and the listing heading', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe(SITE);
    expect(metaContent(home.body, 'description')).toBe('Attars and astrology');
    expect(home.body).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    expect(titleOf((await get('/Products')).body)).toBe(`All Products | ${SITE}`);
    const search = await get('/Products?search=%20oud%20');
    expect(titleOf(search.body)).toBe(`Results for "oud" | ${SITE}`);
    expect(search.body).toContain(`<link rel="canonical" href="${ORIGIN}/Products?search=oud"`);
    expect(titleOf((await get('/product?category=gems+%26+stones&category=Perfume')).body)).toBe(
      `Gems & Stones, Perfume | ${SITE}`,
    );
    // the shop's fixed pages are served under their own titles, so a shared link previews as them
    const contact = await get('/Contact/');
    expect(contact.statusCode).toBe(200);
    expect(titleOf(contact.body)).toBe(`Contact Us | ${SITE}`);
    expect(metaContent(contact.body, 'og:title')).toBe('Contact Us');
    expect(titleOf((await get('/privacy-policy')).body)).toBe(`Privacy Policy | ${SITE}`);
    // any other page of the web app is served under the site's own title
    const track = await get('/track/some-order');
    expect(track.statusCode).toBe(200);
    expect(titleOf(track.body)).toBe(SITE);
  });

  it('a listing draws its heading and first row of pictures in its first frame, from the first page the API gives', async () => {
    const frameOf = (html: string) =>
      html.match(
        /<div id="root"><header><\/header>(<div class="container-page[^>]*>[\s\S]*?)<\/div>\s*<\/body>/,
      )?.[1];
    const frame = frameOf((await get('/product')).body)!;
    expect(frame).toContain(`<div class="${PAGE_CLASS}" aria-hidden="true">`);
    expect(frame).toContain(`<p class="${LISTING_HEADING_CLASS}">All Products</p>`);
    const firstPage = (await get('/api/products?sort=best-selling&page=1&pageSize=9')).json() as {
      items: { image: string }[];
    };
    const pictures = [...frame.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures).toEqual(firstPage.items.slice(0, 3).map((item) => item.image));
    expect(frame).toContain(`sizes="${PRODUCT_CARD_IMAGE_SIZES}"`);
    // a phone's row is two cards: the third is drawn from sm only
    expect(frame.match(/<div class="flex">/g)).toHaveLength(2);
    expect(frame).toContain(`<div class="${FROM_SM_ONLY_CLASS}">`);
    // a search draws its own heading and matches; an empty result has no first frame
    const search = frameOf((await get('/Products?search=rose')).body);
    expect(search).toContain('Results for “rose”');
    expect(search).toContain('<img src="/api/media/rose.webp"');
    expect(frameOf((await get('/Products?search=nothing-by-this-name')).body)).toBeUndefined();
  });

  it('a listing preloads its first page at the address the web app asks for it', async () => {
    const preloaded = (body: string) =>
      /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/
        .exec(body)?.[1]
        ?.replaceAll('&#38;', '&');
    expect(preloaded((await get('/product')).body)).toBe('/api/products?sort=best-selling&page=1&pageSize=9');
    expect(preloaded((await get('/Products?search=%20oud%20&price=0-200&type=Bogus&sort=newest')).body)).toBe(
      '/api/products?search=oud&price=0-200&sort=newest&page=1&pageSize=9',
    );
    // the path's category as the app reads it (its case as typed), before the chosen ones
    expect(preloaded((await get('/category-detail/gems%20%26%20stones?category=Perfume')).body)).toBe(
      '/api/products?category=gems+%26+stones&category=Perfume&sort=best-selling&page=1&pageSize=9',
    );
    expect(preloaded((await get('/')).body)).toBeUndefined();
    expect(preloaded((await get('/cart')).body)).toBeUndefined();
  });

  it("home preloads its first slide's background at the width the slider draws it", async () => {
    const empty = (await get('/')).body;
    expect(empty).not.toContain('rel="preload" as="image"');
    // no slides: no first frame, and the marker is gone
    expect(empty).toContain('<div id="root"><header></header></div>');
    const background = '/api/media/uploads/AbCdEfGhIjKlMnOpQrStUv-1024.webp';
    const slide = { shopId: SHOP, sliderName: 'Diwali', image: '/api/media/a.webp', status: 'Active' };
    await ctx.db.insert(sliders).values([
      { ...slide, backgroundImage: '/api/media/second.webp', position: 2 },
      { ...slide, backgroundImage: background, position: 1 },
      { ...slide, backgroundImage: '/api/media/hidden.webp', position: 0, status: 'Inactive' },
    ]);
    catalogueChanged(ctx.db);
    const home = (await get('/')).body;
    expect(home).toContain(
      `<link rel="preload" as="image" href="${background}" imagesrcset="${mediaSrcSet(background)}" imagesizes="${HOME_BANNER_IMAGE_SIZES}" fetchpriority="high">`,
    );
    expect(home.match(/rel="preload" as="image"/g)).toHaveLength(1);

    // the first frame: the hero's box with that background, under the static header, hidden
    // from screen readers (the web app's hero replaces it)
    const frame = home.match(
      /<div id="root"><header><\/header>(<section[^>]*>[\s\S]*?<\/section>)<\/div>/,
    )?.[1];
    expect(frame).toContain(`class="${HERO_BOX_CLASS}" aria-hidden="true"`);
    expect(frame).toContain(
      `<img src="${background}" srcset="${mediaSrcSet(background)}" sizes="${HOME_BANNER_IMAGE_SIZES}" width="1600" height="640" alt="" fetchpriority="high" class="${HERO_BACKGROUND_CLASS}">`,
    );
    expect(frame).not.toContain('second.webp');
    // the slides themselves, exactly as the sliders call answers, so the hero is drawn at once
    const answer = await get(`/api/slider/all/${SHOP}`);
    expect(initialDataOf(home)).toEqual({ sliders: answer.json() });

    // other pages have no first frame
    const about = (await get('/about-us')).body;
    expect(about).toContain('<div id="root"><header></header></div>');
    expect(initialDataOf(about)?.sliders).toBeUndefined();
    await ctx.db.delete(sliders);
    catalogueChanged(ctx.db);
  });

  it('answers a repeat visit with 304, compresses the page, and keeps API 404s as JSON', async () => {
    const first = await get('/Products');
    // a product page is past the compression threshold (its answer is embedded)
    const url = productPath({ title: simple.title, product_id: simple.id });
    const plain = await get(url);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const again = await get('/Products', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ isError: true });
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const file = path.join(distDir, 'index.html');
    fs.writeFileSync(file, INDEX_HTML.replace('index-abc.js', 'index-def.js'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const html = (await get('/')).body;
    expect(html).toContain('/assets/index-def.js');
    expect(titleOf(html)).toBe(SITE);
  });
});
