import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BenchError, freePort, hashFiles, log, RESULTS_DIR, ROOT, run, sleep, stopProcess } from './common';

export type DbKind = 'pglite' | 'postgres';

/** `--db` as asked (pglite or postgres), refused when it is neither or names PostgreSQL without DATABASE_URL. */
export function requestedDatabase(
  options: Map<string, string | true>,
  databaseUrl: string | undefined,
): DbKind | undefined {
  const requested = options.get('db');
  if (requested !== undefined && requested !== 'pglite' && requested !== 'postgres') {
    throw new BenchError('--db is pglite or postgres');
  }
  if (requested === 'postgres' && !databaseUrl) throw new BenchError('--db postgres needs DATABASE_URL');
  return requested;
}

/**
 * DATABASE_URL, the --db asked for, and the one database a single-database benchmark runs
 * on: the one asked for, else PostgreSQL when DATABASE_URL is set, else PGlite.
 */
export function chosenDatabase(options: Map<string, string | true>) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const requestedDb = requestedDatabase(options, databaseUrl);
  const kind: DbKind = requestedDb ?? (databaseUrl ? 'postgres' : 'pglite');
  return { databaseUrl, requestedDb, kind };
}

export type Catalogue = {
  kind: DbKind;
  products: number;
  /** Env for the seed CLI and the server: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Whether the seed CLI ran; false when a catalogue of this size was reused or no CLI exists. */
  seeded: boolean;
  note?: string;
  cleanup: () => Promise<void>;
};

// BENCH_SEED_CLI points at another seed script with the same arguments (tests of the bench).
const SEED_CLI = process.env.BENCH_SEED_CLI || 'apps/api/src/db/seed/cli.ts';
// A catalogue seeded by other code than today's is not reused.
const SEED_INPUTS = [
  'apps/api/src/db/seed',
  'apps/api/drizzle',
  'apps/api/src/db/schema',
  'apps/api/src/features/catalogue/product-writer.ts',
];
// Fixed so that a kept data folder keeps working sessions; only ever used on this machine.
export const BENCH_JWT_SECRET = 'bench-only-secret-not-for-production-0123456789';

type Marker = { products: number; inputs: string };

function readMarker(file: string): Marker | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Marker;
  } catch {
    return undefined;
  }
}

async function seed(products: number, env: Record<string, string>): Promise<boolean> {
  if (!fs.existsSync(path.resolve(ROOT, SEED_CLI))) {
    log(`${SEED_CLI} is not built yet: the catalogue holds only what SEED_DEMO seeds`);
    return false;
  }
  log(`seeding ${products} products (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
  const started = Date.now();
  await run(process.execPath, ['--import', 'tsx', SEED_CLI, '--products', String(products)], {
    env: { ...baseEnv(), ...env },
  });
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** The parent's env without the variables the bench decides itself. */
export function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'HOST',
    'NODE_ENV',
    'SHOP_ID',
    'REDIS_URL',
    'SMTP_URL',
  ]) {
    delete env[name];
  }
  return env;
}

/**
 * PGlite: a data folder per catalogue size under bench/results, reused while it holds the
 * same seed. PostgreSQL: a dedicated database made from DATABASE_URL, dropped at the end
 * unless `keep`.
 */
export async function prepareCatalogue(options: {
  kind: DbKind;
  products: number;
  databaseUrl?: string;
  keep: boolean;
  fresh: boolean;
}): Promise<Catalogue> {
  const { kind, products } = options;
  const inputs = `${hashFiles([...SEED_INPUTS, SEED_CLI])} ${SEED_CLI}`;
  if (kind === 'pglite') {
    const dataDir = path.join(RESULTS_DIR, `data-${products}`);
    const markerFile = path.join(dataDir, 'bench-seed.json');
    const marker = readMarker(markerFile);
    const env = { DATA_DIR: dataDir };
    if (!options.fresh && marker?.products === products && marker.inputs === inputs) {
      log(`reusing ${path.relative(ROOT, dataDir)} (${products} products)`);
      return { kind, products, env, seeded: false, note: 'reused', cleanup: async () => {} };
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const seeded = await seed(products, env);
    if (seeded) fs.writeFileSync(markerFile, JSON.stringify({ products, inputs } satisfies Marker));
    return { kind, products, env, seeded, cleanup: async () => {} };
  }

  if (!options.databaseUrl) throw new BenchError('PostgreSQL run without DATABASE_URL');
  const adminUrl = new URL(options.databaseUrl);
  const dbName = `storefront_bench_${products}`;
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;
  const markerFile = path.join(RESULTS_DIR, `postgres-${products}-seed.json`);
  const marker = readMarker(markerFile);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  let reuse = false;
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    reuse =
      !options.fresh && exists.rowCount === 1 && marker?.products === products && marker.inputs === inputs;
    if (!reuse) {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.query(`create database ${dbName}`);
      fs.rmSync(markerFile, { force: true });
    }
  } finally {
    await admin.end();
  }
  // DATA_DIR still matters on PostgreSQL: the server keeps its generated files there.
  const dataDir = path.join(RESULTS_DIR, 'data-postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() };
  let seeded = false;
  if (reuse) {
    log(`reusing database ${dbName} (${products} products)`);
  } else {
    seeded = await seed(products, env);
    if (seeded) {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(markerFile, JSON.stringify({ products, inputs } satisfies Marker));
    }
  }
  return {
    kind,
    products,
    env,
    seeded,
    note: reuse ? 'reused' : undefined,
    cleanup: async () => {
      if (options.keep) {
        log(`kept database ${dbName} (--keep)`);
        return;
      }
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${dbName} with (force)`);
        fs.rmSync(markerFile, { force: true });
        log(`dropped database ${dbName}`);
      } finally {
        await client.end();
      }
    },
  };
}

export type RunningShop = {
  baseUrl: string;
  shopId: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Starts the shop as production does. `viaStartScript` runs scripts/start.mjs, which
 * rebuilds the web app when its sources changed; otherwise the server is started directly
 * (the caller built the web app itself).
 */
export async function startShop(options: {
  catalogue: Catalogue;
  viaStartScript: boolean;
  timeoutMs?: number;
  nodeArgs?: string[];
  env?: Record<string, string>;
}): Promise<RunningShop> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    ...options.catalogue.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...options.env,
  };
  const args = options.viaStartScript
    ? [...(options.nodeArgs ?? []), 'scripts/start.mjs']
    : [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/server.ts'];
  log(`starting the shop on ${baseUrl} (${options.catalogue.kind})…`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const stop = () => stopProcess(child);

  const deadline = Date.now() + (options.timeoutMs ?? 240_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchError(
        `the shop exited before it answered (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        const body = (await res.json()) as { shopId?: string };
        log(`shop is up (shop id ${body.shopId})`);
        return { baseUrl, shopId: body.shopId ?? 'nakshatra-demo', child, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stop();
  throw new BenchError(`the shop did not answer /api/health in time:\n${output}`);
}

/**
 * The process ids of the PostgreSQL backends serving the bench database (the shop's pool),
 * so that their CPU per request can be read beside the server's; none on PGlite, which runs
 * inside the server's process, or when the server is not on this machine.
 */
export async function databaseBackendPids(catalogue: Catalogue): Promise<number[]> {
  const url = catalogue.env.DATABASE_URL;
  if (catalogue.kind !== 'postgres' || !url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
