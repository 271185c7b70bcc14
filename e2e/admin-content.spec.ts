import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONTENT_ADMIN_MSG } from '../packages/shared/src/index';
import { desktopOnly, openConsoleSection } from './support/console';

/**
 * The owner edits "Shop and pages" in the console and the shop follows at once: a new tag
 * line shows in the header, a new refund policy text on /refund-policy, and an allowed script
 * origin in the Content-Security-Policy of the very next page. The journey puts everything
 * back, since other journeys read the same shop. The owner is made before the shop starts
 * (playwright.config.ts); another journey signs in as the same owner, so this one leaves the
 * password and two-factor alone. With SHOTS_DIR set, the console page and the refund and about
 * pages are saved as screenshots at phone and desktop widths.
 */

const EMAIL = 'owner-content@e2e.example';
const GTM = 'https://www.googletagmanager.com';
const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * The storefront as another shopper sees it: a browser of its own, since this one may keep
 * the shop's answers for their minute of HTTP cache (docs/api.md, "Caching").
 */
async function shopperPage(browser: Browser, origin: string, path: string) {
  const shopper = await browser.newPage();
  await shopper.goto(`${origin}${path}`);
  return shopper;
}

const scriptSrc = (policy: string | undefined) =>
  (policy ?? '').split(';').find((directive) => directive.startsWith('script-src ')) ?? '';

async function screenshots(browser: Browser, origin: string, owner: Page) {
  if (!SHOTS_DIR) return;
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    await owner.setViewportSize({ width, height });
    await owner.goto(`${origin}/admin/content`);
    await expect(owner.getByRole('form', { name: 'Shop profile' })).toBeVisible();
    await owner.getByRole('button', { name: 'About Us' }).click();
    await owner.screenshot({ path: `${SHOTS_DIR}/admin-content-${name}.png`, fullPage: true });
    const shopper = await browser.newPage({ viewport: { width, height } });
    for (const path of ['/refund-policy', '/about-us']) {
      await shopper.goto(`${origin}${path}`);
      await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
      await shopper.waitForLoadState('networkidle');
      await shopper.screenshot({ path: `${SHOTS_DIR}${path}-${name}.png`, fullPage: true });
    }
    await shopper.close();
  }
}

test('the owner changes the tag line, the refund policy and the allowed script origins; the shop follows at once', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  desktopOnly(testInfo);
  const origin = baseURL!;
  const stamp = Date.now().toString(36);
  const tagLine = `Attars distilled under the new moon ${stamp}`;
  const refundText = `Refund requests are answered within 2 business days (${stamp}).`;

  await openConsoleSection(page, EMAIL, 'Shop and pages');

  // the tag line
  const profile = page.getByRole('form', { name: 'Shop profile' });
  const tagLineInput = profile.getByLabel('Tag line');
  await expect(tagLineInput).toBeEnabled();
  const oldTagLine = await tagLineInput.inputValue();
  await tagLineInput.fill(tagLine);
  await profile.getByRole('button', { name: 'Save shop profile' }).click();
  await expect(profile.getByText(CONTENT_ADMIN_MSG.profileSaved)).toBeVisible();

  // the refund policy
  await page.getByRole('button', { name: 'Refund Policy' }).click();
  const refund = page.getByRole('form', { name: 'Refund Policy' });
  const text = refund.getByLabel('Text');
  const oldRefund = await text.inputValue();
  expect(oldRefund).toContain('5-7 business days');
  await text.fill(
    `${refundText}\n\n## How to ask\n- Write to us from the Contact page.\n- Quote your order number.`,
  );
  await refund.getByRole('button', { name: 'Save Refund Policy' }).click();
  await expect(refund.getByText(CONTENT_ADMIN_MSG.pageSaved('Refund Policy'))).toBeVisible();

  const shopper = await shopperPage(browser, origin, '/');
  await expect(shopper.getByRole('banner').getByText(tagLine)).toBeVisible();
  await shopper.goto(`${origin}/refund-policy`);
  await expect(shopper.getByText(refundText)).toBeVisible();
  await expect(shopper.getByRole('heading', { level: 2, name: 'How to ask' })).toBeVisible();
  await expect(shopper.getByRole('listitem').filter({ hasText: 'Quote your order number.' })).toBeVisible();
  await shopper.close();

  // an allowed script origin reaches the page's CSP at once
  expect(scriptSrc((await request.get('/')).headers()['content-security-policy'])).not.toContain(GTM);
  const meta = page.getByRole('form', { name: 'Site details' });
  const origins = meta.getByLabel('Allowed script origins');
  const oldOrigins = await origins.inputValue();
  await origins.fill([oldOrigins, GTM].filter(Boolean).join('\n'));
  await meta.getByRole('button', { name: 'Save site details' }).click();
  await expect(page.getByText(CONTENT_ADMIN_MSG.metaSaved)).toBeVisible();
  const policy = (await request.get('/')).headers()['content-security-policy'];
  expect(scriptSrc(policy)).toContain(GTM);
  expect(scriptSrc(policy)).not.toContain('unsafe-inline');

  await screenshots(browser, origin, page);

  // everything back as it was
  await page.goto(`${origin}/admin/content`);
  const again = page.getByRole('form', { name: 'Shop profile' });
  await expect(again.getByLabel('Tag line')).toHaveValue(tagLine);
  await again.getByLabel('Tag line').fill(oldTagLine);
  await again.getByRole('button', { name: 'Save shop profile' }).click();
  await expect(again.getByText(CONTENT_ADMIN_MSG.profileSaved)).toBeVisible();
  await page.getByRole('button', { name: 'Refund Policy' }).click();
  await page.getByRole('form', { name: 'Refund Policy' }).getByLabel('Text').fill(oldRefund);
  await page.getByRole('button', { name: 'Save Refund Policy' }).click();
  await expect(page.getByText(CONTENT_ADMIN_MSG.pageSaved('Refund Policy'))).toBeVisible();
  const metaAgain = page.getByRole('form', { name: 'Site details' });
  await metaAgain.getByLabel('Allowed script origins').fill(oldOrigins);
  await metaAgain.getByRole('button', { name: 'Save site details' }).click();
  await expect(page.getByText(CONTENT_ADMIN_MSG.metaSaved)).toBeVisible();
  expect(scriptSrc((await request.get('/')).headers()['content-security-policy'])).not.toContain(GTM);
});
