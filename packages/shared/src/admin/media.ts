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
