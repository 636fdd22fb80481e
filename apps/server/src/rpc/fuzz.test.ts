import { type Database, sql } from '@mathsteps/db';
import { ANY_TAG_REFUSALS, contract, parseInput, type Tag, type TagSpec } from '@mathsteps/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appWithFamilies, callAs, failureShape, ROLES, VALID_CALLS } from '../../test/families';
import type { callApi } from '../../test/test-app';
import { BODY_LIMIT } from '../app';

/**
 * Property-based requests to every tag, as every caller: a valid call with a field
 * missing, an extra one, one of the wrong type, one far too long, or nothing like it at
 * all. Each must be refused with a 4xx in the error shape and change nothing in the
 * database. FUZZ_RUNS sets the requests per tag and caller (60 by default).
 */
const NOT_JSON = 'The request body is not valid JSON';
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** PGlite and node-postgres both answer raw SQL with `rows`. */
type Rows = { rows: unknown[] };

/** A digest of every table's rows: equal digests, same state. */
async function stateOf(database: Database): Promise<string> {
  const names = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as Rows;
  const digests: string[] = [];
  for (const { table_name } of names.rows as { table_name: string }[]) {
    const result = (await database.db.execute(
      sql`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table_name)} t`,
    )) as unknown as Rows;
    const [row] = result.rows as { n: unknown; h: string }[];
    digests.push(`${table_name}:${row?.n}:${row?.h}`);
  }
  return digests.join('\n');
}

const anyJson = fc.jsonValue({ maxDepth: 3 });
const omit = (body: Record<string, unknown>, key: string) => {
  const { [key]: _dropped, ...rest } = body;
  return rest;
};

/** Values at the edges of what fields accept: empty, huge, odd zones, other people's ids. */
const EDGE_VALUES = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '00',
    '10',
    '99',
    '-1',
    'sam',
    'SAM',
    'max',
    'ana',
    'a@example.com',
    'Ünïcødé ✓',
    '\u0000',
    'Sam\u0000',
    '\ud800',
    'a\udc00b',
    'x'.repeat(64),
    '0'.repeat(64),
    'f'.repeat(64),
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'America/St_Johns',
    '00000000-0000-0000-0000-000000000000',
    'cs_test_',
    'cs_live_x',
    0,
    1,
    19,
    20,
    -1,
    2 ** 31,
    true,
    false,
    null,
    [],
    {},
    ['addition'],
    ['addition', 'addition', 'division', 'division'],
    { addition: {} },
    { addition: { schedule: '' } },
    { addition: { schedule: 'smtwrfa' } },
    { answer: '' },
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.uuid(),
);

/** Broken variants of a valid call's fields. */
function brokenFields(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('devicetype');
  const strangeKey = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('__proto__', 'constructor', 'role', 'parentId', 'studentId', 'premium'),
  );
  return fc.oneof(
    someKey.map((key) => omit(valid, key)),
    fc.tuple(strangeKey, anyJson).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.tuple(someKey, anyJson).map(([key, value]) => ({ ...valid, [key]: value })),
    fc
      .tuple(someKey, fc.integer({ min: 101, max: BODY_LIMIT * 3 }))
      .map(([key, length]) => ({ ...valid, [key]: 'ß9'.repeat(length / 2) })),
    fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 6 }),
  );
}

/** NUL and lone surrogates, which PostgreSQL refuses and JSON can carry. */
const UNSAFE_CHARACTERS = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

/** Every string in a call and every key of its objects, as paths into it. */
function textPaths(value: unknown, path: string[] = []): { path: string[]; key: boolean }[] {
  if (typeof value === 'string') return [{ path, key: false }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(path.length > 0 && !Array.isArray(value) ? [{ path: [...path, key], key: true }] : []),
    ...textPaths(inner, [...path, key]),
  ]);
}

/** A copy of `call` with `character` put into the string (or key) at `path`. */
function spoil(
  call: Record<string, unknown>,
  { path, key }: { path: string[]; key: boolean },
  character: string,
  at: number,
): Record<string, unknown> {
  const copy = structuredClone(call);
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, copy);
  const last = path.at(-1)!;
  const insert = (text: string) => {
    const where = at % (text.length + 1);
    return `${text.slice(0, where)}${character}${text.slice(where)}`;
  };
  if (key) {
    parent[insert(last)] = parent[last];
    delete parent[last];
  } else {
    parent[last] = insert(parent[last] as string);
  }
  return copy;
}

/** A 4xx in the error shape with a readable reason. */
function isRefused(tag: string, response: Awaited<ReturnType<typeof callApi>>): void {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json();
  // A body refused before it is read (too large, not JSON) has no tag to answer to.
  const unread = response.statusCode === 413 || body.reason === NOT_JSON;
  expect(body).toEqual(failureShape(unread ? 'error' : `${tag}_error`, body));
  // A refusal by code is one the tag's contract lists.
  if (body.code !== undefined) {
    const listed: readonly string[] = [
      ...ANY_TAG_REFUSALS,
      ...((contract as Record<string, TagSpec>)[tag]?.refusals ?? []),
    ];
    expect(listed, response.body).toContain(body.code);
  }
  // A readable reason, never internals.
  expect(body.reason.length).toBeGreaterThan(0);
  expect(body.reason).not.toMatch(/\.ts:\d|\bat \w+ \(|node_modules|\bSELECT\b|Drizzle|Error:/);
}

describe('fuzzing every tag', () => {
  const shared = appWithFamilies();

  const TAGS = Object.keys(contract) as Tag[];
  /** Calls `each` with every role's valid call of the tag; nothing in the database changes. */
  async function everyRoleUnchanged(
    tag: Tag,
    each: (role: (typeof ROLES)[number], valid: Record<string, unknown>) => Promise<void>,
  ) {
    const { t, families } = shared;
    const before = await stateOf(t.database);
    for (const role of ROLES) await each(role, VALID_CALLS[tag](role, families));
    expect(await stateOf(t.database)).toBe(before);
  }

  it.each(TAGS)('%s refuses broken calls and changes nothing', (tag) =>
    everyRoleUnchanged(tag, async (role, valid) => {
      const broken = brokenFields(valid).filter(
        (fields) => !parseInput(contract[tag].input, fields).success,
      );
      await fc.assert(
        fc.asyncProperty(broken, async (fields) => {
          isRefused(tag, await callAs(shared.t.app, shared.families, role, { ...fields, tag }));
        }),
        { numRuns: RUNS },
      );
    }),
  );

  it.each(TAGS)('%s refuses a NUL or a lone surrogate in any text or key with a 400', (tag) =>
    everyRoleUnchanged(tag, async (role, valid) => {
      const paths = textPaths(valid);
      if (paths.length === 0) return;
      const spoiled = fc
        .tuple(fc.constantFrom(...paths), UNSAFE_CHARACTERS, fc.nat())
        .map(([path, character, at]) => spoil(valid, path, character, at));
      await fc.assert(
        fc.asyncProperty(spoiled, async (fields) => {
          const response = await callAs(shared.t.app, shared.families, role, { ...fields, tag });
          isRefused(tag, response);
          expect(response.statusCode).toBe(400);
          expect(response.json().reason).toMatch(/NUL or a broken character/);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    }),
  );

  it.each(TAGS)(
    '%s refuses, field by field, an object whose length zod cannot compare, with a 400',
    async (tag) => {
      // Found by a fuzz run: zod measures anything with a `length`, and this one throws.
      const { t, families } = shared;
      const trap = JSON.parse('{"length":{"toString":1,"valueOf":1}}');
      for (const role of ROLES) {
        const valid = VALID_CALLS[tag](role, families);
        for (const key of Object.keys(valid)) {
          const response = await callAs(t.app, families, role, { ...valid, [key]: trap, tag });
          isRefused(tag, response);
          expect(response.statusCode).toBe(400);
        }
      }
    },
  );

  it('refuses bodies that are not a call at all', async () => {
    const { t, families } = shared;
    const before = await stateOf(t.database);
    const payload = fc.oneof(
      fc.string({ maxLength: 200 }),
      anyJson.map((value) => JSON.stringify(value)),
      fc.jsonValue().map((value) => JSON.stringify({ tag: value })),
      fc.constantFrom('{"tag":', '{"__proto__":{"x":1},"tag":"user.get"}', '[]', 'null', '""'),
    );
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom(...ROLES), async (body, role) => {
        const response = await callAs(t.app, families, role, body);
        expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, body).toBeLessThan(500);
        expect(response.json()).toEqual(
          failureShape(expect.stringMatching(/error$/), response.json()),
        );
      }),
      { numRuns: RUNS * 8 },
    );
    expect(await stateOf(t.database)).toBe(before);
  });
});

/** Sign-outs and deletions last, so the families are there for the other tags. */
const LAST: Tag[] = ['user.logout', 'student.logout', 'student.delete', 'user.delete'];
const EDGE_ORDER = [
  ...(Object.keys(contract) as Tag[]).filter((tag) => !LAST.includes(tag)),
  ...LAST,
];

describe('edge values through the handlers', () => {
  const shared = appWithFamilies();

  it.each(EDGE_ORDER)('%s answers calls the schema lets through without a 5xx', async (tag) => {
    // Edge values that pass validation reach the handlers: they may succeed or refuse,
    // never fail. (Those that do not pass are refused like the broken calls above.)
    const { t, families } = shared;
    for (const role of ROLES) {
      const valid = VALID_CALLS[tag](role, families);
      const keys = Object.keys(valid);
      if (keys.length === 0) continue;
      const edgy = fc
        .tuple(fc.constantFrom(...keys), EDGE_VALUES)
        .map(([key, value]) => ({ ...valid, [key]: value }));
      await fc.assert(
        fc.asyncProperty(edgy, async (fields) => {
          const response = await callAs(t.app, families, role, { ...fields, tag });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode !== 200) isRefused(tag, response);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    }
  });
});
