import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { StatementNames, statementNamingClient } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * PostgreSQL through `pg` when a URL is given; otherwise embedded PGlite, on disk in
 * `dataDir`, or in memory when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** A `dumpDataDir` tarball to start PGlite from instead of an empty cluster (tests). */
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      Client: statementNamingClient(new StatementNames()),
    });
    // An idle connection the server drops (a restart, a failover) is replaced by the pool on
    // the next query; without a listener its error event would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
