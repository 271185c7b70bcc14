import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '../packages/shared/src/index';
import { CART_FIXTURES } from './support/cart-fixtures';
import { loginThroughForm, newCartCustomer, signInThroughApi } from './support/customer';
import { type CaughtMail, catchMailForFile } from './support/mail-catcher';

/**
 * Cart journeys: the guest cart (add, reload, quantity, remove), coupons, the empty state,
 * a guest's checkout through login into the server cart and a customer's badge (the 50-line
 * cart's timings are in cart-performance.spec.ts).
 *
 * The journeys need the cart fixtures (e2e/support/cart-fixtures.ts: known coupon codes,
 * a simple and a variable product, 50 bulk products). PGlite admits one process, so they
 * are written before the shop starts:
 *
 *   DATA_DIR=e2e/.artifacts/data-3260 npx tsx e2e/support/seed-cart-fixtures.ts
 *   (start the shop on that DATA_DIR, port 3260, SMTP_URL smtp://127.0.0.1:3261)
 *   E2E_REUSE=1 E2E_PORT=3260 npx playwright test e2e/cart.spec.ts
 *
 * Customers are registered through the API with the code caught by the SMTP catcher.
 */

const { simpleTitle, variableTitle } = CART_FIXTURES;
const VARIATION_SKU = 'E2E-SANDAL-50';

const mailbox = catchMailForFile();
const mails = (): CaughtMail[] => mailbox.mails;

test.beforeAll(async ({ request }) => {
  const fixtures = await request.get(`/api/products?pageSize=1&search=${encodeURIComponent(simpleTitle)}`);
  const { total } = (await fixtures.json()) as { total: number };
  expect(total, 'cart fixtures missing: see the top of e2e/cart.spec.ts').toBeGreaterThan(0);
});

const badge = (page: Page) => page.getByTestId('floating-cart-count');
const line = (page: Page, sku: string) => page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

async function addSimpleFromCard(page: Page) {
  await page.goto(`/product?search=${encodeURIComponent(simpleTitle)}`);
  await page.getByRole('button', { name: `Add ${simpleTitle} to cart` }).click();
}

async function addVariationFromChooser(page: Page) {
  await page.goto(`/product?search=${encodeURIComponent(variableTitle)}`);
  await page
    .getByTestId('product-card')
    .filter({ hasText: variableTitle })
    .getByRole('button', { name: 'Select' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`${variableTitle}${MSG.chooseVariationSuffix}`);
  await dialog
    .getByTestId('variation-card')
    .filter({ hasText: VARIATION_SKU })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
}

async function guestCartWithBoth(page: Page) {
  await addSimpleFromCard(page);
  await expect(toast(page, MSG.addedToCart)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await addVariationFromChooser(page);
  await expect(badge(page)).toHaveText('2');
}

test('a guest adds a simple product and a variation, reloads, changes quantities and removes', async ({
  page,
}) => {
  await guestCartWithBoth(page);
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(line(page, 'E2E-AMBER')).toContainText(simpleTitle);
  await expect(line(page, VARIATION_SKU)).toContainText('Size: 50 ml');
  await expect(line(page, VARIATION_SKU)).toContainText('Delivery by');
  await expect(badge(page)).toHaveText('2');

  // the same product again is refused
  await addSimpleFromCard(page);
  await expect(toast(page, MSG.productAlreadyInCart)).toBeVisible();
  await page.goto('/cart');

  const amber = line(page, 'E2E-AMBER');
  const minus = amber.getByRole('button', { name: `Decrease quantity of ${simpleTitle}` });
  const plus = amber.getByRole('button', { name: `Increase quantity of ${simpleTitle}` });
  const quantity = amber.getByRole('status', { name: `Quantity of ${simpleTitle}` });
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(quantity).toHaveText('2');
  await expect(amber).toContainText('× 2');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(quantity).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(page.getByTestId('summary-count')).toHaveText('2');

  await line(page, VARIATION_SKU)
    .getByRole('button', { name: `Remove ${variableTitle} from cart` })
    .click();
  await expect(toast(page, MSG.productRemovedFromCart)).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(badge(page)).toHaveText('1');
});

test('two tabs agree, and a corrupt stored cart is discarded', async ({ page, context }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  const other = await context.newPage();
  await addSimpleFromCard(other);
  await expect(badge(other)).toHaveText('1');
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await other.close();

  await page.evaluate(() => localStorage.setItem('storefront.guest-cart', '{not json'));
  await page.reload();
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storefront.guest-cart'))).toBeNull();
});

test('coupon messages, an applied discount and its removal', async ({ page }) => {
  await addSimpleFromCard(page);
  await expect(badge(page)).toHaveText('1');
  await page.goto('/cart');
  const total = page.getByTestId('summary-total');
  await expect(total).toHaveText('₹999.00');

  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  const code = dialog.getByLabel('Coupon code');
  const apply = dialog.getByRole('button', { name: 'Apply' });
  await apply.click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.enterCouponCode);

  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.invalidCoupon);

  await code.fill(CART_FIXTURES.expiredCoupon);
  await apply.click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.couponExpired);

  await page.route('**/api/coupon/check/**', (route) => route.abort('failed'));
  await code.fill(CART_FIXTURES.coupon);
  await apply.click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.errorCheckingCoupon);
  await page.unroute('**/api/coupon/check/**');

  await code.fill(CART_FIXTURES.coupon.toLowerCase());
  await apply.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('summary-discount')).toHaveText('−₹99.90');
  await expect(total).toHaveText('₹899.10');

  // the discount follows the cart (the shared rule), then goes with the coupon
  await line(page, 'E2E-AMBER')
    .getByRole('button', { name: `Increase quantity of ${simpleTitle}` })
    .click();
  await expect(page.getByTestId('summary-discount')).toHaveText('−₹199.80');
  await expect(total).toHaveText('₹1,798.20');
  await page.getByRole('button', { name: `Remove coupon ${CART_FIXTURES.coupon}` }).click();
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  await expect(total).toHaveText('₹1,998.00');
});

test('the empty cart shakes and Buy Now leads to the product listing', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  const bag = page.getByTestId('empty-cart').locator('[data-shaking]');
  await expect(bag).toHaveAttribute('data-shaking', 'true');
  await expect(bag).toHaveAttribute('data-shaking', 'false', { timeout: 2000 });
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a guest checks out: login, back to /checkout, and the lines are in the server cart', async ({
  page,
}) => {
  const customer = await newCartCustomer(page.request, mails(), 'guest');
  await guestCartWithBoth(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: /^(Checkout|Request Quotation)$/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('storefront.checkout-data') ?? 'null'),
  );
  expect(saved).toMatchObject({
    coupon: null,
    discountAmount: 0,
    totalBeforeDiscount: 999 + 649,
    totalAfterDiscount: 999 + 649,
    isCouponApplied: false,
  });
  expect(saved.products).toHaveLength(2);

  await loginThroughForm(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByTestId('checkout-total')).toHaveText('₹1,648.00');
  await expect(page.getByTestId('checkout-email')).toHaveText(customer.email);
  await expect(page.getByTestId('checkout-payment-note')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storefront.guest-cart'))).toBeNull();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(line(page, 'E2E-AMBER')).toHaveAttribute('data-available', 'true');
  await expect(line(page, VARIATION_SKU)).toContainText('Size: 50 ml');
  await expect(badge(page)).toHaveText('2');
});

test("a customer's badge follows adds and removes", async ({ page }) => {
  const customer = await newCartCustomer(page.request, mails(), 'badge');
  await signInThroughApi(page, customer);
  await page.goto('/');
  await expect(badge(page)).toHaveCount(0);
  await addSimpleFromCard(page);
  await expect(toast(page, MSG.productAddedToCart)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await addSimpleFromCard(page);
  await expect(toast(page, MSG.productAlreadyInCart)).toBeVisible();
  await addVariationFromChooser(page);
  await expect(badge(page)).toHaveText('2');

  await page.goto('/cart');
  const amber = line(page, 'E2E-AMBER');
  await amber.getByRole('button', { name: `Increase quantity of ${simpleTitle}` }).click();
  await expect(amber.getByRole('status', { name: `Quantity of ${simpleTitle}` })).toHaveText('2');
  await page.reload();
  await expect(amber.getByRole('status', { name: `Quantity of ${simpleTitle}` })).toHaveText('2');
  await amber.getByRole('button', { name: `Remove ${simpleTitle} from cart` }).click();
  await expect(toast(page, MSG.productRemovedFromCart)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

// ---- 50 lines ----

// ---- screenshots (SCREENSHOTS=1) ----

test('screenshots of the cart and checkout', async ({ page }, testInfo) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
  const dir = `screenshots/${testInfo.project.name}`;
  fs.mkdirSync(dir, { recursive: true });
  const shot = async (name: string) => {
    // a full-page capture of a scrolled page draws the sticky header mid-page
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled' });
  };

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: MSG.cartEmpty })).toBeVisible();
  await page.waitForTimeout(800);
  await shot('cart-empty');

  const customer = await newCartCustomer(page.request, mails(), 'shots');
  await guestCartWithBoth(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500); // let the toasts go
  await shot('cart-lines');

  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  await page.getByRole('dialog').getByLabel('Coupon code').fill(CART_FIXTURES.coupon);
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await page.waitForTimeout(3500);
  await shot('cart-coupon');

  await page.getByRole('button', { name: /^(Checkout|Request Quotation)$/ }).click();
  await loginThroughForm(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  const refreshed = (await (await page.request.post('/api/auth/refresh')).json()) as {
    user: { user_id: string; full_name: string };
    accessToken: string;
  };
  await page.request.post('/api/address', {
    headers: { authorization: `Bearer ${refreshed.accessToken}` },
    data: {
      location_user: 'Home',
      new_address: '14, 2nd Cross, Indiranagar',
      city: 'Bengaluru',
      area: 'HAL 2nd Stage',
      pincode: '560038',
      user_id: refreshed.user.user_id,
      user_name: refreshed.user.full_name,
    },
  });
  await page.reload();
  await expect(page.getByTestId('checkout-shipping')).toContainText('Indiranagar');
  await page.waitForTimeout(3500);
  await shot('checkout');
});
