import type { Db } from './client';

/**
 * A query built once per database handle (and per `key`, for a family of shapes) and kept:
 * building drizzle's SQL text on every call cost a quarter of a cart read's CPU (decision
 * 0043) and more than running an uncached listing (decision 0044). With a name, `pg` keeps it
 * parsed on each pooled connection and PostgreSQL can reuse its plan; PGlite ignores the name
 * and only saves the building. Values go in through `sql.placeholder`.
 */
export function builtOnce<K, T>(build: (db: Db, key: K) => T): (db: Db, key: K) => T {
  const built = new WeakMap<Db, Map<K, T>>();
  return (db, key) => {
    let byKey = built.get(db);
    if (!byKey) {
      byKey = new Map();
      built.set(db, byKey);
    }
    let query = byKey.get(key);
    if (!query) {
      query = build(db, key);
      byKey.set(key, query);
    }
    return query;
  };
}

/** `builtOnce` for a query of one shape. */
export function builtOncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const keyed = builtOnce((db: Db, _key: undefined) => build(db));
  return (db) => keyed(db, undefined);
}
