import { type Db, preparedStatement, sql, tables } from '@mathsteps/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStudent } from '../accounts/students';
import { misconceptionsOf } from './misconceptions';

const value = (name: string) => sql.placeholder(name);

/**
 * The steps named now, in one statement: those no longer named are deleted, new ones kept
 * with the time they were first named; one named before keeps its time. Two wrong answers
 * arriving at once both write the same names: the first insert stands.
 */
const namedStatement = preparedStatement(sql`
  with named as (
    select * from unnest(${value('subjects')}::text[], ${value('bugs')}::text[]) as n(subject, bug)
  ),
  gone as (
    delete from ${tables.namedSteps} s
    where s.student_id = ${value('studentId')}
      and not exists (select 1 from named n where n.subject = s.subject and n.bug = s.bug)
  )
  insert into ${tables.namedSteps} (student_id, subject, bug, named_at)
  select ${value('studentId')}, subject, bug, ${value('now')} from named
  on conflict do nothing`);

/**
 * Writes down which steps the report card names for the child now (docs/misconceptions.md,
 * "Named on evidence") and since when: the live board flags a step named today
 * (docs/product.md "The live board"). Run when the names can change: a wrong answer a step
 * explains arrives, or a practice set of a step ends.
 */
export async function recordNamedSteps(
  db: Db,
  student: Pick<SessionStudent, 'id' | 'timezone'>,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const named = await misconceptionsOf(db, student, now);
    await namedStatement(db, {
      studentId: student.id,
      subjects: `{${named.map((each) => each.subject).join(',')}}`,
      bugs: `{${named.map((each) => each.id).join(',')}}`,
      now: now.toISOString(),
    });
  } catch (error) {
    // What the child sent is kept already; the names are written again at the next wrong
    // answer. The child's call does not fail for the board's sake.
    log.warn({ err: error }, 'the steps named for a child could not be written');
  }
}
