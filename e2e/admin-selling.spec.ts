import { expect, type Page, test } from '@playwright/test';
import { formatRupees, MSG, productPath, SELLING_ADMIN_MSG } from '../packages/shared/src/index';
import { desktopOnly, signInToConsole } from './support/console';
import { allCards } from './support/storefront';

/**
 * The owner's selling rules reach the shop at once: a pincode pasted in the console is served
 * by a product page's delivery check, a delivery band's new price shows in the console's
 * preview, and a deactivated pincode is refused by the check. The owner is made before the
 * shop starts (playwright.config.ts, admin:create).
 */

const EMAIL = 'owner-selling@e2e.example';
// a Jaipur pincode the demo shop does not list, about 14 km from its office: the 5-15 km band
const PINCODE = '302012';

/** The product page's delivery check, in a browser of its own (no minute-old pincode list kept). */
async function checkDelivery(page: Page, productUrl: string, pincode: string) {
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(`${new URL(page.url()).origin}${productUrl}`);
  await shopper.getByLabel('Check delivery').fill(pincode);
  await shopper.getByRole('button', { name: 'Check', exact: true }).click();
  const result = shopper.getByTestId('pincode-result');
  await result.waitFor();
  const text = (await result.textContent()) ?? '';
  await shopper.close();
  return text;
}

async function setBandPrice(page: Page, range: string, price: string) {
  const bands = page.getByRole('list', { name: 'Delivery charge by distance' });
  await bands.getByRole('button', { name: `Edit ${range}` }).click();
  const form = bands.getByRole('form', { name: `Edit ${range}` });
  await form.getByLabel('Delivery price (₹)').fill(price);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(bands.getByRole('listitem').filter({ hasText: range })).toContainText(
    formatRupees(Number(price)),
  );
}

test('the owner pastes a pincode, reprices a band and deactivates the pincode; the shop follows each change', async ({
  page,
  request,
}, testInfo) => {
  desktopOnly(testInfo);
  const productUrl = productPath((await allCards(request))[0]!);

  await signInToConsole(page, EMAIL);
  await page.getByRole('link', { name: 'Selling rules' }).click();
  await expect(page.getByRole('heading', { name: 'Selling rules', level: 1 })).toBeVisible();

  // paste: one pincode and one entry that is not a pincode
  const paste = page.getByRole('form', { name: 'Paste pincodes' });
  await paste.getByLabel('Paste many pincodes').fill(`${PINCODE}\n12345`);
  await expect(paste.getByText('1 pincode, 1 not valid')).toBeVisible();
  await paste.getByRole('button', { name: 'Add pasted pincodes' }).click();
  await expect(paste.getByText(SELLING_ADMIN_MSG.pasted(1, 0, 0, 1))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pincodes' }).getByText(PINCODE)).toBeVisible();
  expect(await checkDelivery(page, productUrl, PINCODE)).toBe(MSG.deliveryAvailable(PINCODE));

  // a band's new price shows in the preview the checkout rule works out
  const preview = page.getByRole('form', { name: 'Delivery preview' });
  await preview.getByLabel('Pincode').fill(PINCODE);
  await preview.getByLabel('Cart total (₹)').fill('500');
  await preview.getByRole('button', { name: 'Work out the charge' }).click();
  const answer = page.getByTestId('delivery-preview');
  await expect(answer).toContainText(SELLING_ADMIN_MSG.previewCharge(500, PINCODE, 80));
  await setBandPrice(page, '5–15 km', '85');
  await expect(answer).toContainText(SELLING_ADMIN_MSG.previewCharge(500, PINCODE, 85));
  await expect(answer).toContainText(`5–15 km, ${formatRupees(85)}`);

  // deactivated, the pincode is refused by the product page's check
  await page.getByRole('button', { name: `Deactivate ${PINCODE}` }).click();
  await expect(page.getByText(SELLING_ADMIN_MSG.pincodeDeactivated(PINCODE))).toBeVisible();
  expect(await checkDelivery(page, productUrl, PINCODE)).toBe(MSG.deliveryNotAvailable(PINCODE));
  await expect(answer).toContainText(SELLING_ADMIN_MSG.previewNotServed(PINCODE));

  if (process.env.SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `e2e/.artifacts/selling-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // the demo shop's own price again, for the journeys that run after this one
  await setBandPrice(page, '5–15 km', '80');
});
