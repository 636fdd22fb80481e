import { type BoardTile, type BugId, buggyWorks, solve } from '@mathsteps/domain';
import { expect } from 'vitest';
import { type AppPerTest, CLASS_3B, mistakeReport, sessionCookieOf } from './test-app';

// A teacher's class at work, for the tests of the class's live board and mistakes.

/** Three different subtractions each answered by taking the smaller digit from the larger. */
export const SMALLER_FROM_LARGER = [
  { a: 52, b: 17, answer: '45' },
  { a: 403, b: 158, answer: '355' },
  { a: 71, b: 38, answer: '47' },
];

/** The wrong answer with the grid the step fills, as the child's device sends it. */
export function smallerFromLarger(mistake: (typeof SMALLER_FROM_LARGER)[number]) {
  const [work] = buggyWorks(
    solve('subtraction', mistake.a, mistake.b),
    new Set(['smaller-from-larger']),
  );
  expect(String(work!.answer)).toBe(mistake.answer);
  return mistakeReport({ subject: 'subtraction', ...mistake, level: 6, entries: work!.entries });
}

/**
 * A targeted practice set of subtractions answered with these steps (none: all right), as
 * the child's device sends it.
 */
export function practiceDone(
  focus: { id: string; questions: { number_0: string; number_1: string }[] },
  bugs: BugId[],
) {
  const answers = focus.questions.map((problem) => {
    const [work] = buggyWorks(
      solve('subtraction', Number(problem.number_0), Number(problem.number_1)),
      new Set(bugs),
    );
    return work!.entries;
  });
  return { tag: 'student.focuscomplete', focusid: focus.id, answers };
}

interface Pupil {
  id: string;
  firstname: string;
  pictures: string[];
}

/** A teacher's 3B with Ana, Ben and Carla, subtraction every day, each pupil signed in. */
export async function classAtWorkOn(t: AppPerTest, email = 'ms.reyes@hill.example.org') {
  const { cookie } = await t.registerParent({ email, school: 'Hill Primary School' });
  const call = (body: object) => t.call(body, { cookie });
  const made = (await call({ tag: 'class.create', ...CLASS_3B })).json().class;
  const classId: string = made.id;
  const pupils: Pupil[] = (
    await call({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O\nCarla B' })
  ).json().pupils;
  await call({
    tag: 'class.setwork',
    classid: classId,
    work: { subtraction: { level: 6, schedule: 'smtwrfa' } },
  });
  const signedIn = await Promise.all(
    pupils.map(async (pupil) => {
      const answer = await t.call({
        tag: 'class.signin',
        classid: classId,
        pupilid: pupil.id,
        pictures: pupil.pictures,
        timezone: 'Europe/Madrid',
      });
      const pupilCookie = sessionCookieOf(answer);
      return {
        ...pupil,
        cookie: pupilCookie,
        call: (body: object) => t.call(body, { cookie: pupilCookie }),
      };
    }),
  );
  const board = async () => {
    const answer = await call({ tag: 'class.board', classid: classId });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { tiles: BoardTile[]; at: string };
  };
  const tileOf = async (name: string) =>
    (await board()).tiles.find((tile) => tile.firstname === name)!;
  return { cookie, call, classId, code: made.code as string, pupils: signedIn, board, tileOf };
}
