import type { BoardTile } from '@mathsteps/domain';
import { expect } from 'vitest';
import { type AppPerTest, CLASS_3B, sessionCookieOf } from './test-app';

// A teacher's class at work, for the tests of the class's live board and mistakes.

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
