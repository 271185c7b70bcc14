import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export const TEST_SHOP_ID = 'test-shop';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL. Both start from the
 * copy the global setup migrated once (test/global-setup.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshotFile = inject('pgliteSnapshotFile');
    if (!snapshotFile) {
      const database = await openDatabase({ dataDir: 'memory://' });
      await runMigrations(database);
      return database;
    }
    const snapshot = new Blob([await fs.readFile(snapshotFile)]);
    return openDatabase({ dataDir: 'memory://', pgliteSnapshot: snapshot });
  }
  const template = inject('postgresTemplate');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: dbUrl.toString(), dataDir: '', poolSize: 5 });
    if (!template) await runMigrations(database);
  } catch (error) {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SHOP_ID: TEST_SHOP_ID,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'none',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The app on a fresh test database; `app` passes options to `buildApp` (limits, gateway, mailer...). */
export async function createTestApp(
  options: { config?: Record<string, string>; app?: Omit<BuildAppOptions, 'config' | 'database'> } = {},
) {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, logger: false, ...options.app });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
