import { tables } from '@mathsteps/db';
import type { ClassMistakes } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import {
  classAtWorkOn,
  practiceDone,
  SMALLER_FROM_LARGER,
  smallerFromLarger,
} from '../../test/class-at-work';
import { appPerTest, mistakeReport } from '../../test/test-app';

// The class's mistakes by step (docs/product.md "The class's mistakes"): the table, its grids,
// the alerts in words, and the step's practice given to the pupils who need it, on both engines.

const t = appPerTest({ at: '2026-11-30T09:00:00Z' });

describe('the class’s mistakes', () => {
  it('counts each pupil’s problems by step, the worst first, with the pupil’s own grid', async () => {
    const room = await classAtWorkOn(t);
    const [ana, ben, carla] = room.pupils;
    for (const mistake of SMALLER_FROM_LARGER) await ben!.call(smallerFromLarger(mistake));
    // The same problem fixed box by box counts once.
    await ana!.call(smallerFromLarger(SMALLER_FROM_LARGER[0]!));
    await ana!.call(smallerFromLarger(SMALLER_FROM_LARGER[0]!));
    // A slip no step explains counts for none.
    await carla!.call(mistakeReport({ subject: 'subtraction', a: 52, b: 17, answer: '36' }));
    const got = await room.call({ tag: 'class.mistakes', classid: room.classId });
    expect(got.statusCode).toBe(200);
    const table: ClassMistakes = got.json();
    expect(table.pupils.map((pupil) => pupil.firstname)).toEqual(['Ben', 'Ana', 'Carla']);
    expect(table.steps).toEqual([
      { bug: 'smaller-from-larger', subject: 'subtraction', pupils: 2, problems: 4 },
    ]);
    const bens = table.cells.find((cell) => cell.pupil === ben!.id)!;
    expect(bens).toMatchObject({ problems: 3, bug: 'smaller-from-larger' });
    expect(bens.example).toMatchObject({ number_0: '71', number_1: '38', answer: '47' });
    expect(bens.example.boxes.length).toBeGreaterThan(0);
    expect(table.cells.find((cell) => cell.pupil === ana!.id)?.problems).toBe(1);
    // Two of three this week: under the alert's three pupils.
    expect(table.alerts).toEqual([]);

    await carla!.call(smallerFromLarger(SMALLER_FROM_LARGER[1]!));
    const again: ClassMistakes = (
      await room.call({ tag: 'class.mistakes', classid: room.classId })
    ).json();
    expect(again.alerts).toEqual([
      expect.objectContaining({ kind: 'most', bug: 'smaller-from-larger', pupils: 3, of: 3 }),
    ]);
  });

  it('counts the number facts each pupil is still learning, the slowest by name', async () => {
    const room = await classAtWorkOn(t);
    const [ana] = room.pupils;
    const fact = (name: string, tries: { right: boolean; thinkingMs: number }[]) => ({
      studentId: ana!.id,
      fact: name,
      operation: 'addition',
      tries: tries.length,
      right: tries.filter((each) => each.right).length,
      recent: tries.map((each, index) => ({ ...each, day: `2026-11-${28 + index}` })),
      box: 0,
      due: '2026-11-30',
      updatedAt: t.clock,
    });
    // Given as the facts' record keeps them: 7+8 wrong lately, 6+6 right but slow, 2+2 quick.
    await t.database.db.insert(tables.studentFacts).values([
      fact('7+8', [{ right: false, thinkingMs: 6000 }]),
      fact('6+6', [{ right: true, thinkingMs: 7000 }]),
      fact('2+2', [
        { right: true, thinkingMs: 900 },
        { right: true, thinkingMs: 800 },
      ]),
    ]);
    const table: ClassMistakes = (
      await room.call({ tag: 'class.mistakes', classid: room.classId })
    ).json();
    expect(table.steps).toEqual([]);
    // The slowest first: 6+6 took 7 s to think, 7+8 6 s.
    expect(table.facts).toEqual([{ pupil: ana!.id, learning: 2, slowest: ['6+6', '7+8'] }]);
  });

  it('forgets what is older than two weeks', async () => {
    const room = await classAtWorkOn(t);
    await room.pupils[1]!.call(smallerFromLarger(SMALLER_FROM_LARGER[0]!));
    // Kept 15 days ago (the hourly clean-up keeps reports longer than the table reads them).
    await t.database.db
      .update(tables.errorReports)
      .set({ createdAt: new Date(t.clock.getTime() - 15 * 86_400_000) });
    const table: ClassMistakes = (
      await room.call({ tag: 'class.mistakes', classid: room.classId })
    ).json();
    expect(table.cells).toEqual([]);
    expect(table.pupils).toHaveLength(3);
  });

  it('gives the step’s practice to the pupils named, and shows what it showed', async () => {
    const room = await classAtWorkOn(t);
    const [ana, ben] = room.pupils;
    for (const mistake of SMALLER_FROM_LARGER) await ben!.call(smallerFromLarger(mistake));
    const given = await room.call({
      tag: 'class.givepractice',
      classid: room.classId,
      misconception: 'smaller-from-larger',
      subject: 'subtraction',
      pupilids: [ben!.id],
    });
    expect(given.json()).toMatchObject({ given: 1 });
    // Ben finds it on his next sign-in; Ana has none.
    const waiting = (await ben!.call({ tag: 'student.focusget' })).json().focus;
    expect(waiting).toMatchObject({ subject: 'subtraction', by: 'teacher' });
    expect((await ana!.call({ tag: 'student.focusget' })).json().focus).toBeNull();
    let table: ClassMistakes = (
      await room.call({ tag: 'class.mistakes', classid: room.classId })
    ).json();
    expect(table.practice).toEqual([
      {
        pupil: ben!.id,
        bug: 'smaller-from-larger',
        subject: 'subtraction',
        status: 'waiting',
        date: '2026-11-30',
      },
    ]);
    // He does it taking the smaller digit from the larger again: confirmed.
    const done = await ben!.call(practiceDone(waiting, ['smaller-from-larger']));
    expect(done.statusCode).toBe(200);
    table = (await room.call({ tag: 'class.mistakes', classid: room.classId })).json();
    expect(table.practice[0]?.status).toBe('confirmed');
    // The board's tile says it too.
    const board = (await room.call({ tag: 'class.board', classid: room.classId })).json();
    expect(board.tiles.find((tile: { id: string }) => tile.id === ben!.id).practice).toEqual({
      bug: 'smaller-from-larger',
      subject: 'subtraction',
      status: 'confirmed',
    });
  });

  it('refuses a pupil of another class, a step of another subject, and another teacher’s class', async () => {
    const room = await classAtWorkOn(t);
    const other = await classAtWorkOn(t, 'mr.diaz@hill.example.org');
    const give = (change: object) =>
      room.call({
        tag: 'class.givepractice',
        classid: room.classId,
        misconception: 'smaller-from-larger',
        subject: 'subtraction',
        pupilids: [room.pupils[0]!.id],
        ...change,
      });
    const stranger = await give({ pupilids: [other.pupils[0]!.id] });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('pupil_not_found');
    expect((await give({ subject: 'addition' })).json().code).toBe('step_not_in_subject');
    expect((await give({ classid: other.classId })).json().code).toBe('class_not_found');
    expect((await other.call({ tag: 'student.focusget' })).statusCode).toBe(403);
    for (const pupil of other.pupils)
      expect((await pupil.call({ tag: 'student.focusget' })).json().focus).toBeNull();
    const read = await room.call({ tag: 'class.mistakes', classid: other.classId });
    expect(read.statusCode).toBe(404);
    expect(JSON.stringify(read.json())).not.toContain('Ana');
  });
});
