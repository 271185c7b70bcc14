import type { Db } from './client';

/** The most keys one statement is asked for; more wait for the next statement. */
export const MAX_KEYS_PER_READ = 100;

/**
 * Reads of one kind asked for during the same turn of the event loop, sent to the database as
 * one statement for all their keys (decision 0055). Under load, each round trip to PostgreSQL
 * costs the API process a socket write and PostgreSQL a wake-up, far more than reading a few
 * more rows; fifty shoppers reading their carts at once need a handful of statements, not
 * fifty.
 *
 * Nothing is kept between turns: a read starts after it was asked for, so it sees every write
 * committed before it, as a read of its own would. A read on a transaction handle is grouped
 * only with reads on that same handle, so it runs inside the transaction.
 *
 * Callers asking for the same key in one turn get the same value: treat it as read-only.
 * One failed statement fails every caller whose key it carried, so check keys before
 * asking (a malformed key must not reach a statement other callers share).
 */
export function coalescedReads<K, V>(
  readMany: (db: Db, scope: string, keys: K[]) => Promise<Map<K, V>>,
  missing: () => V,
): (db: Db, scope: string, key: K) => Promise<V> {
  type Waiting = { resolve: (value: V) => void; reject: (error: unknown) => void };
  const pending = new WeakMap<Db, Map<string, Map<K, Waiting[]>>>();

  async function flush(db: Db, scope: string, batch: Map<K, Waiting[]>) {
    const keys = [...batch.keys()];
    const slices: K[][] = [];
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_READ) {
      slices.push(keys.slice(start, start + MAX_KEYS_PER_READ));
    }
    // On a pool the slices go out on connections of their own, side by side.
    await Promise.all(
      slices.map(async (slice) => {
        try {
          const found = await readMany(db, scope, slice);
          for (const key of slice) {
            for (const waiting of batch.get(key)!) waiting.resolve(found.get(key) ?? missing());
          }
        } catch (error) {
          for (const key of slice) for (const waiting of batch.get(key)!) waiting.reject(error);
        }
      }),
    );
  }

  return (db, scope, key) =>
    new Promise<V>((resolve, reject) => {
      let scopes = pending.get(db);
      if (!scopes) {
        scopes = new Map();
        pending.set(db, scopes);
      }
      let batch = scopes.get(scope);
      if (!batch) {
        const started = new Map<K, Waiting[]>();
        batch = started;
        scopes.set(scope, started);
        setImmediate(() => {
          scopes.delete(scope);
          void flush(db, scope, started);
        });
      }
      const waiting = batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
