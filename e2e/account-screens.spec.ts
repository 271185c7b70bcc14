import { expect, test } from '@playwright/test';
import { accountSteps, login, submitEmail } from './support/accounts';
import { catchMailForFile } from './support/mail-catcher';

const mailbox = catchMailForFile();
const { otpFor, mailsTo } = accountSteps(mailbox);

/**
 * Visual check of the account screens (not assertions): full-page screenshots under
 * screenshots/{project}/ (git-ignored). Run with SCREENSHOTS=1 and SMTP_URL as above.
 */
test.describe('account screens', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

  test('screens', async ({ page }, testInfo) => {
    const dir = `screenshots/${testInfo.project.name}`;
    const shot = async (name: string, fullPage = true) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${dir}/account-${name}.png`, fullPage });
    };
    const email = `screens.${testInfo.project.name}.${Date.now()}@example.com`;

    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await shot('login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shot('login-errors');

    await page.goto('/register');
    await shot('register-1-email');
    const before = mailsTo(email);
    await submitEmail(page, email);
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    const code = await otpFor(page, email, before);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code.slice(0, 3));
    await shot('register-2-otp', false);
    await page.keyboard.type(code.slice(3));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await shot('register-3-details');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/reset');
    await shot('reset-1-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await shot('reset-1-error', false);

    await page.goto('/login');
    await login(page, email, 'secret-1');
    await page.goto('/my-account');
    await expect(page.getByText('No orders yet')).toBeVisible();
    await shot('my-account-orders');
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
    await shot('my-account-address-empty');
    await page.getByRole('button', { name: 'Add address' }).click();
    const add = page.getByRole('dialog', { name: 'Add address' });
    await add.getByRole('button', { name: 'Save address' }).click();
    await shot('modal-add-errors', false);
    for (const [street, area, city, pin] of [
      ['Flat 4B, Lotus Residency, 12th Main Road', 'Indiranagar', 'Bengaluru', '560038'],
      ['4th Floor, Tower B, World Trade Center', 'Kharadi', 'Pune', '411014'],
    ] as const) {
      if (!(await add.isVisible())) await page.getByRole('button', { name: 'Add address' }).click();
      await add.getByLabel(/^Address/).fill(street);
      await add.getByLabel('Area / locality').fill(area);
      await add.getByLabel('City').fill(city);
      await add.getByLabel('Pincode').fill(pin);
      await add.getByRole('button', { name: 'Save address' }).click();
      await expect(add).toBeHidden();
    }
    await expect(page.getByTestId('address-card')).toHaveCount(2);
    await page.waitForTimeout(3500); // let the toasts go
    await shot('my-account-address');
    const modals: [string | RegExp, string][] = [
      [/^Edit Home address/, 'modal-edit'],
      ['Change default shipping address', 'modal-change'],
      [/^Delete Home address/, 'modal-delete'],
    ];
    for (const [button, name] of modals) {
      await page.getByRole('button', { name: button }).first().click();
      await shot(name, false);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('tab', { name: 'Help' }).click();
    await shot('my-account-help');
  });
});
