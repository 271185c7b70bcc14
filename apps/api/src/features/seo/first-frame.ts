import {
  HERO_BACKGROUND_CLASS,
  HERO_BACKGROUND_SIZE,
  HERO_BOX_CLASS,
  HERO_SHADE_CLASS,
  HOME_BANNER_IMAGE_SIZES,
  mediaSrcSet,
} from '@storefront/shared';
import { escapeHtml } from './page-meta';

/** Where index.html takes the page's first frame, under its static header. */
export const FIRST_FRAME_MARKER = '<!--first-frame-->';

/**
 * The home page's first frame: the hero's box and its first slide's background, without the
 * texts, drawn with the web app's own classes (shared `home-hero.ts`). It is on screen with
 * the document, before any JavaScript has run, so the page's largest picture does not wait
 * for the web app to draw it; the web app's hero then takes its place, the same picture in
 * the same box, with its texts (decision 0051).
 */
export function heroFirstFrame(background: string): string {
  const srcSet = mediaSrcSet(background);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}"` : '';
  const { width, height } = HERO_BACKGROUND_SIZE;
  return (
    `<section class="${HERO_BOX_CLASS}" aria-hidden="true"><div class="relative h-full">` +
    `<img src="${escapeHtml(background)}"${responsive} sizes="${HOME_BANNER_IMAGE_SIZES}" width="${width}" height="${height}" alt="" fetchpriority="high" class="${HERO_BACKGROUND_CLASS}">` +
    `<div class="${HERO_SHADE_CLASS}"></div></div></section>`
  );
}

/** index.html's tail with the page's first frame in place of the marker (none: the marker goes). */
export function withFirstFrame(tail: string, firstFrame: string | undefined): string {
  return tail.replace(FIRST_FRAME_MARKER, firstFrame ?? '');
}
