import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARSED_STATEMENTS, PGliteParsedOnce } from './pglite';

const SCHEMA = `
  create table families (id int primary key, name text not null, joined timestamptz,
    badges jsonb not null default '[]', days date[]);
  create table children (id int primary key, family int references families, age int)`;

/**
 * The embedded default's own client, tested in the PGlite run only: it opens its own database,
 * so the PostgreSQL run would repeat the same test.
 */
let client: PGliteParsedOnce;
beforeEach(async () => {
  client = await PGliteParsedOnce.open();
  await client.exec(SCHEMA);
});
afterEach(() => client.close());

/** What PGlite's own `query` answers, planning the statement anew. */
const asPglite = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(client, text, params, options) as Promise<{ rows: T[] }>;

/** The statements this database keeps parsed, by their text. */
async function parsedTexts(): Promise<string[]> {
  const { rows } = await asPglite<{ statement: string }>(
    `select statement from pg_prepared_statements where name like 'parsed\\_%'`,
  );
  return rows.map((row) => row.statement);
}

describe('PGliteParsedOnce', () => {
  it("answers what PGlite's query answers, in drizzle's row modes and parsers", async () => {
    const statements: [string, unknown[], QueryOptions?][] = [
      [
        'insert into families values ($1, $2, $3, $4, $5) returning *',
        [1, 'Reyes', new Date('2026-11-24T10:00:00Z'), JSON.stringify(['star']), ['2026-11-23']],
      ],
      ['insert into children values ($1, $2, $3), ($4, $2, $5)', [10, 1, 7, 11, 9]],
      ['update children set age = age + 1 where family = $1', [1]],
      ['select * from families where id = $1', [1]],
      // As drizzle asks for a join: rows as arrays, dates and times left as text.
      [
        'select f.name, c.age, f.joined from families f join children c on c.family = f.id where f.id = $1 order by c.id',
        [1],
        { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
      ],
      ['select $1::int + 1 as next, $2::boolean as yes, $3::text as nothing', [41, true, null]],
      ['delete from children where age > $1', [8]],
    ];
    // The same statements on PGlite as it comes, which plans each anew.
    const plain = await PGlite.create();
    try {
      await plain.exec(SCHEMA);
      for (const [text, params, options] of statements) {
        for (let run = 0; run < 2; run++) {
          // The second run of a select answers from the parsed statement; a second insert
          // is refused alike.
          const ours = await client.query(text, params, options).catch((error) => error.code);
          const theirs = await plain.query(text, params, options).catch((error) => error.code);
          expect(ours, text).toEqual(theirs);
        }
      }
    } finally {
      await plain.close();
    }
  });

  it('parses a statement once, however often it runs', async () => {
    await client.query('insert into families (id, name) values ($1, $2)', [1, 'Reyes']);
    await client.query('insert into families (id, name) values ($1, $2)', [2, 'Okafor']);
    for (const id of [1, 2, 1]) {
      const { rows } = await client.query('select name from families where id = $1', [id]);
      expect(rows).toEqual([{ name: id === 1 ? 'Reyes' : 'Okafor' }]);
    }
    // PGlite's own start-up read of the array types is kept too: only ours are counted.
    const ours = (await parsedTexts()).filter((text) => text.includes('families'));
    expect(ours.sort()).toEqual([
      'insert into families (id, name) values ($1, $2)',
      'select name from families where id = $1',
    ]);
  });

  it('reports what PostgreSQL refused, keeps nothing of it, and runs on', async () => {
    await expect(client.query('selec name from families')).rejects.toMatchObject({
      code: '42601',
    });
    await expect(
      client.query('select name from families where id = $1', ['one']),
    ).rejects.toMatchObject({ code: '22P02' });
    await client.query('insert into families (id, name) values ($1, $2)', [1, 'Reyes']);
    await expect(
      client.query('insert into families (id, name) values ($1, $2)', [1, 'Reyes']),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await client.query('select name from families where id = $1', [1]);
    expect(rows).toEqual([{ name: 'Reyes' }]);
    expect(await parsedTexts()).not.toContain('selec name from families');
  });

  it('parses a statement again when its table changed under it', async () => {
    await client.query('insert into children (id, age) values ($1, $2)', [1, 7]);
    const read = () => client.query('select * from children where id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1, family: null, age: 7 }]);
    await client.exec('alter table children alter column age type text');
    expect((await read()).rows).toEqual([{ id: 1, family: null, age: '7' }]);
  });

  it(`keeps the ${PARSED_STATEMENTS} most recently used, and runs a forgotten one again`, async () => {
    const text = (n: number) => `select $1::int + ${n} as sum`;
    for (let n = 0; n <= PARSED_STATEMENTS + 10; n++) await client.query(text(n), [1]);
    const kept = await parsedTexts();
    expect(kept).toHaveLength(PARSED_STATEMENTS);
    expect(kept).not.toContain(text(0));
    expect(kept).toContain(text(PARSED_STATEMENTS + 10));
    expect((await client.query(text(0), [1])).rows).toEqual([{ sum: 1 }]);
  });
});
