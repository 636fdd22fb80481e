import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/** A database or a transaction, for reading. */
export type Reader = Pick<Db, 'select'>;

/**
 * A query built once per database and reused: building SQL through drizzle costs more
 * CPU than PostgreSQL spends answering the children's busiest calls. Its name makes it a
 * prepared statement on each connection, so PostgreSQL plans it once too (PGlite parses
 * every statement once by its text: PGliteParsedOnce). Values are
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

const dialect = new PgDialect();
/** Statements built so far: each gets a name of its own, the same on every connection. */
let statementsBuilt = 0;

/** What a database, or a transaction, runs its statements on: a pg pool or client, or PGlite. */
type DriverClient =
  | pg.Pool
  | pg.PoolClient
  | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** What pg's Query has and its types leave out. */
interface NamedQuery {
  name: string;
  callback?: (error: Error | null, result: pg.QueryResult) => void;
}

/**
 * A statement written once, its values as `sql.placeholder(...)`, turned into text once
 * and run as a named prepared statement, on PostgreSQL and on PGlite alike: the children's
 * calls run it with no building at all (drizzle's builders and row mapping were most of
 * their CPU, decision 0008), and the database plans it once. Given a transaction it runs in it
 * (on PGlite as an unnamed statement, planned each time). Answers its rows as the driver
 * parsed them: a JSON column is an object, so its fields are named by the statement, and a
 * timestamp in JSON is text.
 */
export function preparedStatement<Row>(
  statement: SQL,
): (db: Pick<Db, 'execute'>, values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `statement_${++statementsBuilt}`;
  return async (db, values) => {
    const client = (db as unknown as { session: { client: DriverClient } }).session.client;
    const filled = fillPlaceholders(params, values);
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      // A Query made from the text, then named: pg copies a config object property by
      // property on every call, which cost as much as parsing the row it answers.
      const query = new pg.Query(text, filled) as pg.Query & NamedQuery;
      query.name = name;
      if (client instanceof pg.Pool) {
        // The pool attaches its own callback, which gives the connection back.
        return ((await client.query(query as never)) as unknown as pg.QueryResult).rows as Row[];
      }
      return new Promise<Row[]>((resolve, reject) => {
        query.callback = (error: Error | null, result: pg.QueryResult) =>
          error ? reject(error) : resolve(result.rows as Row[]);
        client.query(query as never);
      });
    }
    // PGlite parses each text once by itself (PGliteParsedOnce); a transaction plans anew.
    return (await client.query(text, filled)).rows as Row[];
  };
}
