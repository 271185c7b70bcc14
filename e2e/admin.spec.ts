import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// The owners are created before the shop starts (playwright.config.ts runs admin:create).
const PASSWORD = 'e2e-owner-pass';

const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

// the journeys share the owner of their project: the first turns two-factor on, the next
// signs in with one of the recovery codes it was shown
test.describe.configure({ mode: 'serial' });

/** With SHOTS_DIR set, the console's pages are also saved there as full-page screenshots. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string, project: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-${name}-${project}.png`, fullPage: true });
}
let recoveryCode = '';

test('the owner signs in, turns on two-factor, signs out and back in with a code, and sees the orders', async ({
  page,
}, testInfo) => {
  const email = `owner-${testInfo.project.name}@e2e.example`;

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // back to where the owner was going: the console's home, the dashboard
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // a phone opens the menu drawer; a desktop has the sidebar
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // The current step's code, and the next step's at the sign-in below: a code is good once, and
  // the server takes the step before or after its own, so neither fails when a step ends
  // between typing and checking (the step before did, now and then).
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCode = (await codes.first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'I have saved them' }).click();

  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter the 6-digit code');
  await page.getByLabel('Authenticator code').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/\d+ orders? · page 1 of \d+/);

  // a reload keeps the owner signed in through the refresh cookie
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

test('a message sent from the contact page is unread in the inbox and on the dashboard; handling it is in the audit log', async ({
  page,
}, testInfo) => {
  const email = `owner-${testInfo.project.name}@e2e.example`;
  const sender = `Inbox ${testInfo.project.name} ${Date.now()}`;

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Get In Touch' });
  await form.getByLabel('Name').fill(sender);
  await form.getByLabel('Email').fill(`sender.${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Message').fill('Is the sandalwood attar back in stock?');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads/contact'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(recoveryCode).not.toBe('');
  await page.getByLabel('Authenticator code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('img', { name: /Daily sales for the last 30 days/ })).toBeVisible();
  await shot(page, 'dashboard', testInfo.project.name);
  await page.getByRole('link', { name: /Unread messages/ }).click();

  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  // a table row on a desktop, a card on a phone
  const row = page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ visible: true })
    .filter({ hasText: sender });
  await expect(row).toContainText('Unread');
  await row.getByRole('button', { name: new RegExp(sender) }).click();
  await expect(page.getByRole('heading', { name: `Contact message from ${sender}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await shot(page, 'inbox', testInfo.project.name);

  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  // a table row on a desktop, a card on a phone
  const entry = page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ visible: true })
    .filter({ hasText: email })
    .filter({ hasText: 'inbox.handled' });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).toContainText('lead');
});
