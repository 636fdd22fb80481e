import { randomInt } from 'node:crypto';
import {
  createRandom,
  generateProblems,
  QUESTIONS_PER_SET,
  questionKey,
  toServerQuestion,
} from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import { practiceCeilings, subjectsOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Ten fresh practice problems, at most one level above the highest level completed. */
export const studentPracticeget: Handler<'student.practiceget'> = async (input, { db, caller }) => {
  const student = activeStudent(caller);
  const ceilings = await practiceCeilings(db, student.id, await subjectsOf(db, student.id));
  const ceiling = ceilings[input.subject];
  if (input.level > ceiling) {
    throw ApiFailure.refusing(403, {
      code: 'practice_level_closed',
      params: { level: input.level },
    });
  }
  const problems = generateProblems(
    input.subject,
    input.level,
    createRandom(randomInt(2 ** 32)),
    QUESTIONS_PER_SET,
  );
  return { math: { [questionKey(input.subject, input.level)]: problems.map(toServerQuestion) } };
};
