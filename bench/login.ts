/**
 * Sign-in under load: 20 connections posting /api/loginuser for one account, for 15 s.
 * Against a running shop (production mode, real argon2id cost):
 *
 *   PORT=3401 DATA_DIR=/tmp/a-data RATE_LIMIT_SCALE=10000 NODE_ENV=production WEB_DIST_DIR=none \
 *     node --import tsx apps/api/src/server.ts
 *   BASE_URL=http://127.0.0.1:3401 OUTBOX_KEY=$(cat /tmp/a-data/outbox-key) \
 *     npx tsx bench/login.ts
 *
 * RATE_LIMIT_SCALE lifts the per-e-mail login limit, which would otherwise answer 429.
 */
import autocannon from 'autocannon';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3401';
const key = process.env.OUTBOX_KEY ?? '';
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION ?? 15);

async function post(path: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const { shopId } = (await (await fetch(`${base}/api/health`)).json()) as { shopId: string };
const email = `login-bench-${Date.now()}@example.com`;
const password = 'bench-secret-1';
await post('/api/registeruser/api/send-otp', { email, main_id: shopId });
const outbox = (await (
  await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { 'x-outbox-key': key } })
).json()) as { mails: { text: string }[] };
const otp = /\b(\d{6})\b/.exec(outbox.mails[0]?.text ?? '')?.[1];
if (!otp) throw new Error('no code in the outbox: is OUTBOX_KEY right?');
const { verificationToken } = await post('/api/registeruser/api/verify-otp', { email, otp, main_id: shopId });
await post('/api/registeruser/api/signup', {
  email,
  password,
  mobile: '9876543210',
  full_name: 'Bench',
  verificationToken,
  main_id: shopId,
});

// one burst of `connections` sign-ins at the same moment
const burst = await Promise.all(
  Array.from({ length: connections }, async () => {
    const started = performance.now();
    await post('/api/loginuser', { email, password, main_id: shopId });
    return performance.now() - started;
  }),
);
burst.sort((a, b) => a - b);
const at = (q: number) => burst[Math.min(burst.length - 1, Math.ceil(q * burst.length) - 1)]!.toFixed(0);
console.log(`burst of ${connections}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);

const result = await autocannon({
  url: `${base}/api/loginuser`,
  method: 'POST',
  connections,
  duration,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password, main_id: shopId }),
});
const codes = Object.entries(result.statusCodeStats ?? {})
  .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`)
  .join(', ');
console.log(
  `sustained, ${connections} connections for ${duration} s: ${result.requests.average.toFixed(0)} req/s, ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${codes})`,
);
