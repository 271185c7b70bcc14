// `npm run bench:login`: sign-in latency with the real argon2id cost (issue 12 item 7).
// Starts the shop in production mode (PGlite, or PostgreSQL when DATABASE_URL is set; rate
// limits in Redis when REDIS_URL is set), registers one account, then measures bursts of
// `--connections` sign-ins sent at the same moment and the same number of connections signing
// in without pause, beside the password check alone timed in this process in the same run.
// Options: --quick, --db pglite|postgres, --connections n (20), --bursts n (5),
// --duration s (15), --keep (keep the PostgreSQL database), --fresh,
// --cpu-prof (profiles the server into bench/results/prof, as `npm run bench` does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PASSWORD_COST, PASSWORD_LANES } from '../apps/api/src/lib/passwords';
import { DEFAULT_HASH_GATE } from '../apps/api/src/lib/passwords-gate';
import { BenchError, benchArgs, cleanupsOnSignal, log, RESULTS_DIR, sleep, writeResults } from './lib/common';
import { LoadGenerator } from './lib/load';
import { measureHashAlone, quantile, registerAccount } from './lib/login-account';
import { type LoginReport, type Phase, renderLoginMarkdown, targetMet } from './lib/login-report';
import { startMailSink } from './lib/mail-sink';
import { chosenDatabase, prepareCatalogue, type RunningShop, startShop } from './lib/shop';

const { argv, options, quick, number } = benchArgs();
const connections = number('connections', 20);
const bursts = number('bursts', 5, 2);
const durationSeconds = number('duration', 15, 3);
const hashChecks = quick ? 10 : 30;
const { databaseUrl, kind } = chosenDatabase(options);
const redisUrl = process.env.REDIS_URL?.trim() || undefined;

const cleanups = cleanupsOnSignal();

function commandLine(): string {
  const prefix = [
    kind === 'postgres' && databaseUrl ? `DATABASE_URL=${hidePassword(databaseUrl)} ` : '',
    redisUrl ? `REDIS_URL=${hidePassword(redisUrl)} ` : '',
  ].join('');
  return `${prefix}npm run bench:login${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
}

function hidePassword(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

type CpuSeconds = { all: number; eventLoop: number };

/**
 * CPU seconds the shop's process has used so far: all its threads, and its main thread alone
 * (the event loop: HTTP, SQL on PGlite, the rest of the sign-in), the other threads being
 * libuv's pool (the hashes) and V8's helpers. Linux; zeros elsewhere.
 */
function serverCpu(pid: number | undefined): CpuSeconds {
  const read = (file: string) => {
    try {
      const stat = fs.readFileSync(file, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s on Linux
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  return { all: read(`/proc/${pid}/stat`), eventLoop: read(`/proc/${pid}/task/${pid}/stat`) };
}

/** Milliseconds of server CPU per sign-in since `before`. */
function cpuPerSignIn(pid: number | undefined, before: CpuSeconds, signIns: number) {
  const now = serverCpu(pid);
  const each = (seconds: number) => (seconds * 1000) / Math.max(1, signIns);
  return { serverCpuMs: each(now.all - before.all), eventLoopCpuMs: each(now.eventLoop - before.eventLoop) };
}

type Answer = { ms: number; status: number | 'none' };

async function signIn(url: string, body: string): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 'none' };
  }
}

/**
 * What the hash alone allows at `rate` checks/s: a burst of `count` answers its k-th sign-in
 * at k / rate at best; `count` sign-ins kept in flight wait count / rate each (Little's law).
 */
function floors(rate: number, count: number, kept: boolean) {
  const at = (share: number) => ((kept ? count : Math.ceil(count * share)) * 1000) / rate;
  return { floorP50: at(0.5), floorP99: at(0.99) };
}

type Measured = Omit<Phase, 'floorP50' | 'floorP99'>;

async function burstPhase(shop: RunningShop, body: string): Promise<Measured> {
  const url = `${shop.baseUrl}/api/loginuser`;
  // one burst first to open the connections and warm the server; not counted
  await Promise.all(Array.from({ length: connections }, () => signIn(url, body)));
  const answers: Answer[] = [];
  let busyMs = 0;
  const cpuBefore = serverCpu(shop.child.pid);
  for (let i = 0; i < bursts; i++) {
    const started = performance.now();
    answers.push(...(await Promise.all(Array.from({ length: connections }, () => signIn(url, body)))));
    busyMs += performance.now() - started;
  }
  const cpu = cpuPerSignIn(shop.child.pid, cpuBefore, answers.length);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const answer of answers) {
    if (answer.status !== 'none') statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
  }
  return {
    name: `burst of ${connections} at once (× ${bursts})`,
    requests: answers.length,
    perSecond: ((statusCodes['200'] ?? 0) * 1000) / busyMs,
    p50: quantile(times, 0.5),
    p90: quantile(times, 0.9),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? 0,
    statusCodes,
    failures: answers.filter((answer) => answer.status === 'none').length,
    ...cpu,
  };
}

async function continuousPhase(shop: RunningShop, load: LoadGenerator, body: string): Promise<Measured> {
  const cpuBefore = serverCpu(shop.child.pid);
  const result = await load.run({
    url: `${shop.baseUrl}/api/loginuser`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    // The bursts before have warmed the shop up. A warm-up run of its own would leave its
    // last sign-ins in the shop's queue at the start of the measured one.
    warmupSeconds: 0,
    durationSeconds,
  });
  const cpu = cpuPerSignIn(shop.child.pid, cpuBefore, result.requests);
  const answered = Object.values(result.statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    name: `${connections} connections for ${durationSeconds} s`,
    requests: result.requests,
    perSecond: result.rps * ((result.statusCodes['200'] ?? 0) / Math.max(1, answered)),
    p50: result.p50,
    p90: result.p90,
    p99: result.p99,
    max: result.max,
    statusCodes: result.statusCodes,
    failures: result.errors,
    ...cpu,
  };
}

async function main() {
  const loadBefore = os.loadavg();
  const catalogue = await prepareCatalogue({
    kind,
    // the demo shop alone: sign-in reads no product
    products: 0,
    databaseUrl,
    keep: options.has('keep'),
    fresh: options.has('fresh'),
  });
  cleanups.add(catalogue.cleanup);
  const mailSink = await startMailSink();
  const load = await LoadGenerator.start();
  cleanups.add(() => load.stop());
  let shop: RunningShop | undefined;
  try {
    shop = await startShop({
      catalogue,
      viaStartScript: false,
      nodeArgs: options.has('cpu-prof')
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, 'prof')}`]
        : [],
      env: {
        SMTP_URL: mailSink.url,
        WEB_DIST_DIR: 'none',
        // Lifts the per-e-mail sign-in limit (10 in 15 minutes); a 429 is still counted.
        RATE_LIMIT_SCALE: '10000',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
    });
    cleanups.add(shop.stop);
    const account = await registerAccount(shop.baseUrl, shop.shopId, mailSink);
    const body = JSON.stringify({
      email: account.email,
      password: account.password,
      main_id: account.shopId,
    });

    const gateWidth = DEFAULT_HASH_GATE.concurrency;
    log(`hash alone: ${hashChecks} checks one at a time, then ${gateWidth} at once`);
    const hashBefore = await measureHashAlone(hashChecks, gateWidth);
    log(`burst: ${bursts} × ${connections} sign-ins at once`);
    const burst = await burstPhase(shop, body);
    log(`continuous: ${connections} connections for ${durationSeconds} s`);
    const continuous = await continuousPhase(shop, load, body);
    // the sign-ins still in flight when the load stopped finish first
    await sleep(2000);
    const hashAfter = await measureHashAlone(hashChecks, gateWidth);
    const meanRate = (hashBefore.perSecond + hashAfter.perSecond) / 2;
    const phases = [
      { ...burst, ...floors(meanRate, connections, false) },
      { ...continuous, ...floors(meanRate, connections, true) },
    ];

    const report: LoginReport = {
      kind,
      redis: redisUrl !== undefined,
      command: commandLine(),
      date: new Date().toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        cpu: os.cpus()[0]?.model ?? '',
        node: process.version,
        loadBefore,
        loadAfter: os.loadavg(),
      },
      connections,
      gate: DEFAULT_HASH_GATE,
      hashCost: {
        memoryKiB: DEFAULT_PASSWORD_COST.memoryCost,
        passes: DEFAULT_PASSWORD_COST.timeCost,
        lanes: PASSWORD_LANES,
      },
      hashBefore,
      hashAfter,
      phases,
    };
    const markdown = renderLoginMarkdown(report);
    const files = writeResults(
      `login-${kind}${quick ? '-quick' : ''}`,
      { ...report, met: phases.map(targetMet) },
      markdown,
    );
    process.stdout.write(`\n${markdown}\n`);
    log(`wrote ${path.relative(process.cwd(), files.jsonFile)} and .md`);
    // A sign-in that got no answer, or any answer but 200, 429 or 503, means something broke.
    const broken = phases.some(
      (phase) =>
        phase.failures > 0 ||
        Object.keys(phase.statusCodes).some((code) => !['200', '429', '503'].includes(code)),
    );
    if (broken) {
      console.error('\nSome sign-ins failed: see the table above.');
      process.exitCode = 1;
    }
  } finally {
    if (shop) {
      await shop.stop();
      cleanups.delete(shop.stop);
    }
    await load.stop();
    await mailSink.close();
    await catalogue.cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
