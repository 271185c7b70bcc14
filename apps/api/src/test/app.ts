import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export const TEST_SHOP_ID = 'test-shop';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    return database;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: '', poolSize: 5 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
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

export async function createTestApp(options: { config?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
