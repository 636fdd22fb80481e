import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const dialect = new PgDialect();
/** Names given to statements by their text: one text, one name, on every connection. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `statement_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** What a database, or a transaction, runs its statements on: a pg pool or client, or PGlite. */
type DriverClient =
  | pg.Pool
  | pg.PoolClient
  | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A statement written once, its values as `sql.placeholder(...)`, turned into text once
 * and run as a named prepared statement: the children's calls run it with no building at
 * all (drizzle's builders and row mapping were most of their CPU, issue 24). Given a
 * transaction it runs in it. Answers its rows as the driver parsed them: a JSON column is
 * an object, so its fields are named by the statement, and a timestamp in JSON is text.
 */
export function preparedStatement<Row>(
  statement: SQL,
): (db: Pick<Db, 'execute'>, values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = statementName(text);
  return async (db, values) => {
    const client = (db as unknown as { session: { client: DriverClient } }).session.client;
    const filled = fillPlaceholders(params, values);
    const result =
      client instanceof pg.Pool || client instanceof pg.Client
        ? await client.query({ name, text, values: filled })
        : await (client as Exclude<DriverClient, pg.Pool>).query(text, filled);
    return result.rows as Row[];
  };
}
