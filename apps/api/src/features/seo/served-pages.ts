import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { productResponseSchema, slidersResponseSchema } from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { matchesIfNoneMatch } from '../../lib/http-cache';
import {
  COMPRESS_THRESHOLD,
  idsIn,
  preferredEncoding,
  RESPONSE_CACHE_TTL_MS,
  ResponseCache,
} from '../../lib/response-cache';
import { categoryList, productPage, singleProduct, sliderList } from '../catalogue';
import { meta } from '../content';
import { withFirstFrame } from './first-frame';
import { type HeadsByPage, headsByPage } from './first-view-hints';
import { headTags, initialDataScript, renderPage, splitTemplate } from './page-meta';
import { type PageReads, resolvePage } from './page-routes';

/**
 * Every page of the web app is index.html with its own <head>: title, description,
 * canonical, Open Graph, Twitter and a product's JSON-LD, plus the product's API answer
 * for the web app to start from (decision 0033).
 */

const HTML_TYPE = 'text/html; charset=utf-8';
/** How often the template's mtime is looked at: a rebuild is picked up within a second. */
const TEMPLATE_CHECK_MS = 1_000;
const MAX_PAGES = 1_000;
/** Longer URLs (absurd search texts) are answered but not kept, as in the response cache. */
const MAX_KEY_LENGTH = 600;

type Template = { heads: HeadsByPage; tail: string; raw: string; mtimeMs: number };

/** index.html, read once and again only when a build has replaced it. */
function templateReader(file: string) {
  let current: Template | undefined;
  let checkedAt = 0;
  const read = (): Template => {
    const mtimeMs = fs.statSync(file).mtimeMs;
    if (current && current.mtimeMs === mtimeMs) return current;
    const raw = fs.readFileSync(file, 'utf8');
    const { head, tail } = splitTemplate(raw);
    return { heads: headsByPage(file, head), tail, raw, mtimeMs };
  };
  return (): Template => {
    const now = Date.now();
    if (current && now - checkedAt < TEMPLATE_CHECK_MS) return current;
    checkedAt = now;
    try {
      current = read();
    } catch (error) {
      // mid-build the file may be missing for a moment: keep serving the last good one
      if (!current) throw error;
    }
    return current;
  };
}

type Page = {
  status: 200 | 404;
  body: Buffer;
  etag: string;
  template: number;
  expires: number;
  br?: Buffer;
  gzip?: Buffer;
  /** The ids the page's own data names (a product page's); a change of their stock drops it. */
  names?: Set<string>;
};

/**
 * The page's bytes for the client's encoding, compressed once per kept page: @fastify/compress
 * does not see the not-found handler's answers, and the page is the first thing a visit waits for.
 */
function encoded(request: FastifyRequest, reply: FastifyReply, page: Page): Buffer {
  if (page.body.length < COMPRESS_THRESHOLD) return page.body;
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    page.br ??= zlib.brotliCompressSync(page.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    reply.header('content-encoding', 'br');
    return page.br;
  }
  if (encoding === 'gzip') {
    page.gzip ??= zlib.gzipSync(page.body);
    reply.header('content-encoding', 'gzip');
    return page.gzip;
  }
  return page.body;
}

/**
 * Rendered pages, emptied together with the catalogue's cached answers: the class joins the
 * response caches that catalogueChanged (and a change announced over Redis) clears, so a
 * page never shows a price its API answer no longer gives.
 */
class PageCache extends ResponseCache {
  private readonly pages = new Map<string, Page>();
  private pageGeneration = 0;

  override clear(): void {
    super.clear();
    this.pages.clear();
    this.pageGeneration += 1;
  }

  /** Counts changes of stock; `pageChangedAt` holds each product's last one while pages render. */
  private pageStockChanges = 0;
  private readonly pageChangedAt = new Map<string, number>();
  private pagesRendering = 0;

  /**
   * Only a product page shows stock (its JSON-LD and the answer it carries, grouped items'
   * included): the pages naming a changed product go, the rest stay through a sale.
   */
  override productsChanged(productIds: ReadonlySet<string>): void {
    this.dropNaming(productIds);
    this.pageStockChanges += 1;
    if (this.pagesRendering === 0) this.pageChangedAt.clear();
    for (const id of productIds) this.pageChangedAt.set(id, this.pageStockChanges);
    for (const [key, page] of this.pages) {
      if (page.names && [...productIds].some((id) => page.names!.has(id))) this.pages.delete(key);
    }
  }

  /** Whether a page rendered from data read before change number `since` names a product changed after it. */
  private pageNamesChangedSince(page: Page, since: number): boolean {
    if (!page.names || this.pageStockChanges === since) return false;
    for (const id of page.names) if ((this.pageChangedAt.get(id) ?? 0) > since) return true;
    return false;
  }

  async page(key: string | undefined, template: number, make: () => Promise<Page>): Promise<Page> {
    const kept = key === undefined ? undefined : this.pages.get(key);
    if (kept && kept.template === template && kept.expires > Date.now()) return kept;
    const generation = this.pageGeneration;
    const since = this.pageStockChanges;
    this.pagesRendering += 1;
    let made: Page;
    try {
      made = await make();
    } finally {
      this.pagesRendering -= 1;
    }
    // a sale while the page rendered drops it only when the page shows what was sold
    if (key !== undefined && generation === this.pageGeneration && !this.pageNamesChangedSince(made, since)) {
      this.pages.delete(key);
      this.pages.set(key, made);
      // Map order is insertion order: the oldest page goes first
      if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    return made;
  }
}

export type ServePage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The not-found handler's answer for a page of the web app (app.ts registerWebApp). */
export function createPageServer(app: FastifyInstance, indexFile: string): ServePage {
  const { db, config } = app.deps;
  const shopId = config.SHOP_ID;
  const template = templateReader(indexFile);
  /** A call's 200 answer exactly as its route serialises it, for the web app to start from. */
  const answerOf = (schema: unknown, url: string) =>
    compiledSerializer(config.NODE_ENV)({ schema, method: 'GET', url, httpStatus: '200' });
  const serializeProduct = answerOf(productResponseSchema, '/api/grouped-product/single/:productId');
  const serializeSliders = answerOf(slidersResponseSchema, '/api/slider/all/:shopId');
  const cache = new PageCache(db);
  app.addHook('onClose', async () => cache.release());
  const publicOrigin = config.PUBLIC_URL?.replace(/\/+$/, '');

  const reads: PageReads = {
    site: () => meta(db, shopId),
    categories: () => categoryList(db, shopId),
    sliders: async () => {
      const slides = await sliderList(db, shopId);
      return {
        firstBackground: slides[0]?.background_image,
        answer: String(serializeSliders({ isError: false, data: slides })),
      };
    },
    cards: async (query) => (await productPage(db, shopId, query)).items,
    product: async (productId) => {
      const product = await singleProduct(db, shopId, productId);
      return { product, answer: String(serializeProduct({ isError: false, data: product })) };
    },
  };

  return async (request, reply) => {
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const page = template();
    const key = request.url.length > MAX_KEY_LENGTH ? undefined : `${origin} ${request.url}`;
    let served: Page;
    try {
      served = await cache.page(key, page.mtimeMs, async () => {
        const resolved = await resolvePage(new URL(request.url, `${origin}/`), origin, reads);
        const tags = headTags(resolved.meta);
        const html = renderPage(
          {
            head: page.heads[resolved.page ?? 'other'],
            tail: withFirstFrame(page.tail, resolved.firstFrame),
          },
          resolved.initialData === undefined
            ? tags
            : `${tags}\n    ${initialDataScript(resolved.initialData)}`,
        );
        const body = Buffer.from(html);
        return {
          status: resolved.status,
          body,
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          template: page.mtimeMs,
          expires: Date.now() + RESPONSE_CACHE_TTL_MS,
          names: resolved.initialData === undefined ? undefined : idsIn(Buffer.from(resolved.initialData)),
        };
      });
    } catch (error) {
      // the shop's data is unreachable: the web app still starts and shows its own error
      request.log.error({ err: error }, 'served page without its tags');
      return reply.header('cache-control', 'no-cache').type(HTML_TYPE).send(page.raw);
    }
    // index.html names the build's assets, so it is revalidated on every visit
    reply.header('cache-control', 'no-cache').header('etag', served.etag);
    if (served.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], served.etag)) {
      return reply.code(304).send();
    }
    return reply
      .code(served.status)
      .type(HTML_TYPE)
      .send(encoded(request, reply, served));
  };
}
