import type { Level } from '../arithmetic/curriculum';
import { EMPTY_BOX, type FirstTry } from '../arithmetic/first-tries';
import { expectedEntries } from '../arithmetic/grid';
import { boxesOf, operandsOf, type Problem, type Subject, solve } from '../arithmetic/problem';
import {
  assignmentProblems,
  problemFromQuestion,
  type ServerQuestion,
} from '../arithmetic/questions';

/**
 * Finished assignments as the child's screen sends them (student.mathcomplete), for the
 * server's tests and the browser journeys that build a history through the API.
 */

/** A call to the API as the signed-in student: the answer's JSON, undefined when refused. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
export type StudentCall = (body: object) => Promise<any>;

/** A version-4 UUID, as a browser makes an attempt id (no node:crypto in the domain). */
function randomAttempt(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(Math.random() * 4)]!;
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

/** The first try of a child who solves `problem` right: every box as expected. */
export function rightFirstTry(problem: Problem): FirstTry {
  const [a, b] = operandsOf(problem);
  const entries = expectedEntries(boxesOf(problem)).map((digit) => digit || EMPTY_BOX);
  return { number_0: String(a), number_1: String(b), entries: entries.join('') };
}

/** The first try of a child who submitted `problem` with every box empty. */
export function blankFirstTry(problem: Problem): FirstTry {
  return { ...rightFirstTry(problem), entries: '' };
}

/**
 * The problems the student has to do now in `subject`: the set student.mathget serves, or for
 * a subject not due today the one it would serve. Signed out: any ten, for the completion to
 * be refused as it would be.
 */
export async function problemsToDo(call: StudentCall, subject: Subject): Promise<Problem[]> {
  const served = await call({ tag: 'student.mathget', subjects: [subject] });
  if (!served) return Array.from({ length: 10 }, () => solve('addition', 1, 1));
  const [questions] = Object.values(served.math) as ServerQuestion[][];
  if (questions) return questions.map(problemFromQuestion);
  const { student } = await call({ tag: 'student.get' });
  return assignmentProblems(
    student.id,
    subject,
    Number(served.days[subject].level) as Level,
    served.today,
    0,
    Number(student.assignmentsize),
  );
}

/**
 * A student.mathcomplete body for the set the student has to do now: every first try right
 * but the first `wrong`, left blank; `boxes` the grids' timings, or made from the problems
 * (the server takes timings of their facts only).
 */
export async function finishedWork(
  call: StudentCall,
  {
    subject = 'addition',
    wrong = 0,
    timezone = 'UTC',
    attempt = randomAttempt(),
    boxes,
  }: {
    subject?: Subject;
    wrong?: number;
    timezone?: string;
    attempt?: string;
    boxes?: object[] | ((problems: Problem[]) => object[]);
  },
) {
  const problems = await problemsToDo(call, subject);
  return {
    tag: 'student.mathcomplete',
    subject,
    errors: String(wrong),
    timezone,
    attempt,
    ...(boxes ? { boxes: typeof boxes === 'function' ? boxes(problems) : boxes } : {}),
    firsttries: problems.map((problem, index) =>
      index < wrong ? blankFirstTry(problem) : rightFirstTry(problem),
    ),
  };
}
