/*
 * Addresses of uploaded pictures (docs/api.md, "Console: media"). Kept apart from the
 * console's media schemas, with no zod, because every storefront page imports these.
 */

/** The widths every upload is stored at, smallest first; a smaller original is not enlarged. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
/** The width an uploaded picture's address names: the one a product page shows on a laptop. */
export const MEDIA_DEFAULT_WIDTH = 1024;
export const MEDIA_MAX_FILES = 12;
export const MEDIA_MAX_PIXELS = 40_000_000;

/** `<hash>-<width>.webp` at the end of an uploaded picture's address, wherever it is stored. */
const UPLOADED = /^(.*\/)([A-Za-z0-9_-]{22})-(\d{3,4})\.webp$/;

/** The address of an uploaded picture at `width`; any other address as it is. */
export function mediaAtWidth(url: string, width: number): string {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}${match[2]}-${width}.webp` : url;
}

/**
 * The srcset of an uploaded picture (every stored width), or undefined for any other address,
 * so `<img srcSet sizes>` lets a phone fetch a phone-sized file.
 */
export function mediaSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${mediaAtWidth(url, width)} ${width}w`).join(', ');
}

/** How wide pictures are drawn (`<img sizes>`), shared by the pages and their preloads. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 45vw, 100vw';
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw';
/** The slider's full-width background. */
export const HOME_BANNER_IMAGE_SIZES = '100vw';
/** An offer's picture: one, two or three to a row. */
export const OFFER_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** The slider card's own picture, at most 20rem wide. */
export const HOME_SLIDE_IMAGE_SIZES = '(min-width: 640px) 320px, 80vw';
