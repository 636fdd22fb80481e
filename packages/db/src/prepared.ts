import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serialize } from 'pg-protocol';
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
 * their CPU, issue 24), and the database plans it once. Given a transaction it runs in it
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
    if (client instanceof PGlite && hasTransactionLock(client)) {
      return runNamedOnPglite<Row>(client, name, text, filled);
    }
    return (await client.query(text, filled)).rows as Row[];
  };
}

/**
 * PGlite's own `query` parses and plans its statement at every call: for the session of a
 * child's call that was 400-800 µs of the server's one thread, where running a statement
 * planned once costs 70-100 (measured in-process on the bench's database). PGlite has no
 * named statements of its own, so they are spoken in the wire protocol it executes: Parse
 * once per database, then Bind, Describe, Execute and Sync in one message.
 */
interface PgliteLocks {
  /** PGlite's lock held by a transaction from BEGIN to COMMIT (not in its typings). */
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

function hasTransactionLock(client: PGlite): client is PGlite & PgliteLocks {
  // If a later PGlite drops it, its own `query` is used: slower, never wrong.
  return typeof (client as Partial<PgliteLocks>)._runExclusiveTransaction === 'function';
}

/** The statements each PGlite has parsed, by name: the types of their parameters. */
const parsedOn = new WeakMap<PGlite, Map<string, number[]>>();

async function runNamedOnPglite<Row>(
  client: PGlite & PgliteLocks,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  // As PGlite's `query` does: after any open transaction (it would run inside it), and
  // alone, as one message is executed whole.
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let parsed = parsedOn.get(client);
      if (!parsed) {
        parsed = new Map();
        parsedOn.set(client, parsed);
      }
      let types = parsed.get(name);
      if (!types) {
        const { messages } = await client.execProtocol(
          concat(
            serialize.parse({ name, text, types: [] }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ),
        );
        const description = messages.find((message) => message.name === 'parameterDescription');
        types = (description as { dataTypeIDs?: number[] } | undefined)?.dataTypeIDs ?? [];
        parsed.set(name, types);
      }
      const bound = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat(
          serialize.bind({ statement: name, values: bound }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      return rowsOf<Row>(client, messages);
    }),
  );
}

const concat = (...parts: Uint8Array[]) => Buffer.concat(parts);

/** The rows of an executed statement's messages, each field parsed by its type. */
function rowsOf<Row>(client: PGlite, messages: { name: string }[]): Row[] {
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Row[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: typeof fields }).fields;
    } else if (message.name === 'dataRow') {
      const texts = (message as unknown as { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      fields.forEach((field, i) => {
        const text = texts[i];
        const parser = client.parsers[field.dataTypeID];
        row[field.name] = text == null ? null : parser ? parser(text, field.dataTypeID) : text;
      });
      rows.push(row as Row);
    }
  }
  return rows;
}
