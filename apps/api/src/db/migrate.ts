import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations; already applied ones are skipped. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR });
  }
}
