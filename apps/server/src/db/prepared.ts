import type { Db } from './client.ts';

/**
 * A hot query built and prepared once per database handle instead of on every call. Drizzle
 * then skips building the SQL, and on PostgreSQL the statement is named, so each pooled
 * connection parses and plans it once (an unnamed statement is planned on every execution).
 * Only for queries outside transactions: a prepared query runs on the pool, not on a `tx`.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let query = cache.get(db);
    if (!query) cache.set(db, (query = build(db)));
    return query;
  };
}
