import { BenchError } from './common';
import type { MailSink } from './mail-sink';

export type Session = { userId: string; accessToken: string; shopId: string };

let sink: MailSink | undefined;
export function useMailSink(mailSink: MailSink | undefined) {
  sink = mailSink;
}

/** POSTs JSON and answers the JSON body; anything but 2xx is a BenchError naming the call. */
export async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new BenchError(`${path} answered ${res.status} ${JSON.stringify(json).slice(0, 160)}`);
  return json;
}

function find(json: unknown, keys: string[]): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  for (const [key, value] of Object.entries(json)) {
    if (keys.includes(key) && typeof value === 'string') return value;
  }
  for (const value of Object.values(json)) {
    const found = find(value, keys);
    if (found) return found;
  }
  return undefined;
}

/**
 * Registers a shopper through the calls the web app makes (the code arrives at the local mail
 * sink), so the shop hashes the password at its real cost. Any step that is missing or refuses
 * ends in a BenchError whose message the report shows.
 */
export async function registerShopper(
  baseUrl: string,
  mailSink: MailSink,
  shopper: { email: string; password: string; fullName: string; shopId: string },
): Promise<void> {
  const { email, shopId } = shopper;
  const since = mailSink.count();
  await post(baseUrl, '/api/registeruser/api/send-otp', { email, main_id: shopId });
  const mail = await mailSink.waitFor(email, since);
  const otp = mail && /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
  if (!otp) throw new BenchError('no sign-up code arrived at the mail sink');
  const verified = await post(baseUrl, '/api/registeruser/api/verify-otp', { email, otp, main_id: shopId });
  await post(baseUrl, '/api/registeruser/api/signup', {
    email,
    verificationToken: verified.verificationToken,
    mobile: '9876543210',
    full_name: shopper.fullName,
    password: shopper.password,
    main_id: shopId,
  });
}

let shoppersSignedUp = 0;

/** Signs a new shopper up the way the web app does, logs in, and returns the access token. */
export async function signInForCart(baseUrl: string): Promise<Session> {
  if (!sink) throw new BenchError('no mail sink');
  const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { shopId: string };
  const mainId = health.shopId;
  shoppersSignedUp += 1;
  const email = `bench-${Date.now()}-${shoppersSignedUp}@example.com`;
  const password = 'Bench-password-42';
  await registerShopper(baseUrl, sink, { email, password, fullName: 'Bench Shopper', shopId: mainId });
  const login = await post(baseUrl, '/api/loginuser', { email, password, main_id: mainId });
  const accessToken = find(login, ['accessToken', 'access_token', 'token']);
  const userId = find(login, ['user_id', 'userId', 'id', '_id']);
  if (!accessToken || !userId) throw new BenchError('login gave no accessToken or user id');
  return { userId, accessToken, shopId: mainId };
}
