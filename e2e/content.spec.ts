import { expect, type Page, test } from '@playwright/test';
import { AUTH_MSG, CONTENT_MSG, MESSAGE_MAX_LENGTH } from '../packages/shared/src/index';
import { expectEmpty, expectTexts, fillByLabel } from './support/forms';
import { catchMailForFile } from './support/mail-catcher';

/**
 * Contact and enquiry journeys as a guest: validation texts, sending, and the form after
 * it. With SHOTS_DIR set, the two pages are also saved as full-page screenshots there.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
// The shop mails each message to its own address: caught here, as the accounts journeys do.
const mailbox = catchMailForFile();

async function shot(page: Page, name: string, project: string, fullPage = true) {
  if (!SHOTS_DIR) return;
  // animations allowed: finishing them early would also end the toast's timer and close it
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${project}.png`, fullPage, animations: 'allow' });
}

test.describe('contact page', () => {
  test('shows the field texts, sends the message and clears the form', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Get In Touch' });
    const send = form.getByRole('button', { name: CONTENT_MSG.sendMessage });

    await send.click();
    await expectTexts(form, [CONTENT_MSG.nameRequired, CONTENT_MSG.emailRequired, CONTENT_MSG.phoneRequired]);

    await fillByLabel(form, { Name: 'Asha Verma', Email: 'asha@', Phone: '12345' });
    await send.click();
    await expectTexts(form, [AUTH_MSG.enterValidEmail, AUTH_MSG.invalidMobile]);
    await expect(form.getByText(CONTENT_MSG.nameRequired)).toHaveCount(0);
    await shot(page, 'contact-errors', testInfo.project.name, false);

    const email = `asha.${Date.now()}@example.com`;
    await fillByLabel(form, { Email: email, Phone: '+91 98765 43210' });
    const message = form.getByLabel('Message');
    const counter = form.getByTestId('message-counter');
    await message.fill('Do you ship attars to Kochi?');
    await expect(counter).toHaveText(`28/${MESSAGE_MAX_LENGTH}`);
    await message.fill('x'.repeat(MESSAGE_MAX_LENGTH + 20));
    await expect(message).toHaveValue('x'.repeat(MESSAGE_MAX_LENGTH));
    await expect(counter).toHaveText(`${MESSAGE_MAX_LENGTH}/${MESSAGE_MAX_LENGTH}`);
    await expect(counter).toHaveClass(/text-sale/);
    await message.fill('Do you ship attars to Kochi?');
    await expect(counter).not.toHaveClass(/text-sale/);
    await shot(page, 'contact-filled', testInfo.project.name);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads/contact'));
    await send.click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText(CONTENT_MSG.thankYouForContacting)).toBeVisible();
    await shot(page, 'contact-sent', testInfo.project.name, false);
    await expectEmpty(form, ['Name', 'Email', 'Phone']);
    await expect(message).toHaveValue('');
    await expect(counter).toHaveText(`0/${MESSAGE_MAX_LENGTH}`);
    await expect(send).toBeEnabled();

    const mails = mailbox.catching ? mailbox.mails : null;
    const shop = await (await page.request.get('/api/register/single/nakshatra-demo')).json();
    const shopEmail = String(shop.users.email);
    if (mails && shopEmail) {
      await expect
        .poll(() => mails.some((mail) => mail.to.includes(shopEmail) && mail.raw.includes(email)))
        .toBe(true);
    }
  });

  test("shows the shop's address and phone beside the form", async ({ page }, testInfo) => {
    const profile = await (await page.request.get('/api/register/officesingle/nakshatra-demo')).json();
    await page.goto('/contact');
    const details = page.locator('aside');
    if (profile.google_address) await expect(details.getByText(profile.google_address)).toBeVisible();
    await expect(details.getByRole('link', { name: /^\+91 \d{10}$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'contact', testInfo.project.name);
    await shot(page, 'contact-viewport', testInfo.project.name, false);
  });
});

test.describe('enquiry page', () => {
  test('needs name, mobile and email, then says Enquiry Sent', async ({ page }, testInfo) => {
    await page.goto('/enquiry-form');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'enquiry', testInfo.project.name);
    const form = page.getByRole('form', { name: 'Enquiry' });
    const submit = form.getByRole('button', { name: CONTENT_MSG.submit });

    await submit.click();
    await expectTexts(form, [CONTENT_MSG.nameRequired, CONTENT_MSG.phoneRequired, CONTENT_MSG.emailRequired]);

    await fillByLabel(form, {
      Name: 'Ravi Kumar',
      Mobile: '098765 43210',
      Email: 'ravi@example.com',
      Message: 'A birth-chart reading for my daughter',
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/inquiry'));
    await submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      mobile: '9876543210',
      school: 'ravi@example.com',
    });
    await expect(page.getByText(CONTENT_MSG.enquirySent)).toBeVisible();
    await shot(page, 'enquiry-sent', testInfo.project.name, false);
    await expect(form.getByLabel('Name')).toHaveValue('');
  });
});

test('the push service worker is served as a script of the shop', async ({ request }) => {
  const response = await request.get('/push-sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(await response.text()).toContain("addEventListener('push'");
});
