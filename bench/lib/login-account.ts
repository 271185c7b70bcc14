import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from '../../apps/api/src/lib/passwords';
import { BenchError } from './common';
import type { MailSink } from './mail-sink';
import { registerShopper } from './sign-in';

export type Account = { email: string; password: string; shopId: string };

/** Registers the account the sign-ins use, so its password is hashed by the shop at its real cost. */
export async function registerAccount(baseUrl: string, shopId: string, sink: MailSink): Promise<Account> {
  const account = { email: `login-bench-${Date.now()}@example.com`, password: 'Login-bench-42', shopId };
  await registerShopper(baseUrl, sink, { ...account, fullName: 'Login Bench' });
  return account;
}

export type HashAlone = {
  /** Wall time of one check with nothing else of ours running, median and p90. */
  p50Ms: number;
  p90Ms: number;
  /** CPU time of one check (user + system, all threads of this process). */
  cpuMs: number;
  /** Checks per second with `atOnce` running at once: the most sign-ins the gate lets through. */
  atOnce: number;
  perSecond: number;
  /** CPU time of one check while `atOnce` run at once (they share caches and memory bandwidth). */
  cpuMsAtOnce: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/**
 * The password check the sign-in makes (argon2id at the shop's cost, same library), timed
 * in this process while the shop is idle: first one at a time, then `atOnce` together.
 */
export async function measureHashAlone(checks: number, atOnce: number): Promise<HashAlone> {
  const password = 'Login-bench-42';
  const stored = await hashPassword(password, DEFAULT_PASSWORD_COST);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < checks; i++) {
    const started = performance.now();
    if (!(await verifyPassword(password, stored))) throw new BenchError('the password check failed');
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);

  let started = 0;
  const cpuAtOnceBefore = process.cpuUsage();
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (started++ < checks * atOnce) await verifyPassword(password, stored);
    }),
  );
  const wallMs = performance.now() - wallStart;
  const cpuAtOnce = process.cpuUsage(cpuAtOnceBefore);
  return {
    p50Ms: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    cpuMs: (cpu.user + cpu.system) / 1000 / checks,
    atOnce,
    perSecond: (checks * atOnce * 1000) / wallMs,
    cpuMsAtOnce: (cpuAtOnce.user + cpuAtOnce.system) / 1000 / (checks * atOnce),
  };
}

export { quantile };
