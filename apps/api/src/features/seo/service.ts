import { productPath } from '@storefront/shared';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** The sitemap protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
export const MAX_SITEMAP_URLS = 50_000;

type SitemapUrl = { path: string; lastmod?: Date | null };

/** The shop's own listing pages (web router), after which come its categories and products. */
const PAGES = ['/', '/Products', '/about-us', '/contact'];

/** Personal and transactional pages of the web app: nothing a search engine should list. */
const PRIVATE_PATHS = [
  '/admin',
  '/cart',
  '/checkout',
  '/my-account',
  '/payment-success',
  '/payment-failed',
  '/track',
  '/invoice',
  '/login',
  '/register',
  '/reset',
];

/** The web app's category page (router: category-detail/:category, as the home tiles link it). */
export const categoryPath = (name: string) => `/category-detail/${encodeURIComponent(name)}`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function urlEntry(origin: string, { path, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + path)}</loc>${modified}</url>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapDeps = { db: Db; shopId: string; maxUrls: number };

/**
 * The pages, categories and products in one fixed order; file `part` (from 1) holds the
 * URLs [(part-1)·maxUrls, part·maxUrls). Only products are many, so only they are read in slices.
 */
async function sitemapUrls({ db, shopId, maxUrls }: SitemapDeps, part: number): Promise<SitemapUrl[]> {
  const categories = await repo.listActiveCategories(db, shopId);
  const newest = await newestChange(db, shopId, categories);
  const head: SitemapUrl[] = [
    ...PAGES.map((path) => ({ path, lastmod: path === '/' || path === '/Products' ? newest : null })),
    ...categories.map((category) => ({ path: categoryPath(category.name), lastmod: category.updatedAt })),
  ];
  const from = (part - 1) * maxUrls;
  const to = from + maxUrls;
  const fromHead = head.slice(from, to);
  const productFrom = Math.max(0, from - head.length);
  const productCount = to - head.length - productFrom;
  if (productCount <= 0) return fromHead;
  const rows = await repo.listActiveProducts(db, shopId, productFrom, productCount);
  return [
    ...fromHead,
    ...rows.map((row) => ({
      path: productPath({ title: row.title, product_id: row.id }),
      lastmod: row.updatedAt,
    })),
  ];
}

type CategoryRow = Awaited<ReturnType<typeof repo.listActiveCategories>>[number];

async function newestChange(db: Db, shopId: string, categories: CategoryRow[]): Promise<Date | null> {
  const products = await repo.newestProductChange(db, shopId);
  const times = [products, ...categories.map((category) => category.updatedAt)].filter(
    (time): time is Date => time !== null,
  );
  return times.length === 0 ? null : new Date(Math.max(...times.map((time) => time.getTime())));
}

/** How many sitemap files the shop needs (at least one). */
export async function sitemapParts({ db, shopId, maxUrls }: SitemapDeps): Promise<number> {
  const [products, categories] = await Promise.all([
    repo.countActiveProducts(db, shopId),
    repo.listActiveCategories(db, shopId),
  ]);
  return Math.max(1, Math.ceil((PAGES.length + categories.length + products) / maxUrls));
}

/** One file of URLs (`<urlset>`). */
export async function sitemapFile(deps: SitemapDeps, origin: string, part: number): Promise<string> {
  const urls = await sitemapUrls(deps, part);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((url) => urlEntry(origin, url)).join('\n')}\n</urlset>\n`;
}

/** The index of `parts` files, served as /sitemap.xml once the URLs no longer fit in one. */
export async function sitemapIndex(deps: SitemapDeps, origin: string, parts: number): Promise<string> {
  const newest = await newestChange(
    deps.db,
    deps.shopId,
    await repo.listActiveCategories(deps.db, deps.shopId),
  );
  const modified = newest ? `<lastmod>${newest.toISOString()}</lastmod>` : '';
  const entries = Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${index + 1}.xml`)}</loc>${modified}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Everyone may read the shop; the personal pages are left out; the sitemap is named in full. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
