import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

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

/**
 * Prepared statements for a query whose WHERE depends on which filters are set: one statement
 * per combination (its shape), made on first use and kept per database handle. `letters` names
 * each filter in the statement's name (`appointment_list_bt`: business and status); a filter is
 * set unless undefined, null or empty, which is how `build` must read it too.
 */
export function preparedByShape<F extends object, Q>(
  name: string,
  letters: { [K in keyof F]?: string },
  build: (db: Db, f: F, name: string) => Q,
): (db: Db, f: F) => Q {
  const statements = preparedFor(() => new Map<string, Q>());
  return (db, f) => {
    const shape = Object.entries(letters)
      .filter(([key]) => !['', null, undefined].includes(f[key as keyof F] as never))
      .map(([, letter]) => letter)
      .join('');
    const cache = statements(db);
    let statement = cache.get(shape);
    if (!statement) cache.set(shape, (statement = build(db, f, `${name}_${shape}`)));
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement whose values are all `sql.placeholder`s, so its text never changes: built
 * once, and run as a named prepared statement on whichever handle it is given, the pool or a
 * transaction (each connection parses and plans it once). Behind a transaction-pooling
 * PgBouncer the name is dropped (client.ts, UnnamedStatementClient). Answers `{ rows }`, as
 * `execute` does.
 */
export function preparedSql<R>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<{ rows: R[] }> =>
    (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
      rows: R[];
    };
}
