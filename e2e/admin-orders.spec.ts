import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { ProductCard } from '../packages/shared/src/index';
import {
  addAddress,
  addToServerCart,
  checkoutCustomer,
  goToCheckout,
  SERVED_ADDRESS,
} from './support/checkout-customer';
import { OWNER_PASSWORD } from './support/console';
import { type CaughtMail, catchMailForFile } from './support/mail-catcher';

/**
 * The owner runs an order from placed to cancelled: a customer pays through the payment
 * simulator, the owner (signed in with a TOTP code) finds the order and ships it, the
 * customer's track page and mailbox follow; then the owner cancels it, which refunds the
 * payment through the simulator and gives the stock back. The owner of each project is made
 * before the shop starts (playwright.config.ts, admin:create).
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

const mailbox = catchMailForFile();
const mails = (): CaughtMail[] => mailbox.mails;

const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/** Turns two-factor on for the owner through the API; the code of the step before is spent on it. */
async function ownerWithTotp(
  request: APIRequestContext,
  email: string,
): Promise<{ secret: string; headers: Record<string, string> }> {
  const login = await request.post('/api/admin/login', { data: { email, password: OWNER_PASSWORD } });
  expect(login.status(), 'owner sign-in').toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await request.post('/api/admin/me/totp/setup', { headers });
  expect(setup.status(), 'two-factor setup').toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/admin/me/totp/enable', {
    headers,
    // this step's code; the sign-in below uses the next step's (see admin.spec.ts)
    data: { code: codeAt(secret, Date.now()) },
  });
  expect(enable.status(), 'two-factor on').toBe(200);
  return { secret, headers };
}

async function stockOf(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get(
    `/api/products?pageSize=5&search=${encodeURIComponent(title)}&fresh=${Date.now()}`,
  );
  const { items } = (await response.json()) as { items: ProductCard[] };
  const card = items.find((item) => item.title === title);
  expect(card, title).toBeTruthy();
  return Number(card?.totalStock);
}

/** Waits for a mail to `to` whose raw text matches `pattern`. */
async function waitForMail(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = mails().find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.raw));
    if (found) return found.raw;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) {
    await page.screenshot({
      path: `${SHOTS_DIR}/admin-orders-${name}-${test.info().project.name}.png`,
      fullPage: true,
    });
  }
}

test('the owner ships a paid order, the customer sees it and is mailed; cancelling refunds it and gives the stock back', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const product = `E2E Bulk Attar ${project === 'phone' ? '21' : '31'}`;

  // the customer pays through the simulator
  const customer = await checkoutCustomer(page, mails(), `console-${project}`);
  await addAddress(page.request, customer, SERVED_ADDRESS);
  await addToServerCart(page.request, customer, product, 1);
  const stockBefore = await stockOf(page.request, product);
  await goToCheckout(page);
  await page.getByLabel('Pay using').selectOption('Pay now');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(/₹|Free/);
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await expect(page).toHaveURL(/\/payment-success\/[^/]+$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  const receipt = ((await page.getByTestId('receipt-order').textContent()) ?? '').trim();
  expect(receipt).toMatch(/^NA\d{6}-\d{5}$/);
  expect(await stockOf(page.request, product)).toBe(stockBefore - 1);

  // the owner signs in with a code from the authenticator app and finds the order
  const ownerEmail = `owner-orders-${project}@e2e.example`;
  const { secret, headers: staffHeaders } = await ownerWithTotp(page.request, ownerEmail);
  const owner = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await owner.goto('/admin/login');
  await owner.getByLabel('Email').fill(ownerEmail);
  await owner.getByLabel('Password').fill(OWNER_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByLabel('Authenticator code').fill(codeAt(secret, Date.now() + 30_000));
  await owner.getByRole('button', { name: 'Sign in' }).click();
  // a code sign-in lands on the orders, where the day's work starts
  await expect(owner.getByRole('heading', { name: 'Orders' })).toBeVisible();
  // a row of the table on a desktop, a card on a phone: either way one link names the order
  const order = owner.getByRole('link', { name: receipt });
  await expect(order).toBeVisible();
  // the sales register for the accountant lists the paid order with its GST split
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const register = await fs.promises.readFile((await download.path())!, 'utf8');
  expect(register.split('\r\n')[0]).toContain('"Taxable value (₹)","CGST (₹)","SGST (₹)","IGST (₹)"');
  expect(register).toContain(`"${receipt}"`);
  await order.click();
  await expect(owner.getByRole('heading', { name: receipt })).toBeVisible();

  // ... and ships it
  await owner.getByRole('button', { name: 'Mark Shipped' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(owner.getByRole('status').filter({ hasText: /Shipped/ })).toBeVisible();
  await shot(owner, 'shipped');

  // the customer's track page follows, and the mail reaches a real SMTP server
  await page.goto(`/track/${encodeURIComponent(orderId)}`);
  await expect(page.getByRole('heading', { name: `Order #${receipt}` })).toBeVisible();
  await expect(page.getByTestId('order-progress').locator('[aria-current="step"]')).toContainText('Dispatch');
  const shippedMail = await waitForMail(customer.email, new RegExp(`Order #${receipt} has shipped`)).catch(
    async (error: Error) => {
      const outbox = await page.request.get('/api/admin/notifications/outbox', { headers: staffHeaders });
      const caught = mails().map((m) => `${m.to.join(',')}: ${/^Subject: .*$/m.exec(m.raw)?.[0]}`);
      throw new Error(`${error.message}\ncaught: ${caught.join('\n')}\noutbox: ${await outbox.text()}`);
    },
  );
  expect(shippedMail).toContain(`/track/${orderId}`);

  // cancelling the paid order refunds it through the simulator and gives the stock back
  await owner.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = owner.getByRole('dialog');
  await expect(confirm).toContainText(`${total} is refunded`);
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(owner.getByRole('status').filter({ hasText: /[Cc]ancelled/ })).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Refunds' })).toContainText(total);
  await shot(owner, 'cancelled');
  expect(await stockOf(page.request, product)).toBe(stockBefore);

  await page.goto('/my-account');
  const card = page.getByTestId('order-card').filter({ hasText: receipt });
  await expect(card.getByTestId('order-badge')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
  await expect(card.getByTestId('order-refunded')).toContainText(total);
  await shot(page, 'customer-cancelled');
  await owner.close();
});
