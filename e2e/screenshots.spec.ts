import { expect, test } from '@playwright/test';

/**
 * Visual check, not an assertion suite: saves full-page screenshots of the main screens
 * under screenshots/ (git-ignored). Run with SCREENSHOTS=1 npx playwright test screenshots.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

test('screens', async ({ page, request }, testInfo) => {
  const dir = `screenshots/${testInfo.project.name}`;
  const shot = async (name: string, fullPage = true) => {
    if (fullPage) {
      // lazy images load only near the viewport: pass over the page once so they are drawn
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
    }
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage, animations: 'disabled' });
  };

  await page.goto('/');
  await expect(page.getByTestId('hero-slider')).toBeVisible();
  await expect(page.getByTestId('new-arrival-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('home');

  await page.goto('/Products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('listing');

  await page.getByRole('button', { name: /^Categories/ }).click();
  await shot('modal-categories', false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Sort By/ }).click();
  await shot('modal-sort', false);
  await page.keyboard.press('Escape');

  const variable = page.locator('[data-product-type="Variable Product"]').first();
  if (await variable.count()) {
    await variable.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByTestId('variation-card').first()).toBeVisible();
    await shot('modal-variations', false);
    await page.keyboard.press('Escape');
  }
  const grouped = page.locator('[data-product-type="Grouped Product"]').first();
  if (await grouped.count()) {
    await grouped.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByTestId('grouped-items')).toBeVisible();
    await shot('modal-grouped', false);
    await page.keyboard.press('Escape');
  }

  const found = await (await request.get('/api/products?type=Variable%20Product&pageSize=1')).json();
  const product = found.items[0];
  if (product) {
    await page.goto('/Products');
    await page.getByRole('link', { name: product.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await page.waitForLoadState('networkidle');
    await shot('product');
  }

  await page.goto('/about-us');
  await shot('about');
  await page.goto('/cart');
  await shot('cart');
  if (testInfo.project.name === 'phone') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot('drawer', false);
  }
});
