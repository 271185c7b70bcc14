/*
 * The home page's hero, as the web app draws it (features/catalogue/home/hero-slider.tsx)
 * and as the served home page draws its first frame before any JavaScript has run (the
 * API's features/seo/first-frame.ts): one set of classes, so the two cannot drift apart.
 * apps/web/src/styles.css names this file as a Tailwind source.
 */

/**
 * The hero's height: room for the demo slides' texts at every width from 320 px (the tallest
 * needs 409 px on a phone, 446 px from 640 px up), so the box does not depend on the texts,
 * the fonts or the width, and the served page's first frame is the same box as the web app's
 * hero. Longer texts make the slider taller, never shorter.
 */
export const HERO_HEIGHT = 'h-[26rem] sm:h-[28rem]';
/** The slider itself: the slides stack in one grid cell of at least the hero's height. */
export const HERO_BOX_CLASS =
  'relative grid overflow-hidden bg-plum-950 text-ivory-50 min-h-[26rem] sm:min-h-[28rem]';
/** The slide's background picture, dimmed under the text. */
export const HERO_BACKGROUND_CLASS = 'absolute inset-0 size-full object-cover opacity-60';
/** The shade that keeps the text readable over the picture. */
export const HERO_SHADE_CLASS =
  'absolute inset-0 bg-gradient-to-r from-plum-950/90 via-plum-950/60 to-plum-950/10';
/** The background's intrinsic size, reserved before it arrives. */
export const HERO_BACKGROUND_SIZE = { width: 1600, height: 640 } as const;
