/**
 * Someone a test signed in (a customer or a staff member): the details they signed in with
 * and their access token, with `headers` to spread into `app.inject({ headers })`. No Vitest
 * here: the CSV benchmark makes staff outside it (features/admin/testing.ts).
 */
export type SignedIn = {
  email: string;
  password: string;
  accessToken: string;
  headers: { authorization: string };
};

export const signedIn = (email: string, password: string, accessToken: string): SignedIn => ({
  email,
  password,
  accessToken,
  headers: { authorization: `Bearer ${accessToken}` },
});

let counter = 0;

/**
 * Who a test is about to create: a number of their own, the e-mail given or a fresh one
 * (`<prefix><n>.<time>@example.com`), always in lower case as the shop stores it, and the
 * password given or `password`.
 */
export function newSignIn(prefix: string, input: { email?: string; password?: string }, password: string) {
  counter += 1;
  const email = (input.email ?? `${prefix}${counter}.${Date.now()}@example.com`).toLowerCase();
  return { n: counter, email, password: input.password ?? password };
}
