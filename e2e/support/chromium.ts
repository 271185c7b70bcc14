/**
 * How Debian's Chromium is started for the browser journeys (playwright.config.ts) and the
 * Lighthouse benchmark (bench/lib/lighthouse.ts): no sandbox (it runs in containers), no GPU,
 * and nothing fetched in the background that could land in a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
