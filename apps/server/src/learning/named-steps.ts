import { type Db, preparedStatement, sql, tables } from '@mathsteps/db';
import type { Subject } from '@mathsteps/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionStudent } from '../accounts/students';
import { namedStepsOf } from './misconceptions';

const value = (name: string) => sql.placeholder(name);

/**
 * The steps of one subject named now, in one statement: those no longer named are deleted, new
 * ones kept with the time they were first named; one named before keeps its time. Two wrong
 * answers arriving at once both write the same names: the first insert stands.
 */
const namedStatement = preparedStatement(sql`
  with named as (select unnest(${value('bugs')}::text[]) as bug),
  gone as (
    delete from ${tables.namedSteps} s
    where s.student_id = ${value('studentId')} and s.subject = ${value('subject')}
      and not exists (select 1 from named n where n.bug = s.bug)
  )
  insert into ${tables.namedSteps} (student_id, subject, bug, named_at)
  select ${value('studentId')}, ${value('subject')}, bug, ${value('now')} from named
  on conflict do nothing`);

/**
 * Writes down which steps of a subject the report card names for the child now
 * (docs/misconceptions.md, "Named on evidence") and since when: the live board flags a step
 * named today (docs/product.md "The live board"). Run when the names of that subject can
 * change: a wrong answer of it a step explains arrives, or a practice set of it ends. Only
 * that subject's evidence is weighed: on a child's call, the other subjects' would be work
 * for nothing.
 */
export async function recordNamedSteps(
  db: Db,
  student: Pick<SessionStudent, 'id'>,
  subject: Subject,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const bugs = await namedStepsOf(db, student, subject, now);
    await namedStatement(db, {
      studentId: student.id,
      subject,
      bugs: `{${bugs.join(',')}}`,
      now: now.toISOString(),
    });
  } catch (error) {
    // What the child sent is kept already; the names are written again at the next wrong
    // answer. The child's call does not fail for the board's sake.
    log.warn({ err: error }, 'the steps named for a child could not be written');
  }
}
