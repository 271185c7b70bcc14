/**
 * An upload becomes the shop's picture here: its real type is read from its bytes (never its
 * name or the browser's word), it is turned upright and re-encoded as WebP at each of
 * MEDIA_WIDTHS, which drops every bit of metadata (camera, GPS), and a tiny blurred preview
 * is made. Nothing is stored until all of that has worked.
 */
import { createHash } from 'node:crypto';
import { MEDIA_MAX_PIXELS, MEDIA_MSG, MEDIA_WIDTHS } from '@storefront/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/** What the decoder found inside the bytes; anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
const WEBP_QUALITY = 80;
const PLACEHOLDER_WIDTH = 16;

export type Picture = {
  hash: string;
  width: number;
  height: number;
  files: { width: number; key: string; body: Buffer }[];
  placeholder: string;
};

const notAnImage = () => AppError.badRequest(MEDIA_MSG.notAnImage, { file: MEDIA_MSG.notAnImage });

export async function makePicture(upload: Buffer): Promise<Picture> {
  // Decoding limits: a "picture" of a billion pixels (a decompression bomb) is refused before
  // it is drawn, and one image frame is read (an animated GIF becomes its first frame).
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' as const, pages: 1 };
  let meta: Metadata;
  try {
    meta = await sharp(upload, options).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw AppError.badRequest(MEDIA_MSG.tooManyPixels, { file: MEDIA_MSG.tooManyPixels });
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MEDIA_MAX_PIXELS)
    throw AppError.badRequest(MEDIA_MSG.tooManyPixels, { file: MEDIA_MSG.tooManyPixels });

  // 22 characters of base64url (132 bits): the same upload gets the same name, so it is kept once
  const hash = createHash('sha256').update(upload).digest('base64url').slice(0, 22);
  try {
    const upright = await sharp(upload, options).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const files = await Promise.all(
      MEDIA_WIDTHS.map(async (target) => ({
        width: target,
        key: `${hash}-${target}.webp`,
        // never enlarged: a small original is stored as it is under the larger widths' names too
        body: await sharp(upright.data)
          .resize({ width: Math.min(target, width), withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
    const tiny = await sharp(upright.data)
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur()
      .webp({ quality: 40 })
      .toBuffer();
    return { hash, width, height, files, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch {
    // a header that reads as a picture over bytes that do not (a truncated or corrupt file)
    throw notAnImage();
  }
}
