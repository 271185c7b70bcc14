import {
  FROM_SM_ONLY_CLASS,
  firstProductImage,
  GALLERY_CLASS,
  GALLERY_IMAGE_CLASS,
  GALLERY_IMAGE_SIZE,
  GALLERY_VIEWPORT_CLASS,
  HERO_BACKGROUND_CLASS,
  HERO_BACKGROUND_SIZE,
  HERO_BOX_CLASS,
  HERO_SHADE_CLASS,
  HOME_BANNER_IMAGE_SIZES,
  LISTING_EYEBROW_CLASS,
  LISTING_FILTER_BUTTON_CLASS,
  LISTING_HEADER_CLASS,
  LISTING_HEADING_CLASS,
  LISTING_TEXT,
  LISTING_TOOLBAR_CLASS,
  mediaSrcSet,
  PAGE_CLASS,
  PHONE_ROW_CARDS,
  PRODUCT_BREADCRUMB_CLASS,
  PRODUCT_BREADCRUMB_TEXT,
  PRODUCT_CARD_CLASS,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_COLUMNS_CLASS,
  PRODUCT_GRID_CLASS,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_TILE_CLASS,
  PRODUCT_TILE_IMAGE_CLASS,
  PRODUCT_TILE_SIZE,
  type Product,
  type ProductCard,
} from '@storefront/shared';
import { escapeHtml } from './page-meta';

/** Where index.html takes the page's first frame, under its static header. */
export const FIRST_FRAME_MARKER = '<!--first-frame-->';

/*
 * The first frame of a served page: what the web app will draw at the top of the page, with its
 * own classes, around the page's largest picture. It is on screen with the document, before any
 * JavaScript has run, so that picture does not wait for the web app to draw it; the web app's
 * page then takes its place, the same picture in a box of the same size (decision 0051).
 */

/**
 * The home page's first frame: the hero's box and its first slide's background, without the
 * texts (shared `home-hero.ts`: the box is one height for the demo texts at every width).
 */
export function heroFirstFrame(background: string): string {
  return (
    `<section class="${HERO_BOX_CLASS}" aria-hidden="true"><div class="relative h-full">` +
    picture(background, HOME_BANNER_IMAGE_SIZES, HERO_BACKGROUND_SIZE, HERO_BACKGROUND_CLASS) +
    `<div class="${HERO_SHADE_CLASS}"></div></div></section>`
  );
}

/**
 * A product page's first frame: its breadcrumb and the picture it opens with (a variable
 * product's initial variation's, as the web app picks it) in the gallery's frame, the
 * column's width as in the web app (shared `product-gallery.ts`); none without a picture.
 */
export function productFirstFrame(product: Product): string | undefined {
  const image = firstProductImage(product);
  if (!image) return undefined;
  return (
    `<div class="${PAGE_CLASS}" aria-hidden="true">` +
    `<div class="${PRODUCT_BREADCRUMB_CLASS}">${PRODUCT_BREADCRUMB_TEXT.home} / ${PRODUCT_BREADCRUMB_TEXT.products} / <span class="text-plum-900">${escapeHtml(product.title)}</span></div>` +
    `<div class="${PRODUCT_COLUMNS_CLASS}"><div class="${GALLERY_CLASS}"><div class="relative ${GALLERY_VIEWPORT_CLASS}">` +
    picture(image, PRODUCT_PAGE_IMAGE_SIZES, GALLERY_IMAGE_SIZE, GALLERY_IMAGE_CLASS) +
    `</div></div></div></div>`
  );
}

/**
 * A listing's first frame: its heading, its buttons and the first row of cards' pictures in the
 * cards' frames (shared `listing-look.ts`), the grid's column width as in the web app; none for
 * an empty listing.
 */
export function listingFirstFrame(heading: string, cards: ProductCard[]): string | undefined {
  if (cards.length === 0) return undefined;
  const { eyebrow, ...labels } = LISTING_TEXT;
  const buttons = Object.values(labels).map(
    (label) => `<span class="${LISTING_FILTER_BUTTON_CLASS}">${label}</span>`,
  );
  // only the first row: the cards under it differ from the web app's (no title, price or button)
  const tiles = cards.map(
    (card, index) =>
      `<div class="${index < PHONE_ROW_CARDS ? 'flex' : FROM_SM_ONLY_CLASS}"><div class="${PRODUCT_CARD_CLASS} w-full"><div class="relative block"><div class="${PRODUCT_TILE_CLASS}">` +
      picture(
        card.image,
        PRODUCT_CARD_IMAGE_SIZES,
        { width: PRODUCT_TILE_SIZE, height: PRODUCT_TILE_SIZE },
        PRODUCT_TILE_IMAGE_CLASS,
      ) +
      `</div></div></div></div>`,
  );
  return (
    `<div class="${PAGE_CLASS}" aria-hidden="true">` +
    `<div class="${LISTING_HEADER_CLASS}"><div><p class="${LISTING_EYEBROW_CLASS}">${eyebrow}</p><p class="${LISTING_HEADING_CLASS}">${escapeHtml(heading)}</p></div></div>` +
    `<div class="${LISTING_TOOLBAR_CLASS}">${buttons.join('')}</div>` +
    `<div class="${PRODUCT_GRID_CLASS}">${tiles.join('')}</div></div>`
  );
}

function picture(src: string, sizes: string, size: { width: number; height: number }, className: string) {
  const srcSet = mediaSrcSet(src);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}"` : '';
  return `<img src="${escapeHtml(src)}"${responsive} sizes="${escapeHtml(sizes)}" width="${size.width}" height="${size.height}" alt="" fetchpriority="high" class="${className}">`;
}

/** index.html's tail with the page's first frame in place of the marker (none: the marker goes). */
export function withFirstFrame(tail: string, firstFrame: string | undefined): string {
  return tail.replace(FIRST_FRAME_MARKER, firstFrame ?? '');
}
