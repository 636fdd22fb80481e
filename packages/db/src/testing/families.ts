// Families written straight into a database, as many as a district's: the benches measure
// the calls against tables the size they have in use, and the tests of jobs, migrations and
// processes start from families a test takes as given. (The API tests make theirs through
// the API, apps/server/test/test-app.ts.)
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const ID_PREFIX = { parent: '00000000-0000-4000-8000-', student: '00000000-0000-4000-9000-' };

/** Family `n`'s parent or student id, in SQL over a series `n`: the number in the id. */
function idOf(role: 'parent' | 'student') {
  return sql.raw(`('${ID_PREFIX[role]}' || lpad(n::text, 12, '0'))::uuid`);
}

/** Family `n`'s student id, as `seedFamilies` writes it. */
export function benchStudentId(n: number): string {
  return `${ID_PREFIX.student}${String(n).padStart(12, '0')}`;
}

/**
 * Families numbered `from`..`to`: a verified premium parent who wants the e-mail, one
 * student signed in from UTC (ids and names from the number), 4 subjects scheduled on
 * weekdays, and `days` days of finished work in every subject, up to today.
 */
export async function seedFamilies(database: Database, from: number, to: number, days: number) {
  const parent = idOf('parent');
  const student = idOf('student');
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const series = sql.raw(`generate_series(${from}, ${to}) n`);
  await run(sql`insert into parents (id, email, firstname, lastname, password_hash,
      email_verified, emails, consent_at, consent_text)
    select ${parent}, 'bench-' || n || '@example.com', 'Dana', 'Bench', 'x', true, true, now(), 'bench'
    from ${series}`);
  await run(sql`insert into subscriptions (id, parent_id, customer_id, status, period)
    select 'sub_bench_' || n, ${parent}, 'cus_bench_' || n, 'active', 'monthly' from ${series}`);
  await run(sql`insert into students (id, parent_id, accountname, firstname, lastname,
      password_hash, gradelevel, timezone, created_at)
    select ${student}, ${parent}, 'bench' || n, 'Sam', 'Bench', 'x', 3, 'UTC',
      now() - interval '400 days'
    from ${series}`);
  await run(sql`insert into student_subjects (student_id, subject, level, schedule)
    select ${student}, subject, 6, 'mtwrf'
    from ${series}, unnest(array['addition','subtraction','multiplication','division']) subject`);
  if (days === 0) return;
  await run(sql`insert into assignment_history (student_id, attempt_id, subject, level,
      local_date, questions, errors, options, created_at)
    select ${student}, gen_random_uuid(), subject, 6, to_char(current_date - d, 'YYYY-MM-DD'),
      10, (n + d) % 4, '{advance,repeat}', now() - d * interval '1 day'
    from ${series}, generate_series(0, ${days - 1}) d,
      unnest(array['addition','subtraction','multiplication','division']) subject`);
}

/** The session tokens of family `n`'s student and parent, as `seedSessions` signs them in. */
export function benchTokens(n: number): { student: string; parent: string } {
  const number = String(n).padStart(12, '0');
  return { student: `bench-student-token-${number}`, parent: `bench-parent-token-${number}` };
}

/** A signed-in session for the student and one for the parent of families `from`..`to`. */
export async function seedSessions(database: Database, from: number, to: number) {
  for (const role of ['student', 'parent'] as const) {
    // The hash of benchTokens(n)'s token, as the server keeps it (auth/tokens.ts).
    await database.db.execute(sql`insert into sessions (token_hash, ${sql.raw(`${role}_id`)},
        expires_at, absolute_expires_at)
      select encode(sha256(convert_to(${`bench-${role}-token-`} || lpad(n::text, 12, '0'), 'UTF8')), 'hex'),
        ${idOf(role)},
        now() + interval '7 days', now() + interval '30 days'
      from generate_series(${from}::int, ${to}::int) n`);
  }
}

/**
 * The tables as autovacuum keeps them in use: statistics up to date, and the visibility
 * map set, so that an index-only scan (the session's recent work) skips the table.
 */
export async function settle(database: Database) {
  await database.db.execute(sql`vacuum analyze`);
}
