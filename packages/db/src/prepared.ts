import type { Db } from './client';

/** A database or a transaction, for reading. */
export type Reader = Pick<Db, 'select'>;

/**
 * A query built once per database and reused: building SQL through drizzle costs more
 * CPU than PostgreSQL spends answering the children's busiest calls. Its name makes it a
 * prepared statement on each connection, so PostgreSQL plans it once too. Values are
 * passed as `sql.placeholder(...)` and given to `execute`. It runs where it was built:
 * given a transaction (isPremium inside student.create), it is built for that transaction
 * and gains nothing, but stays correct.
 */
export function preparedQuery<Q>(build: (db: Reader) => Q): (db: Reader) => Q {
  const built = new WeakMap<Reader, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
