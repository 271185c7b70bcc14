import { integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopTable } from './columns';

/**
 * The shop's own texts the owner edits in the console: the privacy, refund and terms pages
 * and the about page (decision 0041). `slug` is one of the shared CONTENT_PAGE_SLUGS; `body`
 * is the small text format of shared `parsePageBody` (paragraphs, "## " headings, "- "
 * bullets, "> " quotes), never HTML.
 */
export const contentPages = shopTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
  },
  (t) => [uniqueIndex('content_pages_shop_slug_uq').on(t.shopId, t.slug)],
);

/**
 * Origins (https only) whose scripts the storefront may run: each is added to the pages'
 * Content-Security-Policy (script-src, connect-src, img-src), and site meta may list scripts
 * only from them or the shop's own origin (decision 0041).
 */
export const scriptOrigins = shopTable(
  'script_origins',
  {
    origin: text('origin').notNull(),
    /** The order the owner listed them in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('script_origins_shop_origin_uq').on(t.shopId, t.origin)],
);
