import {
  addDays,
  assignmentProblems,
  type Level,
  operandsOf,
  type Problem,
  type TagInput,
  timingsOfProblems,
} from '@mathsteps/domain';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { activeSession, type LearnerCaller } from '../learning/callers';
import { recordErrorReport } from '../learning/error-reports';
import { evidenceValues } from '../learning/fact-evidence';
import { stepsOfWrongAnswer } from '../learning/misconceptions';
import { recordNamedSteps } from '../learning/named-steps';
import { todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * The reported problem as the server served it in an assignment (today's rounds of the
 * subject, or yesterday's), or none: a practice problem, drawn afresh each time, or one sent
 * by hand. Only a served problem's timed boxes are taken as evidence of its facts.
 */
function servedProblem(
  { student, workDays }: LearnerCaller,
  question: TagInput<'student.mathreporterror'>['question'],
  today: string,
): Problem[] {
  const level = Number(question.level) as Level;
  for (const date of [today, addDays(today, -1)]) {
    const rounds = workDays.filter(
      (entry) => entry.subject === question.subject && entry.localDate === date,
    ).length;
    for (let round = 0; round <= rounds; round++) {
      const served = assignmentProblems(student.id, question.subject, level, date, round).find(
        (problem) => {
          const [a, b] = operandsOf(problem);
          return String(a) === question.number_0 && String(b) === question.number_1;
        },
      );
      if (served) return [served];
    }
  }
  return [];
}

/**
 * Keeps a wrong submission with the child's own box entries, for diagnosis (docs/misconceptions.md),
 * and the grid's box timings as tries of their facts when the problem is one the server
 * served (decision 0010).
 */
export const studentMathreporterror: Handler<'student.mathreporterror'> = async (
  input,
  { db, caller, keys, now, request },
) => {
  const session = activeSession(caller);
  const { student } = session;
  const { question } = input;
  const at = now();
  const today = todayOf(student, at);
  await claimAttempt(
    { db, keys },
    [
      { key: `report:${student.id}`, limit: LIMITS.errorReportsPerStudent },
      { key: `report-ip:${request.ip}`, limit: LIMITS.errorReportsPerAddress },
    ],
    at,
    { code: 'too_many_wrong_answers' },
  );
  const bugs = stepsOfWrongAnswer({
    subject: question.subject,
    number0: question.number_0,
    number1: question.number_1,
    answer: question.result.answer,
    entries: input.entries,
  });
  await recordErrorReport(db, {
    ...evidenceValues(
      timingsOfProblems(input.boxes, servedProblem(session, question, today)),
      today,
      input.typing,
    ),
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
    bugs,
    createdAt: at,
  });
  // A step explains it: the steps the report card names may have changed.
  if (bugs) await recordNamedSteps(db, student, question.subject, at, request.log);
  return {};
};
