/**
 * Draws the installable app's PNG icons (apps/web/public/icons/, named by manifest.webmanifest
 * and index.html) from the shop's own site icon, the SVG the API serves at /api/media/icon.svg.
 * Run once after the icon changes and commit the PNGs:
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Debian's Chromium (the one the browser tests use) rasterises the SVG, so no image library
 * is needed; CHROMIUM_PATH overrides where it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PLUM } from '../apps/api/src/db/seed/media/palette';
import { renderMedia } from '../apps/api/src/db/seed/media/render';

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/icons');

type Icon = {
  file: string;
  size: number;
  /** How much of the square the emblem fills; the rest is the shop's plum. */
  scale: number;
  /** Full-bleed plum square (maskable, Apple) instead of the icon's own rounded tile. */
  fill: boolean;
};

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: false },
  { file: 'icon-512.png', size: 512, scale: 1, fill: false },
  // a maskable icon is cut to any shape inside its central 80% circle: the emblem stays within it
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, fill: true },
  // iOS rounds the corners itself and shows transparency as black
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, fill: true },
];

async function main() {
  const svg = renderMedia(null, 'icon');
  if (!svg) throw new Error('the site icon is not drawn');
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const side = Math.round(icon.size * icon.scale);
      await page.setContent(
        `<body style="margin:0;background:transparent"><div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill ? PLUM : 'transparent'}"><img src="${source}" width="${side}" height="${side}"></div></body>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({
        path: path.join(outDir, icon.file),
        omitBackground: !icon.fill,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      await page.close();
      console.log(`${icon.file} ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
