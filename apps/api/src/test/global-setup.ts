import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory (`dumpDataDir`), when tests run on PGlite. */
    pgliteSnapshotFile: string;
    /** Name of a migrated template database, when tests run on PostgreSQL. */
    postgresTemplate: string;
  }
}

/**
 * Migrating costs every test file several seconds (PGlite's initdb most of all), so the
 * migrations run once per set of migration files: a PGlite snapshot on disk, or a template
 * database on PostgreSQL. Each file then starts from a copy (see test/app.ts).
 */
export default async function setup(project: TestProject) {
  const version = migrationsHash();
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('postgresTemplate', await ensureTemplate(url, `storefront_test_tpl_${version}`));
    project.provide('pgliteSnapshotFile', '');
  } else {
    project.provide('pgliteSnapshotFile', await ensureSnapshot(version));
    project.provide('postgresTemplate', '');
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

async function ensureSnapshot(version: string): Promise<string> {
  const dir = path.join(os.tmpdir(), 'storefront-test');
  const file = path.join(dir, `pglite-${version}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  // Snapshots of earlier migration sets go once they are a day old: a run on another branch may
  // still be reading a younger one.
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const stale of fs.readdirSync(dir)) {
    const full = path.join(dir, stale);
    if (stale.startsWith('pglite-') && stale.endsWith('.tar') && fs.statSync(full).mtimeMs < dayAgo) {
      fs.rmSync(full, { force: true });
    }
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written under a unique name and renamed, so a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * A template database named after the migrations' hash. An advisory lock serialises runs that
 * start together; a template is only used once it is marked IS_TEMPLATE, which happens after its
 * migrations finished, so a half-made one is dropped and made again.
 */
async function ensureTemplate(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query<{ datistemplate: boolean }>(
      'SELECT datistemplate FROM pg_database WHERE datname = $1',
      [name],
    );
    if (found.rows[0]?.datistemplate) return name;
    await dropStaleTemplates(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: templateUrl.toString(), dataDir: '', poolSize: 1 });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

/** Templates of earlier migration sets would pile up on a developer's server; drop them. */
async function dropStaleTemplates(admin: pg.Client, current: string): Promise<void> {
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'storefront_test_tpl_%' AND datname <> $1",
    [current],
  );
  for (const { datname } of stale.rows) {
    await admin.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
  }
}
