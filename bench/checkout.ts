// `npm run bench:checkout`: many signed-in buyers placing, paying through the simulator and
// verifying at once; completed orders/s, p50/p99 per step, and afterwards a check that the
// stock taken is what the orders holding it account for, with none negative.
// Options: --quick, --db pglite|postgres, --buyers N (2000), --warmup-buyers N (200),
// --concurrency n (50), --contended-share x (0.25), --fail-share x (0.05), --seed n (42),
// --max-seconds s (600), --keep (keep the PostgreSQL database), --cpu-prof (profile the
// server into bench/results/prof), --sql "<statements>" (run on the bench database after the
// fixtures: an index tried before its migration exists).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signAccessToken } from '../apps/api/src/plugins/auth';
import type { CheckoutFixtures, FixtureBuyer, StockCheck } from './lib/checkout-database';
import { type DriverResult, runBuyers, ShopClient } from './lib/checkout-driver';
import { type PgActivity, startPgSampler } from './lib/checkout-pg-sampler';
import {
  CHECKOUT_TARGET_ORDERS_PER_SECOND,
  type CheckoutReport,
  renderCheckoutMarkdown,
  runFigures,
  stepFigures,
} from './lib/checkout-report';
import {
  BenchError,
  benchArgs,
  cleanupsOnSignal,
  log,
  RESULTS_DIR,
  ROOT,
  run,
  writeResults,
} from './lib/common';
import { startMailSink } from './lib/mail-sink';
import {
  BENCH_JWT_SECRET,
  baseEnv,
  type Catalogue,
  chosenDatabase,
  type RunningShop,
  startShop,
} from './lib/shop';

const { argv, options, number } = benchArgs();
const buyers = number('buyers', 2000, 40);
const warmupBuyers = options.get('warmup-buyers') === '0' ? 0 : number('warmup-buyers', 200, 10);
const concurrency = number('concurrency', 50, 10);
const share = (name: string, fallback: number) => {
  const value = options.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value === true || !Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
    throw new BenchError(`--${name} needs a share from 0 to 1`);
  }
  return parsed;
};
const contendedShare = share('contended-share', 0.25);
const failShare = share('fail-share', 0.05);
const seed = number('seed', 42);
const maxSeconds = number('max-seconds', 600);
const { databaseUrl, kind } = chosenDatabase(options);
const DB_NAME = 'storefront_bench_checkout';

const cleanups = cleanupsOnSignal();

/** The command that repeats this run, for the report (a password in DATABASE_URL is hidden). */
function commandLine(): string {
  let prefix = '';
  if (kind === 'postgres' && databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    prefix = `DATABASE_URL=${url.toString()} `;
  }
  const quoted = argv.map((arg) => (/^[\w./:=@,+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`));
  return `${prefix}npm run bench:checkout${argv.length ? ` -- ${quoted.join(' ')}` : ''}`;
}

/** A fresh database for every run: PostgreSQL from DATABASE_URL, or a PGlite folder. */
async function freshDatabase(): Promise<Catalogue> {
  if (kind === 'pglite') {
    const dataDir = path.join(RESULTS_DIR, 'data-checkout');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return { kind, products: 0, env: { DATA_DIR: dataDir }, seeded: true, cleanup: async () => {} };
  }
  if (!databaseUrl) throw new BenchError('PostgreSQL run without DATABASE_URL');
  const adminUrl = new URL(databaseUrl);
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${DB_NAME}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const dataDir = path.join(RESULTS_DIR, 'data-postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    kind,
    products: 0,
    env: { DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() },
    seeded: true,
    cleanup: async () => {
      if (options.has('keep')) {
        log(`kept database ${DB_NAME} (--keep)`);
        return;
      }
      await admin(`drop database if exists ${DB_NAME} with (force)`);
      log(`dropped database ${DB_NAME}`);
    },
  };
}

function fixturesScript(mode: 'setup' | 'check', args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'bench/lib/checkout-fixtures.ts', mode, ...args], {
    cwd: ROOT,
    env: { ...baseEnv(), ...env },
  });
}

/** CPU seconds (user + system) of a process so far, from /proc; null where there is none. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const catalogue = await freshDatabase();
  cleanups.add(catalogue.cleanup);
  const fixturesFile = path.join(RESULTS_DIR, `checkout-fixtures-${kind}.json`);
  const checkFile = path.join(RESULTS_DIR, `checkout-check-${kind}.json`);
  const mailSink = await startMailSink();
  let shop: RunningShop | undefined;
  let sampler: Awaited<ReturnType<typeof startPgSampler>> | undefined;
  let failed = false;
  try {
    log(
      `preparing ${kind === 'postgres' ? `database ${DB_NAME}` : 'a PGlite folder'}: demo shop, bench products, ${buyers + warmupBuyers} buyers…`,
    );
    const setupStarted = Date.now();
    await fixturesScript(
      'setup',
      [
        '--out',
        fixturesFile,
        '--buyers',
        String(buyers),
        '--warmup-buyers',
        String(warmupBuyers),
        '--contended-share',
        String(contendedShare),
        '--fail-share',
        String(failShare),
        '--seed',
        String(seed),
        ...(typeof options.get('sql') === 'string' ? ['--sql', String(options.get('sql'))] : []),
      ],
      catalogue.env,
    );
    const setupSeconds = (Date.now() - setupStarted) / 1000;
    const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')) as CheckoutFixtures;

    const cpuProf = options.has('cpu-prof');
    shop = await startShop({
      catalogue,
      // The server itself, not start.mjs: no web build (checkout is API calls only), and a
      // profile needs the flag on the server process.
      viaStartScript: false,
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, 'prof')}`] : [],
      // Order mails go to the local sink, as a production shop's go to its SMTP server.
      env: { SMTP_URL: mailSink.url, WEB_DIST_DIR: 'none' },
    });
    cleanups.add(shop.stop);
    // The server's own log (warnings and errors) is kept beside the results.
    const serverLog = fs.createWriteStream(path.join(RESULTS_DIR, `checkout-server-${kind}.log`));
    shop.child.stdout?.on('data', (chunk: Buffer) => serverLog.write(chunk));
    shop.child.stderr?.on('data', (chunk: Buffer) => serverLog.write(chunk));
    if (shop.shopId !== fixtures.shopId) {
      throw new BenchError(`the shop serves ${shop.shopId}, the fixtures are for ${fixtures.shopId}`);
    }
    const tokenConfig = { JWT_SECRET: BENCH_JWT_SECRET, SHOP_ID: shop.shopId };
    const token = (buyer: FixtureBuyer) =>
      signAccessToken(tokenConfig, { userId: buyer.userId, email: buyer.email });
    const client = new ShopClient(shop.baseUrl, concurrency);
    const deadline = Date.now() + maxSeconds * 1000;

    let warmup: DriverResult | undefined;
    const warm = fixtures.buyers.filter((buyer) => buyer.warmup);
    if (warm.length > 0) {
      log(`warm-up: ${warm.length} buyers, ${concurrency} in flight…`);
      warmup = await runBuyers({ client, shopId: shop.shopId, buyers: warm, concurrency, token, deadline });
    }
    const measured = fixtures.buyers.filter((buyer) => !buyer.warmup);
    log(`measured: ${measured.length} buyers, ${concurrency} in flight…`);
    // Other work on the machine lowers every number; the report says how busy it was.
    const loadAverage = os.loadavg();
    const serverCpuBefore = cpuSeconds(shop.child.pid);
    const benchCpuBefore = process.cpuUsage();
    sampler = catalogue.env.DATABASE_URL
      ? await startPgSampler(catalogue.env.DATABASE_URL, maxSeconds)
      : undefined;
    const result = await runBuyers({
      client,
      shopId: shop.shopId,
      buyers: measured,
      concurrency,
      token,
      deadline,
    });
    await sampler?.stop();
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const serverCpuAfter = cpuSeconds(shop.child.pid);
    const loadAverageAfter = os.loadavg();
    client.close();

    await shop.stop();
    cleanups.delete(shop.stop);
    shop = undefined;
    serverLog.end();
    const database: PgActivity | null = sampler ? await sampler.finish() : null;
    sampler = undefined;
    log('checking the stock against the orders…');
    await fixturesScript('check', ['--fixtures', fixturesFile, '--out', checkFile], catalogue.env);
    const stock = JSON.parse(fs.readFileSync(checkFile, 'utf8')) as StockCheck;

    const figures = runFigures(result);
    const report: CheckoutReport = {
      kind,
      date: new Date().toISOString(),
      command: commandLine(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model ?? '',
        node: process.version,
        loadAverage,
        loadAverageAfter,
      },
      options: { buyers, warmupBuyers, concurrency, contendedShare, failShare, seed },
      sessions:
        'Buyers are written straight to the users table (one precomputed argon2id hash) with one served ' +
        'address each; their access tokens are minted as the API test helpers do (signAccessToken with ' +
        "the bench's JWT_SECRET), just before each buyer starts.",
      setupSeconds,
      warmup: warmup ? { seconds: warmup.wallMs / 1000, outcomes: warmup.outcomes } : null,
      run: {
        ...figures,
        outcomes: result.outcomes,
        notStarted: result.notStarted,
        errors: result.errors,
        serverCpuSeconds:
          serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore,
        benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      },
      steps: stepFigures(result.samples),
      database,
      stock,
      target: {
        ordersPerSecond: CHECKOUT_TARGET_ORDERS_PER_SECOND,
        met: figures.ordersPerSecond >= CHECKOUT_TARGET_ORDERS_PER_SECOND,
        applies: kind === 'postgres' ? 'stated for PostgreSQL' : 'for comparison only: stated for PostgreSQL',
      },
    };
    const markdown = renderCheckoutMarkdown(report);
    const files = writeResults(`checkout-${kind}`, report, markdown);
    process.stdout.write(`\n${markdown}\n`);
    log(`wrote ${path.relative(process.cwd(), files.jsonFile)} and .md`);

    const warmErrors = warmup ? Object.keys(warmup.errors) : [];
    if (warmErrors.length > 0) console.error(`\nWarm-up errors: ${JSON.stringify(warmup?.errors)}`);
    if (result.outcomes.error > 0 || warmErrors.length > 0) {
      console.error('\nSome checkout calls broke or answered what they should not: see above.');
      failed = true;
    }
    const expectedPaid = result.outcomes.completed + (warmup?.outcomes.completed ?? 0);
    if (stock.ordersPaid !== expectedPaid || stock.paymentsPaid !== expectedPaid) {
      console.error(
        `\n${expectedPaid} buyers were told their payment succeeded, the database has ` +
          `${stock.ordersPaid} paid orders and ${stock.paymentsPaid} paid payments.`,
      );
      failed = true;
    }
    if (!stock.ok) {
      console.error('\nThe stock check failed: see above.');
      failed = true;
    }
  } finally {
    if (shop) await shop.stop();
    if (sampler)
      await sampler
        .stop()
        .then(() => sampler?.finish())
        .catch(() => undefined);
    await mailSink.close();
    await catalogue.cleanup();
    cleanups.delete(catalogue.cleanup);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
