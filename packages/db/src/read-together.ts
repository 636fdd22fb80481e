/** At most this many keys in one statement; more asked for at once go as several. */
export const KEYS_PER_READ = 100;

interface Waiting<Value> {
  key: string;
  resolve: (value: Value | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * A read of one row by its key, made as one statement for all the keys asked for in the
 * same turn of the event loop. Under load, the requests whose bytes arrived together each
 * ask for their row before any statement is sent; one statement with their keys costs the
 * database and the server about what one key's statement costs (every signed-in
 * call reads its session first, and the statement's own cost was most of it). A lone call
 * waits for nothing but the end of the turn.
 *
 * `read` answers the rows of the keys it is given, by key; a key it has no row for answers
 * `undefined`. Keys are only read together with keys of the same `db` and `group` (values
 * the statement shares, such as a date). A failed statement fails every read in it, and
 * only those.
 */
export function readTogether<Db extends object, Value>(
  read: (db: Db, keys: string[], group: string) => Promise<Map<string, Value>>,
): (db: Db, key: string, group: string) => Promise<Value | undefined> {
  /** The reads not yet sent, by database and group. */
  const waitingIn = new WeakMap<Db, Map<string, Waiting<Value>[]>>();

  async function send(db: Db, group: string, waiting: Waiting<Value>[]): Promise<void> {
    try {
      const found = await read(db, [...new Set(waiting.map(({ key }) => key))], group);
      for (const { key, resolve } of waiting) resolve(found.get(key));
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  }

  return (db, key, group) =>
    new Promise((resolve, reject) => {
      let groups = waitingIn.get(db);
      if (!groups) {
        groups = new Map();
        waitingIn.set(db, groups);
      }
      let waiting = groups.get(group);
      if (!waiting) {
        waiting = [];
        groups.set(group, waiting);
        const sending = groups;
        setImmediate(() => {
          const all = sending.get(group) ?? [];
          sending.delete(group);
          for (let start = 0; start < all.length; start += KEYS_PER_READ) {
            void send(db, group, all.slice(start, start + KEYS_PER_READ));
          }
        });
      }
      waiting.push({ key, resolve, reject });
    });
}
