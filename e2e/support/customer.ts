import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type CaughtMail, waitForOtp } from './mail-catcher';

export const SHOP = process.env.E2E_SHOP_ID ?? 'nakshatra-demo';

export type Customer = { email: string; password: string; fullName: string; mobile: string };

/** Registers a customer through the API (send OTP, verify it from the caught mail, sign up). */
export async function registerCustomer(
  request: APIRequestContext,
  mails: CaughtMail[],
  email: string,
): Promise<Customer> {
  const customer = { email, password: 'cart-secret-1', fullName: 'Meera Iyer', mobile: '9876501234' };
  const seen = mails.filter((mail) => mail.to.includes(email.toLowerCase())).length;
  const sent = await request.post('/api/registeruser/api/send-otp', { data: { email, main_id: SHOP } });
  expect(sent.ok(), `send-otp answers ${sent.status()}`).toBeTruthy();
  const otp = await waitForOtp(mails, email, seen);
  const verified = await request.post('/api/registeruser/api/verify-otp', {
    data: { email, otp, main_id: SHOP },
  });
  expect(verified.ok(), `verify-otp answers ${verified.status()}`).toBeTruthy();
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const signup = await request.post('/api/registeruser/api/signup', {
    data: {
      email,
      verificationToken,
      mobile: customer.mobile,
      full_name: customer.fullName,
      password: customer.password,
      main_id: SHOP,
    },
  });
  expect(signup.ok(), `signup answers ${signup.status()}`).toBeTruthy();
  return customer;
}

/** A new customer of a cart journey, its email unique to the journey's tag, project and run. */
export function newCartCustomer(
  request: APIRequestContext,
  mails: CaughtMail[],
  tag: string,
): Promise<Customer> {
  const email = `cart.${tag}.${test.info().project.name}.${Date.now()}@example.com`;
  return registerCustomer(request, mails, email);
}

/**
 * Signs the page's browser context in without the login form: POST /loginuser sets the
 * refresh cookie in the context, and the stored user makes the app a customer's on load.
 * Returns an access token for calls made from the test.
 */
export async function signInThroughApi(page: Page, customer: Customer): Promise<string> {
  const response = await page.request.post('/api/loginuser', {
    data: { email: customer.email, password: customer.password, main_id: SHOP },
  });
  expect(response.ok(), `loginuser answers ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { user: Record<string, unknown>; accessToken: string };
  await page.addInitScript((user) => {
    if (!localStorage.getItem('storefront.user'))
      localStorage.setItem('storefront.user', JSON.stringify(user));
  }, body.user);
  return body.accessToken;
}

/** Fills the login form and waits for the success toast. */
export async function loginThroughForm(page: Page, customer: Customer) {
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}
