import { mediaSrcSet } from '@storefront/shared';

const started = new Set<string>();

/**
 * Starts loading the image a page is about to show as its largest element, as soon as
 * the data naming it arrives, rather than after the page's code has loaded and rendered.
 * The page's own <img> with the same address (and, for an uploaded picture, the same
 * `sizes`, so the same width is chosen) then takes up the request in flight.
 */
export function preloadImage(src: string | null | undefined, sizes?: string): void {
  if (!src || started.has(src) || typeof Image === 'undefined') return;
  started.add(src);
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  const srcSet = mediaSrcSet(src);
  if (srcSet && sizes) {
    image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
}
