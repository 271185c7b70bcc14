import { expect, test } from '@playwright/test';
import { STAFF_ADMIN_MSG } from '../packages/shared/src/index';
import { desktopOnly, signInToConsole } from './support/console';

/**
 * The owner gives a new helper a console account: the helper signs in with the first password
 * and sees no owner pages; disabled, the helper's open console signs out at the next step.
 * The owner is made before the shop starts (playwright.config.ts, admin:create).
 */
const OWNER = 'owner-staff@e2e.example';

test('the owner adds a staff member who signs in without owner pages, then disables them', async ({
  page,
  browser,
}, testInfo) => {
  desktopOnly(testInfo);
  const helper = `helper.${Date.now()}@e2e.example`;

  await signInToConsole(page, OWNER);
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a staff member' });
  await form.getByLabel('Email').fill(helper);
  await form.getByLabel('Name').fill('Ravi');
  await form.getByLabel('First password').fill('helper-pass-1');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('status')).toHaveText(STAFF_ADMIN_MSG.added(helper));
  await expect(page.getByRole('list', { name: 'Staff members' })).toContainText(helper);

  const helperContext = await browser.newContext();
  const helperPage = await helperContext.newPage();
  await signInToConsole(helperPage, helper, { password: 'helper-pass-1' });
  await expect(helperPage.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(helperPage.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(helperPage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${helper}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${helper}` });
  await edit.getByRole('checkbox').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(STAFF_ADMIN_MSG.saved);

  // the helper's next page asks the server, which no longer lets them in
  await helperPage.getByRole('link', { name: 'Products' }).click();
  await expect(helperPage).toHaveURL(/\/admin\/login/);
  await helperPage.getByLabel('Email').fill(helper);
  await helperPage.getByLabel('Password').fill('helper-pass-1');
  await helperPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(helperPage.getByRole('alert')).toBeVisible();
  await helperContext.close();
});
