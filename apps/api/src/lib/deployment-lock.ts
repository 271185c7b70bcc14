import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The first key of our advisory locks ('STOR'), so they never meet another tool's. */
const LOCK_SPACE = 0x53544f52;

export type Once<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `task` unless another process of the deployment is running the task of the same
 * `name` right now (decision 0032): on PostgreSQL a transaction takes
 * `pg_try_advisory_xact_lock` and keeps it, and so the lock, until `task` ends, so the lock
 * goes with the transaction even when the process dies; a second caller does not wait but
 * skips. `task` uses its own connections (the lock's transaction only holds the lock). The
 * embedded database serves one process, so there it simply runs.
 */
export async function onceAcrossDeployment<T>(
  database: Pick<Database, 'db' | 'kind'>,
  name: string,
  task: () => Promise<T>,
): Promise<Once<T>> {
  if (database.kind !== 'postgres') return { ran: true, value: await task() };
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return { ran: false } as const;
    return { ran: true, value: await task() } as const;
  });
}
