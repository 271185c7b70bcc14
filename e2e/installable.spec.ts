import { expect, type Page, test } from '@playwright/test';

/** Width and height of a PNG, from its IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(page: Page, href: string, size: number) {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: size, height: size });
}

/** Every URL the worker's caches hold, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });

test('Chromium finds the manifest and its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  // Chromium's own reading of the manifest, as its install prompt uses it
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  expect(read.errors).toEqual([]);
  const manifest = JSON.parse(read.data ?? '{}');
  expect(manifest).toMatchObject({
    name: 'Nakshatra Attars',
    short_name: 'Nakshatra',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2a1631',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    await expectPng(page, icon.src, Number(icon.sizes.split('x')[0]));
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(page, apple!, 180);

  const served = await page.request.get('/manifest.webmanifest');
  expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
});

test('the service worker controls the page after a reload and keeps the last-seen catalogue for offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/sw\.js$/);
  // one worker at scope /, carrying the push handling too
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => ({
      scope: new URL(registration.scope).pathname,
      script: new URL(registration.active?.scriptURL ?? '').pathname,
    })),
  );
  expect(registrations).toEqual([{ scope: '/', script: '/sw.js' }]);

  // a listing seen online, while the worker controls the page
  const listing = page.waitForResponse((response) => /\/api\/products(\?|$)/.test(response.url()));
  await page.goto('/Products');
  const answer = await (await listing).json();
  const firstTitle = answer.items[0].title as string;
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  // the cart is asked for by the shell as well: whatever the page did, it is never kept
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');

  const cached = await cachedUrls(page);
  const kept = Object.values(cached).flat();
  expect(kept).toContain('/');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept).toContain('/api/products');
  for (const path of kept) {
    expect(path).not.toMatch(/^\/api\/(cart|checkout|payment|order|account|user|address|login|auth|admin)/);
  }

  // the connection drops: the page and its catalogue answers still come
  await context.setOffline(true);
  try {
    await page.goto('/Products');
    await expect(page.getByText(firstTitle).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
