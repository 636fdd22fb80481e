import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements each database keeps parsed: the texts the server runs, with room to spare. */
export const PARSED_STATEMENTS = 500;

/** Only these are worth keeping parsed; DDL, BEGIN or VACUUM run as PGlite runs them. */
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;

interface Parsed {
  name: string;
  /** The types PostgreSQL gave the parameters, for serialising the values. */
  types: number[];
}

/**
 * PGlite whose `query` parses and plans each statement once. PGlite's own `query` does both
 * at every call: for the session statement of a child's call that was 400-800 µs of the
 * server's one thread, against 70-100 µs planned once, and for a parent's report card
 * 4.3-5.6 ms against 3.2-3.4 (measured in-process on the bench's database). PGlite has no
 * statement cache of its own, so named statements are spoken in the wire protocol PGlite
 * executes: Parse and Describe once per text, then Bind, Describe, Execute and Sync as one
 * message, the answer read by PGlite's own parser, so that drizzle gets what PGlite's
 * `query` gives.
 *
 * Inside a transaction PGlite's transaction object runs the statements (unnamed, planned
 * each time). This one takes the locks PGlite's `query` takes: it waits for an open
 * transaction (or it would run inside it and be undone with it), and runs alone.
 */
export class PGliteParsedOnce extends PGlite {
  /** The texts parsed so far, least recently used first. */
  readonly #parsed = new Map<string, Parsed>();
  #named = 0;

  static async open(dataDir?: string, options: PGliteOptions = {}): Promise<PGliteParsedOnce> {
    // As PGlite.create: the options alone when there is no directory (in memory).
    const client =
      dataDir === undefined
        ? new PGliteParsedOnce(options)
        : new PGliteParsedOnce(dataDir, options);
    await client.waitReady;
    return client;
  }

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!KEPT.test(text) || options?.blob || options?.paramTypes) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          // A table changed under a kept statement (a migration altering a column): its
          // answer no longer has the shape it was parsed with. Parse it again, once.
          if ((error as { code?: string }).code !== '0A000') throw error;
          await this.#forget(text);
          return this.#run<T>(text, params, options);
        }
      }),
    );
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { name, types } = await this.#parse(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.execProtocol(
      concat(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  async #parse(text: string): Promise<Parsed> {
    const kept = this.#parsed.get(text);
    if (kept) {
      // Most recently used goes last.
      this.#parsed.delete(text);
      this.#parsed.set(text, kept);
      return kept;
    }
    const name = `parsed_${++this.#named}`;
    const { messages } = await this.execProtocol(
      concat(
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
    );
    const description = messages.find((message) => message.name === 'parameterDescription');
    const parsed = { name, types: (description as { dataTypeIDs?: number[] })?.dataTypeIDs ?? [] };
    this.#parsed.set(text, parsed);
    if (this.#parsed.size > PARSED_STATEMENTS) {
      // Texts differ with the number of values in a list: the least used goes.
      await this.#forget(this.#parsed.keys().next().value!);
    }
    return parsed;
  }

  async #forget(text: string): Promise<void> {
    const parsed = this.#parsed.get(text);
    if (!parsed) return;
    this.#parsed.delete(text);
    await this.execProtocol(
      concat(serialize.close({ type: 'S', name: parsed.name }), serialize.sync()),
    );
  }
}

const concat = (...parts: Uint8Array[]) => Buffer.concat(parts);
