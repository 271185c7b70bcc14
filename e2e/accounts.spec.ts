import { expect, test } from '@playwright/test';
import { ADDRESS_MSG, AUTH_MSG } from '../packages/shared/src/index';
import { accountSteps, enterOtp, login, storedUser, submitEmail } from './support/accounts';
import { catchMailForFile } from './support/mail-catcher';

/**
 * Account journeys: register with the emailed code, logout and login, password reset,
 * addresses, the Help tab and a protected page.
 *
 * The OTP is read from the mail. The shop under test runs in production mode, where no
 * dev outbox exists, so it has to send real mail: this spec catches it with a small SMTP
 * server on SMTP_URL (default: the shop's port + 1). Run it with
 *
 *   SMTP_URL=smtp://127.0.0.1:3211 npx playwright test e2e/accounts.spec.ts
 *
 * (or set SMTP_URL in playwright.config's webServer env). A shop started outside
 * production without SMTP_URL works too: the spec then reads GET /api/dev/outbox with the key
 * of MAIL_OUTBOX_KEY (see support/mail-catcher.ts).
 */
const SHOP = process.env.E2E_SHOP_ID ?? 'nakshatra-demo';
const mailbox = catchMailForFile();
const { otpFor, mailsTo } = accountSteps(mailbox);

test.describe.configure({ mode: 'serial' });

test.describe('accounts', () => {
  let email = '';
  const fullName = 'Asha Rao';
  let password = 'first-secret';

  test.beforeAll(() => {
    email = `asha.${test.info().project.name}.${Date.now()}@example.com`;
  });

  test('register with the emailed code, log out and log in again', async ({ page }) => {
    await page.goto('/register');
    await submitEmail(page, 'not-an-email');
    await expect(page.getByText(AUTH_MSG.invalidEmail)).toBeVisible();

    const before = mailsTo(email);
    await submitEmail(page, email);
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(page.getByText(AUTH_MSG.otpSent)).toBeVisible();

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText(AUTH_MSG.enterAllOtpDigits)).toBeVisible();
    await enterOtp(page, await otpFor(page, email, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText(AUTH_MSG.otpVerified)).toBeVisible();

    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveJSProperty('readOnly', true);
    await page.getByLabel('Phone').fill('98765abc43210');
    await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(AUTH_MSG.passwordTooShort)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(AUTH_MSG.registrationSuccessful)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toMatchObject({ email });

    // a reload keeps the customer signed in (refresh cookie -> new access token)
    await page.goto('/my-account');
    await page.reload();
    await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    // the refresh cookie was revoked: the account page is closed again
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(AUTH_MSG.passwordTooShort)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('wrong-secret');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(AUTH_MSG.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset the password and log in with the new one', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Having trouble in sign in?' }).click();
    await expect(page).toHaveURL(/\/reset$/);

    await submitEmail(page, 'nobody@nowhere', 'Send OTP');
    await expect(page.getByText(AUTH_MSG.enterValidEmail)).toBeVisible();

    const before = mailsTo(email);
    await submitEmail(page, email, 'Send OTP');
    await expect(page.getByText(AUTH_MSG.otpSentToEmail)).toBeVisible();
    await enterOtp(page, await otpFor(page, email, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText(AUTH_MSG.otpVerified)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MSG.newPasswordTooShort).first()).toBeVisible();

    password = 'second-secret';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${password}!`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MSG.passwordsDoNotMatch)).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(AUTH_MSG.passwordReset).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-secret');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(AUTH_MSG.invalidCredentials)).toBeVisible();
    await login(page, email, password);
  });

  test('a protected page visited while signed out comes back after login', async ({ page }) => {
    await page.goto('/my-account?tab=help');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, email, password);
    await expect(page).toHaveURL(/\/my-account\?tab=help$/);
    // remembered once only
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, email, password);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Help tab links to WhatsApp and a call', async ({ page }) => {
    const help = (await (await page.request.get(`/api/help/single/${SHOP}`)).json()) as {
      help: { whatsapp_number: string | null; mobile: string | null };
    };
    await page.goto('/login');
    await login(page, email, password);
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'Help' }).click();
    const chat = page.getByRole('link', { name: /Chat with us/ });
    const talk = page.getByRole('link', { name: /Talk to us/ });
    if (help.help.whatsapp_number) {
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
    } else await expect(chat).toHaveCount(0);
    if (help.help.mobile) await expect(talk).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    else await expect(talk).toHaveCount(0);
  });

  test('addresses: add, edit, set defaults, delete; contact mobile', async ({ page }) => {
    await page.goto('/login');
    await login(page, email, password);
    await page.goto('/my-account?tab=address');
    await expect(page.getByText('No saved addresses yet')).toBeVisible();

    // validation texts come from the shared schema
    await page.getByRole('button', { name: 'Add address' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add address' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText(ADDRESS_MSG.newAddress)).toBeVisible();
    await expect(dialog.getByText(ADDRESS_MSG.pincode)).toBeVisible();
    await dialog.getByLabel(/^Address/).fill('12 MG Road');
    await dialog.getByLabel('Area / locality').fill('Indiranagar');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('Pincode').fill('560038');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText(ADDRESS_MSG.added).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    // one address is both defaults
    await expect(cards.first().getByText('Default shipping')).toBeVisible();
    await expect(cards.first().getByText('Default billing')).toBeVisible();

    await page.getByRole('button', { name: 'Add address' }).click();
    dialog = page.getByRole('dialog', { name: 'Add address' });
    await dialog.getByText('Office', { exact: true }).click();
    await dialog.getByLabel(/^Address/).fill('4th Floor, Tower B');
    await dialog.getByLabel('City').fill('Pune');
    await dialog.getByLabel('Pincode').fill('411001');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText(ADDRESS_MSG.added).first()).toBeVisible();
    await expect(cards).toHaveCount(2);

    // edit
    await page.getByRole('button', { name: /^Edit Office address/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit address' });
    await expect(dialog.getByLabel('City')).toHaveValue('Pune');
    await dialog.getByLabel('Area / locality').fill('Kalyani Nagar');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(ADDRESS_MSG.updated).first()).toBeVisible();
    await expect(page.getByTestId('address-card').filter({ hasText: 'Kalyani Nagar' })).toHaveCount(1);

    // Escape closes a modal
    await page.getByRole('button', { name: 'Change default billing address' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose billing address' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // default billing -> the office
    await page.getByRole('button', { name: 'Change default billing address' }).click();
    await dialog.getByRole('radio', { name: /Office/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(ADDRESS_MSG.defaultUpdated('billing')).first()).toBeVisible();
    const office = cards.filter({ hasText: 'Kalyani Nagar' });
    const home = cards.filter({ hasText: 'Indiranagar' });
    await expect(office.getByText('Default billing')).toBeVisible();
    await expect(home.getByText('Default billing')).toHaveCount(0);

    // default shipping -> the office too, then back home
    await page.getByRole('button', { name: 'Change default shipping address' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose shipping address' });
    await dialog.getByRole('radio', { name: /Office/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(ADDRESS_MSG.defaultUpdated('shipping')).first()).toBeVisible();
    await expect(office.getByText('Default shipping')).toBeVisible();
    await expect(home.getByText('Default shipping')).toHaveCount(0);
    // the server kept it
    await page.reload();
    await expect(office.getByText('Default shipping')).toBeVisible();
    await expect(office.getByText('Default billing')).toBeVisible();

    // delete, with the confirmation
    await page.getByRole('button', { name: /^Delete Home address/ }).click();
    dialog = page.getByRole('dialog', { name: 'Delete address' });
    await expect(dialog.getByText(ADDRESS_MSG.deleteConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: /^Delete Home address/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(ADDRESS_MSG.deleted).first()).toBeVisible();
    await expect(cards).toHaveCount(1);

    // contact mobile: the shared rule, Save disabled while invalid
    const mobile = page.getByLabel('Contact mobile');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(mobile).toHaveValue('9876543210');
    await mobile.fill('12345');
    await expect(page.getByText(AUTH_MSG.invalidMobile)).toBeVisible();
    await expect(save).toBeDisabled();
    await mobile.fill('+91 91234-56789');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(AUTH_MSG.mobileUpdated)).toBeVisible();
    await expect(mobile).toHaveValue('9123456789');
  });
});
