import { tables } from '@mathsteps/db';
import { activeStudent } from '../learning/student-day';
import type { Handler } from '../rpc/handler';

/** Keeps a wrong submission with the child's own box entries, for diagnosis (DESIGN.md §7.9). */
export const studentMathreporterror: Handler<'student.mathreporterror'> = async (
  input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  const { question } = input;
  await db.insert(tables.errorReports).values({
    studentId: student.id,
    subject: question.subject,
    level: question.level,
    question: String(question.question),
    number0: question.number_0,
    number1: question.number_1,
    errorcount: question.errorcount,
    answer: question.result.answer,
    correctAnswer: question.correct.answer,
    entries: input.entries,
    createdAt: now(),
  });
  return {};
};
