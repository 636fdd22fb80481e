import { type Db, preparedStatement, sql, tables } from '@mathsteps/db';

const value = (name: string) => sql.placeholder(name);
const progress = tables.assignmentProgress;

/**
 * The child's latest report of how far it is in an assignment (docs/product.md "The live
 * board"), one row a child. A report of an attempt already finished changes nothing (it came
 * late, after the completion), nor one that says less of the same attempt than the row does
 * (two reports crossing on the way).
 */
const progressStatement = preparedStatement(sql`
  insert into ${progress}
    (student_id, attempt_id, subject, level, local_date, answered, questions, "right", at)
  select ${value('studentId')}, ${value('attemptId')}, ${value('subject')}, ${value('level')},
    ${value('localDate')}, ${value('answered')}, ${value('questions')}, ${value('right')},
    ${value('at')}
  where not exists (select 1 from ${tables.assignmentHistory}
    where student_id = ${value('studentId')} and attempt_id = ${value('attemptId')})
  on conflict (student_id) do update set
    attempt_id = excluded.attempt_id, subject = excluded.subject, level = excluded.level,
    local_date = excluded.local_date, answered = excluded.answered,
    questions = excluded.questions, "right" = excluded."right", at = excluded.at
  where ${progress.attemptId} <> excluded.attempt_id or ${progress.answered} <= excluded.answered`);

export async function recordProgress(
  db: Pick<Db, 'execute'>,
  report: {
    studentId: string;
    attemptId: string;
    subject: string;
    level: number;
    localDate: string;
    answered: number;
    questions: number;
    right: number;
    at: Date;
  },
): Promise<void> {
  await progressStatement(db, report);
}
