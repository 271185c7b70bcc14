import { expect, type Page } from '@playwright/test';
import { AUTH_MSG } from '../../packages/shared/src/index';
import { type CaughtMail, outboxPath, SMTP_URL } from './mail-catcher';

/**
 * The account journeys' steps (e2e/accounts.spec.ts, e2e/account-screens.spec.ts). The OTP is
 * read from the mail the file's catcher received (catchMailForFile), or from the dev outbox
 * of a shop started outside production without SMTP_URL.
 */
export function accountSteps(mailbox: { mails: CaughtMail[] }) {
  /** The code of the newest mail to `email` that arrived after `seen` earlier ones. */
  async function otpFor(page: Page, email: string, seen: number): Promise<string> {
    let code = '';
    await expect
      .poll(
        async () => {
          const mine = mailbox.mails.filter((mail) => mail.to.includes(email));
          if (mine.length > seen) {
            code = /code is (\d{6})/.exec(mine[mine.length - 1]!.raw)?.[1] ?? '';
            return code;
          }
          const outbox = await page.request.get(outboxPath(email));
          if (outbox.ok()) {
            const { mails } = (await outbox.json()) as { mails: { text: string }[] };
            if (mails.length > seen) code = /code is (\d{6})/.exec(mails[0]!.text)?.[1] ?? '';
          }
          return code;
        },
        {
          message: `no mail to ${email}: start the shop with SMTP_URL=${SMTP_URL.href} (see the top of this file)`,
          timeout: 15_000,
        },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  const mailsTo = (email: string) => mailbox.mails.filter((mail) => mail.to.includes(email)).length;

  return { otpFor, mailsTo };
}

/** Types `email` into the form's Email field and presses `button` (Continue, Send OTP). */
export async function submitEmail(page: Page, email: string, button = 'Continue') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: button }).click();
}

export async function enterOtp(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]!);
}

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // the newest toast: an earlier login's may still be showing (they stay 3 s)
  await expect(page.getByText(AUTH_MSG.loginSuccessful).last()).toBeVisible();
}

export const storedUser = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('storefront.user') ?? 'null') as { email: string } | null,
  );
