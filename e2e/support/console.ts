import { expect, type Page, type TestInfo, test } from '@playwright/test';

/** The password playwright.config.ts gives every owner it makes before the shop starts (admin:create). */
export const OWNER_PASSWORD = 'e2e-owner-pass';

/** Console journeys run once, in the desktop project: skips the test anywhere else. */
export function desktopOnly(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== 'desktop', 'one journey through the console, at desktop width');
}

/** Signs in through the console's login form and waits for the page it lands on. */
export async function signInToConsole(
  page: Page,
  email: string,
  { password = OWNER_PASSWORD, landing = 'Orders' }: { password?: string; landing?: string } = {},
) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: landing })).toBeVisible();
}

/** Signs in, then opens one section of the console from its menu. */
export async function openConsoleSection(page: Page, email: string, section: string) {
  await signInToConsole(page, email);
  await page.getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
}
