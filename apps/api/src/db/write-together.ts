import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Sends writes that do not depend on each other (inserts, updates and deletes of different
 * rows) as one statement, each a data-modifying `with` part: one round trip instead of one
 * each (decision 0057). Build each with drizzle and pass it unawaited. They run on one
 * snapshot, so none sees another's rows, and PostgreSQL runs them in no stated order; foreign
 * keys are checked at the end, so a line may name an order inserted beside it. One failure
 * fails them all, as it would fail their transaction.
 */
export async function writeTogether(exec: Db | Tx, writes: SQLWrapper[]): Promise<void> {
  const parts = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  await exec.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
