/*
 * The top of the product page, as the web app draws it (features/catalogue/product-page:
 * product-page.tsx, image-carousel.tsx) and as the served product page draws its first frame
 * before any JavaScript has run (the API's features/seo/first-frame.ts): one set of classes,
 * so the opening picture is the same size in both. apps/web/src/styles.css names this file as
 * a Tailwind source.
 */

/** The container of a product page and of a listing. */
export const PAGE_CLASS = 'container-page py-6 sm:py-10';
/** Home / Products / the product's title. */
export const PRODUCT_BREADCRUMB_TEXT = { home: 'Home', products: 'Products' } as const;
export const PRODUCT_BREADCRUMB_CLASS = 'mb-4 text-sm text-plum-700';
/** The pictures beside the details from lg up, above them on a phone. */
export const PRODUCT_COLUMNS_CLASS = 'grid gap-8 lg:grid-cols-2 lg:gap-12';
/** The gallery: the picture shown, its thumbnails under it. */
export const GALLERY_CLASS = 'flex flex-col gap-3';
/** The frame of the picture shown. */
export const GALLERY_VIEWPORT_CLASS =
  'overflow-hidden rounded-3xl bg-gradient-to-br from-ivory-50 via-ivory-200 to-plum-100';
/** The picture shown: square, the column's width. */
export const GALLERY_IMAGE_CLASS = 'aspect-square w-full object-contain';
/** Its intrinsic size, reserved before it arrives. */
export const GALLERY_IMAGE_SIZE = { width: 720, height: 720 } as const;
