import {
  documentTitle,
  firstProductImage,
  formatRupees,
  mediaSrcSet,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_TYPE,
  type Product,
  productPath,
  type SiteMeta,
  shownPrice,
} from '@storefront/shared';

/**
 * The tags a served page carries in its <head> for link previews (WhatsApp, Facebook,
 * Instagram, X run no JavaScript) and search engines: built from data alone, no I/O, so
 * every rule here is tested without a server (decision 0033).
 */

export type PageMeta = {
  /** The whole document title, as the web app's usePageTitle writes it. */
  title: string;
  /** The page's own name for previews (og:title), without the site's; the title when unset. */
  headline?: string;
  description: string;
  /** Absolute; left out of a page that is not found. */
  canonical?: string;
  type: 'website' | 'product';
  /** The site title (og:site_name); the web app reads it back as its title suffix. */
  siteName: string;
  /** Absolute image address. */
  image?: string;
  /**
   * The image the page opens with, as its <img> names it, with the <img>'s `sizes`: fetched
   * while the page's code loads (LCP), at the width the <img> will pick.
   */
  preloadImage?: { src: string; sizes: string };
  /**
   * The API answer the page opens with, as the web app asks for it (its address from the
   * site's root): fetched while the page's code loads, so a listing can name its first
   * pictures as soon as the code has run.
   */
  preloadFetch?: string;
  /** Rupees with two decimals, e.g. "250.00". */
  price?: string;
  jsonLd?: unknown;
};

const DESCRIPTION_LENGTH = 300;

/** Escapes text for an HTML attribute or element (both are written with double quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON for a <script> element: `<` as \u003c, so no text in it ("</script>", "<!--") can
 * end the element early; JSON.parse reads the escape back as `<`.
 */
export function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** One line of plain text from shop-written text that may hold markup, cut at a word. */
export function plainText(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function absoluteUrl(src: string, origin: string): string {
  try {
    return new URL(src, `${origin}/`).href;
  } catch {
    return `${origin}/${src.replace(/^\/+/, '')}`;
  }
}

/** The site meta row's title and description, for every page without its own. */
export function sitePageMeta(
  site: SiteMeta,
  page: { title?: string | null; description?: string; canonical?: string },
): PageMeta {
  return {
    title: documentTitle(page.title, site.title),
    headline: page.title ?? undefined,
    description: plainText(page.description || site.description),
    canonical: page.canonical,
    type: 'website',
    siteName: site.title,
  };
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const rupeesText = (rupees: number) => rupees.toFixed(2);

/** The images the page opens with, first the main one (a variation's image when there is no main one). */
function productImages(product: Product, origin: string): string[] {
  const list = [product.image, ...product.gallery, ...product.variation.map((v) => v.imageUrl)];
  return [...new Set(list.filter(Boolean))].map((src) => absoluteUrl(src, origin));
}

/** schema.org Product: one Offer, or an AggregateOffer over a variable product's variations. */
export function productJsonLd(product: Product, url: string, images: string[]) {
  const variable = product.product_type === PRODUCT_TYPE.variable && product.variation.length > 0;
  const offers = variable
    ? (() => {
        const prices = product.variation.map((v) => v.salePrice ?? v.price);
        return {
          '@type': 'AggregateOffer',
          priceCurrency: 'INR',
          lowPrice: rupeesText(Math.min(...prices)),
          highPrice: rupeesText(Math.max(...prices)),
          offerCount: product.variation.length,
          availability: product.variation.some((v) => v.stock > 0) ? IN_STOCK : OUT_OF_STOCK,
          url,
        };
      })()
    : {
        '@type': 'Offer',
        price: rupeesText(product.discountPrice ?? product.originalPrice),
        priceCurrency: 'INR',
        availability: product.totalStock > 0 ? IN_STOCK : OUT_OF_STOCK,
        url,
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: images,
    description: plainText(product.short_description || product.description, 5_000),
    sku: product.sku,
    ...(product.category.length > 0 ? { category: product.category.join(', ') } : {}),
    offers,
  };
}

/** A product page: its title, its price in ₹ before its description, its first image. */
export function productPageMeta(product: Product, site: SiteMeta, origin: string): PageMeta {
  const url = origin + productPath(product);
  const { mrp, salePrice } = shownPrice(product);
  const price = salePrice ?? mrp;
  const from = product.product_type === PRODUCT_TYPE.variable ? 'From ' : '';
  const text = plainText(product.short_description || product.description || site.description);
  const images = productImages(product, origin);
  return {
    title: documentTitle(product.title, site.title),
    headline: product.title,
    description: plainText(`${from}${formatRupees(price)}${text ? ` · ${text}` : ''}`),
    canonical: url,
    type: 'product',
    siteName: site.title,
    image: images[0],
    // the picture the page opens with, a variable product's initial variation's included (shared
    // `firstProductImage`), written as the page's <img> writes it: an absolute URL on another
    // host would not be taken up
    preloadImage: preloaded(firstProductImage(product), PRODUCT_PAGE_IMAGE_SIZES),
    price: rupeesText(price),
    jsonLd: productJsonLd(product, url, images),
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-served>` : '';

/** The page's opening image, when it has one, drawn `sizes` wide. */
export function preloaded(src: string | null | undefined, sizes: string): PageMeta['preloadImage'] {
  return src ? { src, sizes } : undefined;
}

/** An uploaded picture is preloaded with its srcset and the page's sizes, so the width the page picks is the one fetched. */
function preloadLink({ src, sizes }: { src: string; sizes: string }): string {
  const srcSet = mediaSrcSet(src);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high">`;
}

/**
 * The <head> tags of one page. Everything but the title and description carries
 * `data-served`: it describes the URL first served, and the web app drops it on its first
 * client navigation.
 */
export function headTags(page: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" data-served>`,
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" data-served>` : '',
    // crossorigin=anonymous: the credentials mode of the web app's own fetch, or the answer is fetched twice
    page.preloadFetch
      ? `<link rel="preload" href="${escapeHtml(page.preloadFetch)}" as="fetch" crossorigin="anonymous">`
      : '',
    page.preloadImage ? preloadLink(page.preloadImage) : '',
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.headline ?? page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:image', page.image),
    meta('property', 'product:price:amount', page.price),
    meta('property', 'product:price:currency', page.price ? 'INR' : undefined),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.headline ?? page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
    page.jsonLd === undefined
      ? ''
      : // data-product-json-ld: the product page's own script (product-json-ld.tsx) replaces it
        `<script type="application/ld+json" data-served data-product-json-ld>${scriptJson(JSON.stringify(page.jsonLd))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The embedded answer the web app seeds its query cache with (app/initial-data.ts). */
export function initialDataScript(json: string): string {
  return `<script type="application/json" id="initial-data">${scriptJson(json)}</script>`;
}

/**
 * index.html split where the tags go: its own <title> and description are taken out (the
 * page's replace them), the rest of <head> stays as built.
 */
export function splitTemplate(html: string): { head: string; tail: string } {
  const stripped = html
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*\n?/i, '')
    .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*\n?/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return { head: stripped, tail: '' };
  return { head: stripped.slice(0, at), tail: stripped.slice(at) };
}

export function renderPage(template: { head: string; tail: string }, tags: string): string {
  return `${template.head}    ${tags}\n  ${template.tail}`;
}
