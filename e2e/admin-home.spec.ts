import { type Browser, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { HOME_CONTENT_MSG } from '../packages/shared/src/index';
import { desktopOnly, openConsoleSection } from './support/console';

/**
 * The owner edits the home page from the console and the storefront follows: a heading added
 * to the announcement strip shows in it; a slider card linked to a product shows on the hero
 * slider and its View Products opens that product; hidden, the card leaves the home page. The
 * journey deletes what it added, since other journeys read the same shop's home page. The
 * owner is made before the shop starts (playwright.config.ts); another journey signs in as the
 * same owner, so this one leaves the password and two-factor alone.
 */

const EMAIL = 'owner-content@e2e.example';
const PRODUCT = 'Kannauj Rose Attar 6 ml';

/**
 * The storefront as another shopper sees it: a browser of its own, since this one may keep the
 * home page's answers for their minute of HTTP cache (docs/api.md, "Caching").
 */
async function shopperHome(browser: Browser, origin: string) {
  const shopper = await browser.newPage();
  await shopper.goto(`${origin}/`);
  await expect(shopper.getByTestId('hero-slider')).toBeVisible();
  return shopper;
}

test('the owner adds a heading and a slider card linked to a product; the home page shows both, and hides the card again', async ({
  page,
  browser,
}, testInfo) => {
  desktopOnly(testInfo);
  // two storefront visits besides the console: longer than one screen's journey
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const heading = `Console heading ${stamp}`;
  const card = `Console card ${stamp}`;

  await openConsoleSection(page, EMAIL, 'Home page');
  const origin = new URL(page.url()).origin;

  await page.getByRole('button', { name: 'Add heading' }).click();
  const headingForm = page.getByRole('form', { name: 'New heading' });
  await headingForm.getByLabel('Heading').fill(heading);
  await headingForm.getByRole('button', { name: 'Add heading' }).click();
  await expect(page.getByRole('status')).toHaveText(HOME_CONTENT_MSG.marqueeSaved);

  await page.getByRole('button', { name: 'Add slider card' }).click();
  const form = page.getByRole('form', { name: 'New slider card' });
  await form.getByLabel('Slider name').fill(card);
  await form.getByLabel('Offer name').fill('Only this week');
  await form.getByLabel('Price (₹)', { exact: true }).fill('999');
  await form.getByLabel('Cut-off price (₹)').fill('1299');
  await form.getByLabel('Image: pictures to upload', { exact: true }).setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer(),
  });
  await expect(form.getByRole('listitem').filter({ hasText: '/api/media/uploads/' })).toHaveCount(1);
  await form.getByLabel('Background image: address to add').fill('/api/media/banner/the-oud-edit.svg');
  await form.getByLabel('Background image: address to add').press('Enter');
  await form.getByRole('searchbox', { name: 'Linked product' }).fill('Kannauj');
  await form.getByRole('button', { name: `Choose ${PRODUCT}` }).click();
  await expect(form.getByRole('button', { name: `Unlink ${PRODUCT}` })).toBeVisible();
  await form.getByRole('button', { name: 'Add slider card' }).click();
  await expect(page.getByRole('status')).toHaveText(HOME_CONTENT_MSG.sliderSaved);
  const cards = page.getByRole('list', { name: 'Slider cards' });
  await expect(cards.getByRole('listitem').last()).toContainText(card);

  // the storefront: the strip shows the heading, the slider the card, View Products the product
  const shopper = await shopperHome(browser, origin);
  await expect(
    shopper.getByRole('region', { name: 'Announcements' }).getByText(heading, { exact: true }).first(),
  ).toBeVisible();
  const slide = shopper.locator('[aria-roledescription="slide"]').filter({ hasText: card });
  await expect(slide).toHaveCount(1);
  const place = (await slide.getAttribute('aria-label'))!.split(' of ')[0];
  await shopper.getByRole('button', { name: `Show slide ${place}` }).click();
  await expect(slide.getByRole('heading', { name: card })).toBeVisible();
  await expect(slide).toContainText('₹999.00');
  await slide.getByRole('link', { name: 'View Products' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  await shopper.close();

  // hidden, the card leaves the home page
  await page.getByRole('button', { name: `Hide ${card}` }).click();
  await expect(page.getByRole('status')).toHaveText(HOME_CONTENT_MSG.deactivated);
  const later = await shopperHome(browser, origin);
  await expect(later.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  await expect(later.getByTestId('hero-slider')).not.toContainText(card);
  await later.close();

  // what the journey added goes, so the other journeys see the demo home page
  for (const name of [card, heading]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  }
});
