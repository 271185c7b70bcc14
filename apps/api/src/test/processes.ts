import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createTestDatabase, testConfig } from './app';

/**
 * Two API instances in one test process, as two processes of one deployment: each with its
 * own connection pool to the same PostgreSQL database and its own Redis connections, on a
 * cache channel of this run only. For tests of what must hold across processes (decision
 * 0032); the caller skips itself without DATABASE_URL and REDIS_URL.
 */
export async function createTwoProcesses(options: { holdSweepMs?: number } = {}) {
  const databaseUrl = process.env.DATABASE_URL!;
  const first = await createTestDatabase();
  const rows = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(databaseUrl);
  url.pathname = `/${rows.rows[0]!.name}`;
  const second = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
  for (const database of [first, second]) {
    // the throw-away database is dropped WITH (FORCE) at the end; idle clients then hear 57P01
    const client = (database.db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) client.on('error', () => {});
  }
  const config = testConfig({ REDIS_URL: process.env.REDIS_URL! });
  const cacheChannel = `storefront-cache-test:${randomBytes(6).toString('hex')}`;
  const start = (database: Database) =>
    buildApp({
      config,
      database,
      logger: false,
      cacheChannel,
      payments: { holdSweepMs: options.holdSweepMs ?? 0 },
    });
  const apps = [await start(first), await start(second)] as const;
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    databases: [first, second] as const,
    config,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await second.close();
      await first.close();
    },
  };
}

/**
 * Asks until `check` holds or `withinMs` has passed; resolves to whether it held. What one
 * process writes reaches the other's caches a moment later, through Redis.
 */
export async function seenWithin(withinMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + withinMs;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return false;
}
