import { type Db, preparedStatement, sql, tables } from '@mathsteps/db';
import { type evidenceValues, evidenceWrite } from './fact-evidence';

const value = (name: string) => sql.placeholder(name);

/**
 * The report and its timed boxes (decision 0010), in one statement: the timings cost
 * no round trip of their own.
 */
const reportStatement = preparedStatement(sql`
  with report as (
    insert into ${tables.errorReports}
      (student_id, subject, level, question, number_0, number_1, errorcount, answer,
        correct_answer, entries, bugs, created_at)
    values (${value('studentId')}, ${value('subject')}, ${value('level')}, ${value('question')},
      ${value('number0')}, ${value('number1')}, ${value('errorcount')}, ${value('answer')},
      ${value('correctAnswer')}, ${value('entries')}::jsonb, ${value('bugs')}, ${value('createdAt')})
    returning student_id as id
  )
  ${evidenceWrite(sql`report`)}`);

/**
 * Keeps a wrong submission with the child's own box entries, for diagnosis
 * (docs/misconceptions.md), with the timed boxes taken as evidence of its facts.
 */
export async function recordErrorReport(
  db: Pick<Db, 'execute'>,
  report: ReturnType<typeof evidenceValues> & {
    studentId: string;
    subject: string;
    level: string | number;
    question: string;
    number0: string;
    number1: string;
    errorcount: number;
    answer: string;
    correctAnswer: string;
    entries: string;
    /** The steps that explain it (stepsOfWrongAnswer). */
    bugs: string;
    createdAt: Date;
  },
): Promise<void> {
  await reportStatement(db, report);
}
