import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { AUTH_MSG, ORDER_MSG } from '../packages/shared/src/index';
import { CART_FIXTURES } from './support/cart-fixtures';
import {
  addAddress,
  addToServerCart,
  checkoutCustomer,
  goToCheckout,
  SERVED_ADDRESS,
  UNSERVED_ADDRESS,
} from './support/checkout-customer';
import { type CaughtMail, catchMailForFile } from './support/mail-catcher';

/**
 * Checkout journeys on the demo shop, paid through the built-in simulator (the default
 * gateway without Razorpay keys): Pay now, a failed payment, Pay on delivery with the demo
 * shop's 20% advance, and the place-order checks in the spec's order. Each customer is
 * registered through the API and given an address and a server cart of the bulk fixture
 * products (stock to spare: e2e/support/cart-fixtures.ts, written before the shop starts).
 *
 * Screenshots of checkout, the popup, the result pages, the orders tab and the track page
 * go to /tmp/shots-b (or SHOTS_DIR), one set per project (390 and 1280 px).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-b';

const mailbox = catchMailForFile();
const mails = (): CaughtMail[] => mailbox.mails;

test.beforeAll(async ({ request }) => {
  const fixtures = await request.get(
    `/api/products?pageSize=1&search=${encodeURIComponent(CART_FIXTURES.simpleTitle)}`,
  );
  const { total } = (await fixtures.json()) as { total: number };
  expect(total, 'cart fixtures missing: see the top of e2e/cart.spec.ts').toBeGreaterThan(0);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
});

/** A bulk fixture product per journey and project, so no two journeys share stock. */
const bulk = (index: number) => `E2E Bulk Attar ${String(index).padStart(2, '0')}`;
const projectOffset = () => (test.info().project.name === 'phone' ? 0 : 10);

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).first();
const payUsing = (page: Page) => page.getByLabel('Pay using');
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });

async function shot(page: Page, name: string, fullPage = true) {
  // a full-page capture of a scrolled page draws the sticky header mid-page
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({
    path: `${SHOTS_DIR}/${name}-${test.info().project.name}.png`,
    fullPage,
    animations: 'disabled',
  });
}

/**
 * The success page's figures, read in one go and photographed straight away: the page
 * moves on to My Account after 2 s.
 */
async function successReceipt(page: Page, name: string): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { name: ORDER_MSG.paymentSuccessful })).toBeVisible();
  const figures = await page
    .getByTestId('payment-receipt')
    .evaluate((receipt) =>
      Object.fromEntries(
        [...receipt.querySelectorAll('[data-testid]')].map((node) => [
          node.getAttribute('data-testid') ?? '',
          node.textContent ?? '',
        ]),
      ),
    );
  await shot(page, name, false);
  return figures;
}

/** Waits until the server's delivery figure is in, so the summary has settled. */
async function summarySettled(page: Page) {
  await expect(page.getByTestId('checkout-delivery')).toHaveText(/₹|Free/);
}

test('pays now in the simulator popup, then finds the order in My Account and tracks it', async ({
  page,
  browser,
}) => {
  // the longest journey (checkout, popup, account, tracking, invoice, PDF): on two shared
  // cores it runs past the default 45 s
  test.slow();
  const customer = await checkoutCustomer(page, mails(), `paynow-${test.info().project.name}`);
  await addAddress(page.request, customer, SERVED_ADDRESS);
  await addToServerCart(page.request, customer, bulk(1 + projectOffset()), 2);
  await goToCheckout(page);

  await expect(page.getByTestId('checkout-shipping')).toContainText('Chandpole Bazaar');
  await expect(page.getByTestId('checkout-email')).toHaveText(customer.email);
  await expect(payUsing(page)).toHaveValue('');
  await expect(payUsing(page).locator('option')).toHaveText([
    ORDER_MSG.selectPay,
    'Pay on delivery',
    'Pay now',
  ]);
  await payUsing(page).selectOption('Pay now');
  await summarySettled(page);
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  expect(total).toMatch(/^₹/);
  await page.waitForTimeout(300);
  await shot(page, 'checkout');

  await placeOrder(page).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Test payment — no money moves');
  await expect(popup).toContainText(ORDER_MSG.paymentDescription);
  await expect(popup).toContainText('Nakshatra Attars');
  await expect(page.getByTestId('simulator-amount')).toHaveText(total);
  await expect(page.locator('script[src*="checkout.razorpay.com"]')).toHaveCount(0);
  await shot(page, 'popup', false);

  await popup.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  const receiptFigures = await successReceipt(page, 'success');
  const receipt = receiptFigures['receipt-order'] ?? '';
  expect(receipt).toMatch(/^NA\d{6}-\d{5}$/);
  expect(receiptFigures).toMatchObject({
    'receipt-total': total,
    'receipt-fee': '₹0.00',
    'receipt-sender': customer.fullName,
  });
  expect(receiptFigures['receipt-method']).toContain('Pay now');
  expect(receiptFigures['receipt-ref']).toMatch(/^pay_/);
  expect(receiptFigures['receipt-time']).toMatch(/^\d{2}\/\d{2}\/\d{2} - \d{2}:\d{2}$/);
  expect(receiptFigures['receipt-advance']).toBeUndefined();

  // after 2 s: My Account, the checkout data gone and the cart badge down to nothing
  await expect(page).toHaveURL(/\/my-account$/, { timeout: 6000 });
  expect(await page.evaluate(() => localStorage.getItem('storefront.checkout-data'))).toBeNull();
  await expect(page.getByTestId('floating-cart-count')).toBeHidden();
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-receipt')).toHaveText(receipt);
  await expect(card.getByTestId('order-total')).toHaveText(total);
  await expect(card.getByTestId('order-delivery')).toContainText('Estimated delivery between');
  await expect(card.getByRole('link', { name: /View Product/ })).toHaveAttribute('href', /^\/product\//);
  await page.waitForTimeout(300);
  await shot(page, 'orders-tab');

  await card.getByRole('link', { name: /Track Order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${receipt}`);
  await expect(page.locator('[aria-current="step"]')).toContainText('Order Placed');
  await expect(page.getByTestId('bill-total')).toHaveText(total);
  await expect(page.getByTestId('bill-saved')).toContainText('You saved');
  await expect(page.getByRole('link', { name: /Download Invoice/ })).toHaveCount(0);
  await shot(page, 'track');

  // the tax invoice: on screen, on paper without the shop around it, and as a PDF
  await page.goto(`/invoice?order=${encodeURIComponent(orderId)}`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByTestId('invoice-seller')).toContainText('GSTIN: 08AAICN4821K1Z7');
  await expect(page.getByTestId('invoice-place-of-supply')).toHaveText('Place of supply: 08 Rajasthan');
  await expect(page.getByTestId('invoice-total')).toHaveText(total);
  await expect(page.getByTestId('invoice-totals')).toContainText('CGST');
  const [width] = await page.evaluate(() => [document.documentElement.scrollWidth]);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await shot(page, 'invoice');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.sticky')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByTestId('floating-shortcuts')).toBeHidden();
  await expect(page.getByTestId('invoice')).toBeVisible();
  await shot(page, 'invoice-print');
  await page.emulateMedia({ media: 'screen' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${receipt}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // the failed page of a paid order says it is paid
  await page.goto(`/payment-failed/${encodeURIComponent(orderId)}`);
  await expect(page.getByRole('heading', { name: 'This order is paid' })).toBeVisible();
  await expect(page.getByText(ORDER_MSG.orderFailed)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', `/track/${orderId}`);

  // someone else's order is not found
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await checkoutCustomer(otherPage, mails(), `other-${test.info().project.name}`);
    await otherPage.goto(`/track/${orderId}`);
    await expect(otherPage.getByRole('heading', { name: ORDER_MSG.orderNotFound })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an order whose figures changed while the page was open is refused, and the page shows the new ones before charging', async ({
  page,
}) => {
  const customer = await checkoutCustomer(page, mails(), `changed-${test.info().project.name}`);
  await addAddress(page.request, customer, SERVED_ADDRESS);
  await addToServerCart(page.request, customer, bulk(5 + projectOffset()));
  // the page read its summary before the owner raised the delivery charge by ₹100
  await page.route('**/api/payment/summary', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, number> };
    for (const key of ['deliveryCharge', 'payable_now', 'totalAmountbeforePay']) body.data[key]! -= 100;
    await route.fulfill({ response: answer, json: body });
  });
  await goToCheckout(page);
  await payUsing(page).selectOption('Pay now');
  await summarySettled(page);
  const stale = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.unroute('**/api/payment/summary');

  await placeOrder(page).click();
  await expect(toast(page, ORDER_MSG.amountsChanged)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // the summary is read again: the total the shop charges is on screen before anything is paid
  await expect(page.getByTestId('checkout-total')).not.toHaveText(stale);
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await placeOrder(page).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByTestId('simulator-amount')).toHaveText(total.replace(/^.*?(₹)/, '$1'));
  await popup.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
});

test('a failed payment in the popup leads to the failed page and keeps the cart', async ({ page }) => {
  const customer = await checkoutCustomer(page, mails(), `fail-${test.info().project.name}`);
  await addAddress(page.request, customer, SERVED_ADDRESS);
  await addToServerCart(page.request, customer, bulk(2 + projectOffset()));
  await goToCheckout(page);
  await payUsing(page).selectOption('Pay now');
  await summarySettled(page);
  await placeOrder(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(/\/payment-failed\/[^/]+$/);
  await expect(page.getByRole('heading', { name: ORDER_MSG.orderFailed })).toBeVisible();
  await expect(page.getByText(ORDER_MSG.orderCouldNotBeProcessed)).toBeVisible();
  await shot(page, 'failed');

  await page.getByRole('link', { name: 'Try checkout again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);

  await page.goto('/my-account');
  await expect(page.getByTestId('order-card').first().getByTestId('order-badge')).toHaveText('Failed');
  await expect(
    page
      .getByTestId('order-card')
      .first()
      .getByRole('link', { name: /Track Order/ }),
  ).toHaveCount(0);
});

test('pay on delivery: the 20% advance and delivery are paid in the popup, the rest on delivery', async ({
  page,
}) => {
  const customer = await checkoutCustomer(page, mails(), `pod-${test.info().project.name}`);
  await addAddress(page.request, customer, SERVED_ADDRESS);
  await addToServerCart(page.request, customer, bulk(3 + projectOffset()), 3);
  await goToCheckout(page);

  await payUsing(page).selectOption('Pay on delivery');
  await expect(page.getByTestId('checkout-payment-note')).toContainText('20% advance');
  // the amounts wait (a placeholder) until Pay on delivery's own have arrived
  await expect(page.getByTestId('checkout-advance')).toHaveText(/₹/);
  const payNow = (await page.getByTestId('checkout-advance').textContent()) ?? '';
  const remaining = (await page.getByTestId('checkout-remaining').textContent()) ?? '';
  await page.waitForTimeout(300);
  await shot(page, 'checkout-pod');

  await placeOrder(page).click();
  await expect(page.getByTestId('simulator-amount')).toHaveText(payNow);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Pay ${payNow}` })
    .click();

  await expect(page).toHaveURL(/\/payment-success\//);
  const figures = await successReceipt(page, 'success-pod');
  expect(figures['receipt-method']).toContain('Pay on delivery');
  expect(figures['receipt-remaining']).toBe(remaining);
  expect(figures['receipt-advance']).toMatch(/^₹/);
  await expect(page).toHaveURL(/\/my-account$/, { timeout: 6000 });
  await expect(
    page
      .getByTestId('order-card')
      .first()
      .getByRole('link', { name: /Track Order/ }),
  ).toBeVisible();
});

test('the place-order checks run in the spec order with their messages', async ({ page }) => {
  const customer = await checkoutCustomer(page, mails(), `checks-${test.info().project.name}`);
  await addToServerCart(page.request, customer, bulk(4 + projectOffset()));

  // a customer whose stored number is not a valid mobile (e.g. from an old sign-up)
  let blankMobile = true;
  const blank = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown> & { user?: Record<string, unknown> };
    if (blankMobile) {
      if (body.user) body.user.mobile = '';
      else body.mobile = '';
    }
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/auth/refresh', blank);
  await page.route('**/api/registeruser/single/**', blank);

  await goToCheckout(page);
  await expect(page.getByTestId('checkout-shipping')).toContainText('No address yet');

  // 1. billing address
  await placeOrder(page).click();
  await expect(toast(page, ORDER_MSG.selectBillingAddress)).toBeVisible();
  await expect(page.getByTestId('checkout-error-billing')).toHaveText(ORDER_MSG.selectBillingAddress);

  // 2. (shipping goes with billing: one address is both) then a valid mobile
  await addAddress(page.request, customer, UNSERVED_ADDRESS);
  await page.reload();
  await expect(page.getByTestId('checkout-shipping')).toContainText('Faraway');
  await placeOrder(page).click();
  await expect(toast(page, AUTH_MSG.invalidMobile)).toBeVisible();
  await expect(page.getByTestId('checkout-error-mobile')).toHaveText(AUTH_MSG.invalidMobile);
  const mobile = page.getByTestId('checkout-mobile-editor').getByLabel('Contact mobile');
  await expect(mobile).toBeFocused();
  await expect(mobile).toBeInViewport();
  const save = page.getByTestId('checkout-mobile-editor').getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await mobile.fill('98765');
  await expect(save).toBeDisabled();
  await mobile.fill('+91 98765-01234');
  await expect(save).toBeEnabled();
  blankMobile = false;
  await save.click();
  await expect(toast(page, AUTH_MSG.mobileUpdated)).toBeVisible();
  await expect(page.getByTestId('checkout-mobile')).toHaveText('+91 9876501234');

  // 3. a payment method
  await placeOrder(page).click();
  await expect(toast(page, ORDER_MSG.selectPaymentMethod)).toBeVisible();
  await expect(page.getByTestId('checkout-error-payment')).toHaveText(ORDER_MSG.selectPaymentMethod);

  // 4. a pincode the shop delivers to
  await payUsing(page).selectOption('Pay now');
  await expect(page.getByTestId('checkout-error-payment')).toHaveCount(0);
  await placeOrder(page).click();
  await expect(toast(page, ORDER_MSG.weDoNotDeliverHere)).toBeVisible();
  await expect(page.getByTestId('checkout-error-shipping')).toHaveText(ORDER_MSG.deliveryNotAvailableHere);
  await shot(page, 'checkout-checks');

  // the change modal refuses the unserved address as shipping and takes the served one
  await addAddress(page.request, customer, SERVED_ADDRESS, 'Office');
  await page.reload();
  await page.getByRole('button', { name: 'Change shipping address' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('radio', { name: /Faraway/ }).check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(ORDER_MSG.shippingNotAvailable)).toBeVisible();
  await modal.getByRole('radio', { name: /Chandpole/ }).check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('checkout-shipping')).toContainText('Chandpole Bazaar');

  // all checks pass: the popup opens; closing it leaves the shopper on checkout
  await payUsing(page).selectOption('Pay now');
  await summarySettled(page);
  await placeOrder(page).click();
  await expect(page.getByTestId('simulator-popup')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(toast(page, ORDER_MSG.paymentCancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrder(page)).toBeEnabled();
});
