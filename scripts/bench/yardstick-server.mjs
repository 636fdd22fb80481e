// The yardsticks of docs/operations.md "Capacity" and decision 0008: Fastify routes that do one known piece of
// work and nothing else, in a process of their own like the server. No MathSteps call can
// beat the yardstick of its kind; the bench reports each hot tag as a share of its own.
//   node yardstick-server.mjs PORT bare
//   node yardstick-server.mjs PORT json FILE          answers FILE's JSON (a free-problem set)
//   node yardstick-server.mjs PORT query DATABASE     one prepared query
//   node yardstick-server.mjs PORT transaction DATABASE   read, read, update, insert
//   node yardstick-server.mjs PORT hash               one argon2id check, as at sign-in
// DATABASE is a postgres:// URL or a PGlite folder. DATABASE_POOL_SIZE sizes the PostgreSQL pool, as for the server.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, kind, target] = process.argv.slice(2);
const app = Fastify({ logger: false });

/** One small table of children and one of their finished work, as in the product. */
const SCHEMA = `
  create table if not exists yardstick_children (id integer primary key, name text not null, stars integer not null);
  create table if not exists yardstick_work (id serial primary key, child integer not null, errors integer not null, done_at timestamptz not null default now());
  create index if not exists yardstick_work_child on yardstick_work (child);
  insert into yardstick_children select n, 'child ' || n, 0 from generate_series(1, 1000) n on conflict do nothing;`;
const CHILDREN = 1000;
const someChild = () => 1 + Math.floor(Math.random() * CHILDREN);

/** `run(name, text, values)`, on PostgreSQL (prepared per connection) or PGlite. */
async function openDatabase(where) {
  if (where.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: where,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    await pool.query(SCHEMA);
    return {
      run: (client, name, text, values) => (client ?? pool).query({ name, text, values }),
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work(client);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const { PGlite, protocol } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  const db = await PGlite.create(where);
  await db.exec(SCHEMA);
  // Statements parsed once, as the server runs its own on PGlite (packages/db/src/pglite.ts):
  // PGlite's query() plans at every call, which no MathSteps call pays any more.
  const parsed = new Set();
  const named = async (name, text, values) => {
    if (!parsed.has(name)) {
      await db.execProtocol(
        Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
      );
      parsed.add(name);
    }
    const { messages } = await db.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values: values.map(String) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const fields = messages.find((message) => message.name === 'rowDescription')?.fields ?? [];
    const rows = messages
      .filter((message) => message.name === 'dataRow')
      .map((row) =>
        Object.fromEntries(
          fields.map((field, i) => [
            field.name,
            db.parsers[field.dataTypeID]?.(row.fields[i], field.dataTypeID) ?? row.fields[i],
          ]),
        ),
      );
    return { rows };
  };
  // The locks PGlite's query() takes: after any open transaction, alone.
  const alone = (work) => db._runExclusiveTransaction(() => db.runExclusive(work));
  return {
    run: (client, name, text, values) =>
      client ? named(name, text, values) : alone(() => named(name, text, values)),
    transaction: (work) =>
      alone(async () => {
        await db.execProtocol(serialize.query('begin'));
        try {
          await work(true);
          await db.execProtocol(serialize.query('commit'));
        } catch (error) {
          await db.execProtocol(serialize.query('rollback'));
          throw error;
        }
      }),
  };
}

if (kind === 'bare') {
  app.post('/api', async (request) => ({ tag: request.body?.tag ?? 'bare', ok: true }));
} else if (kind === 'json') {
  const answer = JSON.parse(readFileSync(target, 'utf8'));
  app.post('/api', async () => answer);
} else if (kind === 'query') {
  const db = await openDatabase(target);
  app.post('/api', async () => {
    const { rows } = await db.run(
      undefined,
      'yardstick_child',
      'select id, name, stars from yardstick_children where id = $1',
      [someChild()],
    );
    return { child: rows[0] };
  });
} else if (kind === 'transaction') {
  const db = await openDatabase(target);
  app.post('/api', async () => {
    const child = someChild();
    let stars = 0;
    await db.transaction(async (tx) => {
      const { rows } = await db.run(
        tx,
        'yardstick_lock',
        'select id, stars from yardstick_children where id = $1 for update',
        [child],
      );
      await db.run(
        tx,
        'yardstick_today',
        'select id from yardstick_work where child = $1 order by id desc limit 1',
        [child],
      );
      await db.run(
        tx,
        'yardstick_stars',
        'update yardstick_children set stars = stars + 1 where id = $1',
        [child],
      );
      await db.run(
        tx,
        'yardstick_record',
        'insert into yardstick_work (child, errors) values ($1, $2)',
        [child, 1],
      );
      stars = rows[0].stars + 1;
    });
    return { stars };
  });
} else if (kind === 'hash') {
  const { hash, verify } = await import('@node-rs/argon2');
  // The server's options (apps/server/src/auth/passwords.ts).
  const stored = await hash('0'.repeat(64), {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  app.post('/api', async () => ({ ok: await verify(stored, '1'.repeat(64)) }));
} else {
  throw new Error(`unknown yardstick: ${kind}`);
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
// Exits cleanly when stopped, so that node --cpu-prof can write its profile.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
