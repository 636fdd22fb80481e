import { preparedStatement, sql, tables } from '@mathsteps/db';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { evidenceValues, evidenceWrite } from '../learning/facts';
import { activeStudent, todayOf } from '../learning/student-day';
import type { Handler } from '../rpc/handler';

const value = (name: string) => sql.placeholder(name);

/**
 * The report and its timed boxes (issue 37, item 3), in one statement: the timings cost
 * no round trip of their own.
 */
const reportStatement = preparedStatement(sql`
  with report as (
    insert into ${tables.errorReports}
      (student_id, subject, level, question, number_0, number_1, errorcount, answer,
        correct_answer, entries, created_at)
    values (${value('studentId')}, ${value('subject')}, ${value('level')}, ${value('question')},
      ${value('number0')}, ${value('number1')}, ${value('errorcount')}, ${value('answer')},
      ${value('correctAnswer')}, ${value('entries')}::jsonb, ${value('createdAt')})
    returning student_id as id
  )
  ${evidenceWrite(sql`report`)}`);

/**
 * Keeps a wrong submission with the child's own box entries, for diagnosis (DESIGN.md §7.9),
 * and the grid's box timings as tries of their facts.
 */
export const studentMathreporterror: Handler<'student.mathreporterror'> = async (
  input,
  { db, caller, keys, now, request },
) => {
  const student = activeStudent(caller);
  const { question } = input;
  const at = now();
  await claimAttempt(
    { db, keys },
    [
      { key: `report:${student.id}`, limit: LIMITS.errorReportsPerStudent },
      { key: `report-ip:${request.ip}`, limit: LIMITS.errorReportsPerAddress },
    ],
    at,
    'Too many wrong answers were sent at once. Please wait a little and go on.',
  );
  await reportStatement(db, {
    ...evidenceValues(input.boxes, todayOf(student, at), input.typing),
    studentId: student.id,
    subject: question.subject,
    level: question.level,
    question: String(question.question),
    number0: question.number_0,
    number1: question.number_1,
    errorcount: question.errorcount,
    answer: question.result.answer,
    correctAnswer: question.correct.answer,
    entries: JSON.stringify(input.entries),
    createdAt: at,
  });
  return {};
};
