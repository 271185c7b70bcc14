import { expect, type Page, test } from '@playwright/test';
import { COUPON_ADMIN_MSG, MSG } from '../packages/shared/src/index';
import { addToServerCart, checkoutCustomer } from './support/checkout-customer';
import { desktopOnly, signInToConsole } from './support/console';
import { type CaughtMail, catchMailForFile } from './support/mail-catcher';

/**
 * The owner makes a coupon in the console and the shop follows at once: a signed-in customer
 * applies it on the cart page and sees the discount; deactivated, the same code is refused
 * with the shop's message. The owner is made before the shop starts (playwright.config.ts,
 * admin:create); the customer's cart holds a bulk fixture product (e2e/support/cart-fixtures.ts).
 */

const EMAIL = 'owner-coupons@e2e.example';
/** ₹840 on sale; no other journey puts it in a cart. */
const PRODUCT = 'E2E Bulk Attar 40';

const mailbox = catchMailForFile();
const mails = (): CaughtMail[] => mailbox.mails;

async function applyCoupon(page: Page, code: string) {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await dialog.getByLabel('Coupon code').fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  return dialog;
}

test('the owner creates a coupon that a customer applies on the cart, then deactivates it and the cart refuses it', async ({
  page,
  browser,
}, testInfo) => {
  desktopOnly(testInfo);
  const code = `E2E-TEN-${Date.now().toString(36).toUpperCase()}`;

  await signInToConsole(page, EMAIL);
  await page.getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percentage off (%)').fill('10');
  await form.getByLabel('Minimum cart value (₹)').fill('500');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('status')).toHaveText(COUPON_ADMIN_MSG.created);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('Cart from ₹500.00');
  await expect(row).toContainText('0 uses');

  // a customer in a browser of their own
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const customer = await checkoutCustomer(shopper, mails(), 'coupons');
  await addToServerCart(shopper.request, customer, PRODUCT);
  const dialog = await applyCoupon(shopper, code);
  await expect(dialog).toBeHidden();
  await expect(shopper.getByTestId('summary-discount')).toHaveText('−₹84.00');
  await expect(shopper.getByTestId('summary-total')).toHaveText('₹756.00');

  // the owner switches it off from the list
  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(page.getByRole('status')).toHaveText(COUPON_ADMIN_MSG.deactivated);
  await expect(row).toContainText('Inactive');

  const refused = await applyCoupon(shopper, code);
  await expect(refused.getByRole('alert')).toHaveText(MSG.couponInactive);
  await shopperContext.close();
});
