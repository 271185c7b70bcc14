// `npm run bench`: API speed of the shop against this machine's ceiling.
// Options: --products N (10000), --quick, --db pglite|postgres, --duration s, --warmup s,
// --connections n, --calls name,name, --keep (keep the PostgreSQL bench database),
// --fresh (re-seed), --cpu-prof (profile the server into bench/results/prof),
// --no-web (serve the API only, without building the web app),
// --suggest prefix (the suggest call's text; default: three letters of a title word).
import os from 'node:os';
import path from 'node:path';
import {
  type CallCpu,
  type CallResult,
  type Ceiling,
  renderApiMarkdown,
  summariseTargets,
} from './lib/api-report';
import { discoverCalls } from './lib/calls';
import {
  BenchError,
  benchArgs,
  cleanupsOnSignal,
  cpuSecondsBetween,
  cpuSecondsByPid,
  log,
  processTreeCpuSeconds,
  RESULTS_DIR,
  writeResults,
} from './lib/common';
import { LoadGenerator, startCeiling } from './lib/load';
import type { LoadJob, LoadResult } from './lib/load-worker';
import { type MailSink, startMailSink } from './lib/mail-sink';
import {
  chosenDatabase,
  type DbKind,
  databaseBackendPids,
  prepareCatalogue,
  type RunningShop,
  startShop,
} from './lib/shop';
import { useMailSink } from './lib/sign-in';

const { options, quick, number } = benchArgs();
const products = number('products', 10_000, 500);
const connections = number('connections', 50);
const warmupSeconds = number('warmup', 3, 0.5);
const durationSeconds = number('duration', 10, 1.5);
const onlyCalls =
  typeof options.get('calls') === 'string' ? String(options.get('calls')).split(',') : undefined;
const { databaseUrl, requestedDb } = chosenDatabase(options);
// Both databases when DATABASE_URL is set; --quick keeps to one to stay under two minutes.
const dbs: DbKind[] = requestedDb
  ? [requestedDb]
  : databaseUrl
    ? quick
      ? ['postgres']
      : ['pglite', 'postgres']
    : ['pglite'];

const cleanups = cleanupsOnSignal();

/**
 * Runs a load job and reads the CPU its measured requests cost the server (`serverPids` and
 * their children) and the database backends `databasePids` gives, in µs per request.
 */
async function measure(
  load: LoadGenerator,
  job: Omit<LoadJob, 'id'>,
  serverPids: number[],
  databasePids: () => Promise<number[]>,
): Promise<{ result: LoadResult; cpu?: CallCpu }> {
  let start: { server?: number; database: Map<number, number>; pids: number[] } | undefined;
  const starting: Promise<void>[] = [];
  const result = await load.run(job, () => {
    starting.push(
      databasePids().then((pids) => {
        start = { server: processTreeCpuSeconds(serverPids), database: cpuSecondsByPid(pids), pids };
      }),
    );
  });
  await Promise.all(starting);
  const server = processTreeCpuSeconds(serverPids);
  if (!start || start.server === undefined || server === undefined || result.requests === 0)
    return { result };
  const database = cpuSecondsBetween(start.database, cpuSecondsByPid(start.pids));
  const perRequest = (seconds: number) => (seconds * 1e6) / result.requests;
  return {
    result,
    cpu: {
      serverUs: perRequest(server - start.server),
      databaseUs: database === undefined ? undefined : perRequest(database),
    },
  };
}

async function benchDb(kind: DbKind, load: LoadGenerator, mailSink: MailSink) {
  const catalogue = await prepareCatalogue({
    kind,
    products,
    databaseUrl,
    keep: options.has('keep'),
    fresh: options.has('fresh'),
  });
  cleanups.add(catalogue.cleanup);
  let shop: RunningShop | undefined;
  let stopCeiling: (() => Promise<void>) | undefined;
  try {
    const cpuProf = options.has('cpu-prof');
    const noWeb = options.has('no-web');
    shop = await startShop({
      catalogue,
      // A profile needs the flag on the server process itself, not on start.mjs.
      viaStartScript: !cpuProf && !noWeb,
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, 'prof')}`] : [],
      env: {
        SMTP_URL: mailSink.url,
        // the signed-in calls' crowd of shoppers signs up from this one address
        RATE_LIMIT_SCALE: '10000',
        ...(noWeb ? { WEB_DIST_DIR: '' } : {}),
      },
    });
    cleanups.add(shop.stop);
    const suggest = options.get('suggest');
    const discovery = await discoverCalls(
      shop.baseUrl,
      shop.shopId,
      typeof suggest === 'string' ? suggest : undefined,
      connections,
    );
    const calls = discovery.calls.filter((call) => !onlyCalls || onlyCalls.includes(call.name));

    const job = { connections, warmupSeconds, durationSeconds };
    // Other work on the machine lowers every number; the report says how busy it was.
    const loadAverage = os.loadavg();
    const ceilingServer = await startCeiling(discovery.ceilingBody.body, discovery.ceilingBody.contentType);
    stopCeiling = ceilingServer.stop;
    cleanups.add(stopCeiling);
    const measureCeiling = async (when: string): Promise<Ceiling> => {
      log(`ceiling (${when}): bare Fastify, ${discovery.ceilingBody.body.length} bytes from memory`);
      const { result, cpu } = await measure(
        load,
        { ...job, url: ceilingServer.url },
        ceilingServer.pid === undefined ? [] : [ceilingServer.pid],
        async () => [],
      );
      return { ...result, bytes: discovery.ceilingBody.body.length, source: discovery.ceilingBody.name, cpu };
    };
    const ceilings = [await measureCeiling('before the calls')];

    const results: CallResult[] = [];
    for (const call of calls) {
      if (call.state !== 'ready') {
        results.push({
          name: call.name,
          group: call.group,
          path: call.path,
          state: call.state,
          note: call.note,
          uncached: call.uniqueParam !== undefined,
        });
        continue;
      }
      log(`${call.name}: ${call.method ?? 'GET'} ${call.path}`);
      const { result, cpu } = await measure(
        load,
        {
          ...job,
          connections: call.connections ?? job.connections,
          url: `${shop.baseUrl}${call.path}`,
          method: call.method,
          headers: call.headers,
          body: call.body,
          requests: call.requests,
          perConnection: call.perConnection,
          uniqueParam: call.uniqueParam,
        },
        shop.child.pid === undefined ? [] : [shop.child.pid],
        () => databaseBackendPids(catalogue),
      );
      // A timeout (no answer within 10 s) is a very slow call, not a broken one: it is
      // reported, while a non-2xx answer or a refused connection fails the run.
      const failed = result.non2xx > 0 || result.errors - result.timeouts > 0;
      const problems = [
        result.non2xx > 0 ? `${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}` : '',
        result.errors - result.timeouts > 0 ? `${result.errors - result.timeouts} connection errors` : '',
        result.timeouts > 0 ? `${result.timeouts} timed out (> 10 s)` : '',
      ].filter(Boolean);
      results.push({
        name: call.name,
        group: call.group,
        path: call.path,
        state: failed ? 'failed' : 'measured',
        note: [...problems, call.note].filter(Boolean).join('; '),
        load: result,
        uncached: call.uniqueParam !== undefined,
        cpu,
      });
    }

    if (results.some((result) => result.load)) ceilings.push(await measureCeiling('after the calls'));
    await ceilingServer.stop();
    cleanups.delete(ceilingServer.stop);
    stopCeiling = undefined;
    const fastest = ceilings.reduce((best, next) => (next.rps > best.rps ? next : best));
    const ceiling: Ceiling = { ...fastest, measuredRps: ceilings.map((measured) => measured.rps) };
    for (const result of results) if (result.load) result.ratio = result.load.rps / ceiling.rps;

    const report = {
      kind,
      products,
      catalogue: catalogue.seeded ? 'seeded' : (catalogue.note ?? 'seed CLI missing'),
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', node: process.version, loadAverage },
      connections,
      warmupSeconds,
      durationSeconds,
      ceiling,
      calls: results,
    };
    const targets = summariseTargets(report);
    const markdown = renderApiMarkdown(report, targets);
    const files = writeResults(`api-${kind}-${products}`, { ...report, targets }, markdown);
    process.stdout.write(`\n${markdown}\n`);
    log(`wrote ${path.relative(process.cwd(), files.jsonFile)} and .md`);
    return results.some((result) => result.state === 'failed');
  } finally {
    if (stopCeiling) {
      await stopCeiling();
      cleanups.delete(stopCeiling);
    }
    if (shop) {
      await shop.stop();
      cleanups.delete(shop.stop);
    }
    await catalogue.cleanup();
    cleanups.delete(catalogue.cleanup);
  }
}

async function main() {
  const started = Date.now();
  const load = await LoadGenerator.start();
  cleanups.add(() => load.stop());
  // The cart calls need a signed-in shopper, whose sign-up code arrives by mail.
  const mailSink = await startMailSink();
  useMailSink(mailSink);
  let failed = false;
  try {
    for (const kind of dbs) {
      if (await benchDb(kind, load, mailSink)) failed = true;
    }
  } finally {
    await load.stop();
    await mailSink.close();
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed) {
    console.error('\nSome calls answered non-2xx or failed: see the tables above.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exit(1);
});
