import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatRupees, MSG } from '../packages/shared/src/index';
import { desktopOnly, signInToConsole } from './support/console';

/**
 * The owner adds a product from the console and the shop follows: a variable product with
 * two uploaded pictures and two variations is listed and found, its page shows both pictures
 * and the chooser; a price change reaches a cart holding it; deactivating it takes it out of
 * the listing. The owner is made before the shop starts (playwright.config.ts, admin:create).
 */

const EMAIL = 'owner-catalogue@e2e.example';

const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

test('the owner creates a variable product with uploaded pictures; the shop lists it, a cart follows its price, and deactivating it takes it away', async ({
  page,
  browser,
}, testInfo) => {
  desktopOnly(testInfo);
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Amber Oud Console ${stamp}`;
  const sku = `E2E-OUD-${stamp}`;

  await signInToConsole(page, EMAIL);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  // the list has a Type filter too: wait for the product form
  const form = page.getByRole('form', { name: 'Product' });
  await expect(form).toBeVisible();
  await form.getByLabel('Type').selectOption('Variable Product');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('SKU', { exact: true }).fill(sku);
  await page.getByRole('checkbox', { name: 'Perfume', exact: true }).check();
  await page
    .getByLabel('Images: pictures to upload')
    .setInputFiles([await picture('amber.png', '#b5651d'), await picture('box.png', '#4b1d3f')]);
  const images = page.getByRole('listitem').filter({ hasText: '/api/media/uploads/' });
  await expect(images).toHaveCount(2);

  await page.getByRole('button', { name: 'Add attribute' }).click();
  await page.getByLabel('Attribute 1 name').fill('Size');
  await page.getByLabel('Attribute 1 terms').fill('6 ml, 12 ml');
  for (const [index, size, price] of [
    [1, '6 ml', '450'],
    [2, '12 ml', '800'],
  ] as const) {
    await page.getByRole('button', { name: 'Add variation' }).click();
    await page.getByLabel(`Variation ${index} Size`).selectOption(size);
    await page.getByLabel(`Variation ${index} SKU`).fill(`${sku}-${size.replace(' ', '')}`);
    await page.getByLabel(`Variation ${index} price (₹)`).fill(price);
    await page.getByLabel(`Variation ${index} stock`).fill('10');
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  const adminUrl = page.url();
  // The editor and the stock panel share the width: long picture paths or the stock history
  // must not push the page wider than the window.
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // the shop lists it and finds it
  await page.goto(`/product?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('list', { name: 'Thumbnails' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('product-main-image')).toHaveAttribute('srcset', /-320\.webp 320w/);
  const size = page.getByRole('group', { name: /^Size/i });
  await size.locator('label', { has: page.locator('input[value="12 ml"]') }).click();
  await expect(page.getByTestId('product-price')).toContainText(formatRupees(800));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(MSG.addedToCart)).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: title });
  await expect(line).toContainText(formatRupees(800));

  // a new price reaches the cart holding the variation
  await page.goto(adminUrl);
  await page.getByLabel('Variation 2 price (₹)').fill('850');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: title })).toContainText(formatRupees(850));

  // deactivated, it leaves the listing
  await page.goto(adminUrl);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  // another shopper's browser (this one may keep the listing for its minute of HTTP cache)
  const shopper = await browser.newPage();
  await shopper.goto(`${new URL(page.url()).origin}/product?search=${encodeURIComponent(title)}`);
  await expect(shopper.getByText('No products found')).toBeVisible();
  await shopper.close();
});
