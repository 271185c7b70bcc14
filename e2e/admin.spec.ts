import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// The owners are created before the shop starts (playwright.config.ts runs admin:create).
const PASSWORD = 'e2e-owner-pass';

const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

test('the owner signs in, turns on two-factor, signs out and back in with a code, and sees the orders', async ({
  page,
}, testInfo) => {
  const email = `owner-${testInfo.project.name}@e2e.example`;

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

  // a phone opens the menu drawer; a desktop has the sidebar
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  // the step before: the sign-in below then uses a code of a later step (a code is good once)
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter the 6-digit code');
  await page.getByLabel('Authenticator code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/\d+ orders? · page 1 of \d+/);

  // a reload keeps the owner signed in through the refresh cookie
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});
