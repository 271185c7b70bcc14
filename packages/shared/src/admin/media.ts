import { z } from 'zod';

/*
 * Uploaded pictures (docs/api.md, "Console: media"): the server keeps only WebP files it made
 * at a few fixed widths, named after a hash of the upload, so any address is cacheable for a
 * year and a page can offer every width in a srcset.
 */

export const MEDIA_MSG = {
  notAnImage: 'This file is not a picture we can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
  tooLarge: (megabytes: number) => `This picture is larger than ${megabytes} MB. Upload a smaller one.`,
  tooManyPixels: 'This picture has too many pixels. Upload one under 40 megapixels.',
  noFiles: 'Choose at least one picture to upload',
  tooManyFiles: (count: number) => `Upload at most ${count} pictures at a time`,
  uploaded: (count: number) => (count === 1 ? 'Picture uploaded' : `${count} pictures uploaded`),
} as const;

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

export const mediaAssetSchema = z.object({
  id: z.string(),
  /** The address a product or category stores: the MEDIA_DEFAULT_WIDTH file. */
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A tiny blurred preview as a data: URL. */
  placeholder: z.string(),
  originalName: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;
export const mediaUploadResponseSchema = z.object({ message: z.string(), items: z.array(mediaAssetSchema) });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
