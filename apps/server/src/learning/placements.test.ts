import { tables } from '@mathsteps/db';
import {
  boxesOf,
  boxId,
  EMPTY_BOX,
  expectedEntries,
  firstTryOf,
  type OpenPlacement,
  type Problem,
  placementAnswer,
  placementAnswersToText,
  placementProblem,
  placementStep,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { listen, post, statusCounts } from '../../test/burst';
import { appPerTest, sessionCookieOf } from '../../test/test-app';
import { ENTRIES_OR_NOT_LEARNED } from '../handlers/student.placementanswer';

const t = appPerTest({ at: '2026-11-18T15:00:00Z' });

async function family() {
  const parent = await t.registerParent();
  await t.addScheduledStudent(parent.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  const login = await t.studentConnect('sam', { timezone: 'UTC' });
  const studentCookie = sessionCookieOf(login);
  const asParent = (body: object) => t.call(body, { cookie: parent.cookie });
  const asStudent = (body: object) => t.call(body, { cookie: studentCookie });
  return { parent, asParent, asStudent, studentCookie };
}

/** The first try a child who knows the problem writes, as the grid sends it. */
function rightEntries(problem: Problem): string {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return firstTryOf(
    problem,
    Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index] ?? ''])),
  ).entries;
}

/** The next problem of an open placement, as the device draws it. */
function nextProblem(placement: OpenPlacement, answered: OpenPlacement['answers']) {
  const step = placementStep(placement, answered);
  if (step.done) throw new Error('the placement is over');
  return {
    step,
    problem: placementProblem(placement.id, placement.subject, step.level, step.index),
  };
}

/**
 * A child who knows the levels up to `knows` answers each problem of a placement right, and
 * each above it with "I haven't learned this yet" or a blank grid, until the placement is done.
 */
async function answerToTheEnd(
  asChild: (body: object) => ReturnType<typeof t.call>,
  placement: OpenPlacement,
  knows: number,
  above: 'not learned' | 'blank',
) {
  const answered: OpenPlacement['answers'] = [];
  let result: { done: boolean; level?: string; stars?: number } = { done: false };
  while (!result.done) {
    const { step, problem } = nextProblem(placement, answered);
    const entries =
      step.level <= knows ? rightEntries(problem) : above === 'blank' ? EMPTY_BOX : null;
    const answer = await asChild({
      tag: 'student.placementanswer',
      placementid: placement.id,
      index: step.index,
      ...(entries === null ? { notlearned: true } : { entries }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    result = answer.json();
    answered.push(placementAnswer(problem, step.level, entries));
  }
  return { answered, result };
}

describe('a placement finds the level in one sitting', () => {
  it('a parent asks, the child answers in order, and the level found replaces the old one once', async () => {
    const { asParent, asStudent } = await family();
    const started = await asParent({
      tag: 'student.placementstart',
      accountname: 'sam',
      subject: 'addition',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().placement).toMatchObject({
      subject: 'addition',
      status: 'waiting',
      asked: 0,
    });
    const [placement] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    expect(placement).toMatchObject({ subject: 'addition', kind: 'placement', answers: [] });

    // A child who knows the levels up to 6: right below, "I haven't learned this yet" above.
    const { answered, result } = await answerToTheEnd(asStudent, placement, 6, 'not learned');
    expect(answered.length).toBeLessThanOrEqual(12);
    const found = Number(result.level);
    expect(Math.abs(found - 6)).toBeLessThanOrEqual(1);
    // Finishing earns stars (a fresh child had none).
    expect(result.stars).toBe(5);

    // The level is the one found; the parent reads it.
    const student = (await asStudent({ tag: 'student.get' })).json().student;
    expect(student.mathlevels.addition.level).toBe(String(found));
    const { placements } = (
      await asParent({ tag: 'student.placements', accountname: 'sam' })
    ).json();
    expect(placements).toEqual([
      expect.objectContaining({
        subject: 'addition',
        status: 'found',
        level: String(found),
        asked: answered.length,
      }),
    ]);
    // Nothing waits any more; an answer now is refused, and records nothing.
    expect((await asStudent({ tag: 'student.placementget' })).json().placements).toEqual([]);
    const late = await asStudent({
      tag: 'student.placementanswer',
      placementid: placement.id,
      index: answered.length,
      notlearned: true,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('placement_finished');
  });

  it('refuses an answer out of order, twice, both or neither, or of another child, with a reason', async () => {
    const { asParent, asStudent } = await family();
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    const [placement] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    const answer = (body: object) =>
      asStudent({ tag: 'student.placementanswer', placementid: placement.id, ...body });

    const ahead = await answer({ index: 1, notlearned: true });
    expect([ahead.statusCode, ahead.json().code]).toEqual([409, 'answer_out_of_order']);
    const both = await answer({ index: 0, notlearned: true, entries: '1' });
    expect([both.statusCode, both.json().reason]).toEqual([400, ENTRIES_OR_NOT_LEARNED]);
    const neither = await answer({ index: 0 });
    expect([neither.statusCode, neither.json().reason]).toEqual([400, ENTRIES_OR_NOT_LEARNED]);
    const bad = await answer({ index: 0, entries: 'x1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toMatch(/entries/);

    expect((await answer({ index: 0, notlearned: true })).statusCode).toBe(200);
    const again = await answer({ index: 0, notlearned: true });
    expect([again.statusCode, again.json().code]).toEqual([409, 'answer_recorded']);
    const [after] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    expect(after.answers).toHaveLength(1);

    // Another family's child cannot see or answer it.
    const other = await t.registerParent({ email: 'other@example.com' });
    await t.addScheduledStudent(other.cookie, 'kim', { addition: { schedule: 'mtwrf' } });
    const kim = sessionCookieOf(await t.studentConnect('kim', { timezone: 'UTC' }));
    const theirs = await t.call(
      { tag: 'student.placementanswer', placementid: placement.id, index: 1, notlearned: true },
      { cookie: kim },
    );
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'placement_not_found']);
    const notTheirs = await t.call(
      { tag: 'student.placementstart', accountname: 'sam', subject: 'addition' },
      { cookie: other.cookie },
    );
    expect(notTheirs.statusCode).toBe(404);
  });

  it('left half-way keeps the level; a new one sets it aside and starts again', async () => {
    const { asParent, asStudent } = await family();
    await asParent({
      tag: 'student.update',
      accountname: 'sam',
      mathlevels: { addition: { level: '4' } },
    });
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    const [first] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    await asStudent({
      tag: 'student.placementanswer',
      placementid: first.id,
      index: 0,
      notlearned: true,
    });
    const student = (await asStudent({ tag: 'student.get' })).json().student;
    expect(student.mathlevels.addition.level).toBe('4');
    const status = (await asParent({ tag: 'student.placements', accountname: 'sam' })).json();
    expect(status.placements[0]).toMatchObject({ status: 'started', asked: 1 });

    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    const open = (await asStudent({ tag: 'student.placementget' })).json().placements;
    expect(open).toHaveLength(1);
    expect(open[0].id).not.toBe(first.id);
    expect(open[0].answers).toEqual([]);
    const old = await asStudent({
      tag: 'student.placementanswer',
      placementid: first.id,
      index: 1,
      notlearned: true,
    });
    expect([old.statusCode, old.json().code]).toEqual([409, 'placement_finished']);
  });

  it('records an answer sent many times at once exactly once (one socket each)', async () => {
    const { asParent, asStudent, studentCookie } = await family();
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    const [placement] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    const url = await listen(t.app);
    const body = {
      tag: 'student.placementanswer',
      placementid: placement.id,
      index: 0,
      notlearned: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(url, body, { cookie: studentCookie })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 7 });
    const [row] = await t.database.db.select().from(tables.placements);
    expect(row?.answers.split(' ')).toHaveLength(1);
  });

  it('a level the parent chooses sets the open placement of that subject aside', async () => {
    const { asParent, asStudent } = await family();
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'division' });
    await asParent({
      tag: 'student.update',
      accountname: 'sam',
      mathlevels: { addition: { level: '7' } },
    });
    const open = (await asStudent({ tag: 'student.placementget' })).json().placements;
    expect(open.map((p: OpenPlacement) => p.subject)).toEqual(['division']);
  });

  it('two "Find the level" at once leave one placement open', async () => {
    const { parent, asStudent } = await family();
    const url = await listen(t.app);
    const body = { tag: 'student.placementstart', accountname: 'sam', subject: 'addition' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(url, body, { cookie: parent.cookie })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 6 });
    expect((await asStudent({ tag: 'student.placementget' })).json().placements).toHaveLength(1);
  });

  it('one whose every answer was taken, the level not yet set (the server stopped), ends when read', async () => {
    const { asParent, asStudent } = await family();
    await asParent({ tag: 'student.placementstart', accountname: 'sam', subject: 'addition' });
    const [placement] = (await asStudent({ tag: 'student.placementget' })).json().placements;
    // Every answer "not learned", written as the answers' statement does, the last one's
    // finishing transaction never run.
    const answered: OpenPlacement['answers'] = [];
    for (;;) {
      const step = placementStep(placement, answered);
      if (step.done) break;
      const problem = placementProblem(placement.id, 'addition', step.level, step.index);
      answered.push(placementAnswer(problem, step.level, null));
    }
    await t.database.db
      .update(tables.placements)
      .set({ answers: placementAnswersToText(answered) });
    expect((await asStudent({ tag: 'student.placementget' })).json().placements).toEqual([]);
    const student = (await asStudent({ tag: 'student.get' })).json().student;
    expect(Number(student.mathlevels.addition.level)).toBeLessThanOrEqual(1);
    const status = (await asParent({ tag: 'student.placements', accountname: 'sam' })).json();
    expect(status.placements[0]).toMatchObject({ status: 'found', asked: answered.length });
  });

  it('a child back after five weeks away gets a short re-check around its old level', async () => {
    const { asParent, asStudent, studentCookie } = await family();
    await asParent({
      tag: 'student.update',
      accountname: 'sam',
      mathlevels: { addition: { level: '9' } },
    });
    await t
      .finishedWork(studentCookie, { subject: 'addition', timezone: 'UTC' })
      .then((work) => asStudent(work));
    // The next day: nothing to re-check.
    t.advance(24 * 3600_000);
    expect((await asStudent({ tag: 'student.placementget' })).json().placements).toEqual([]);
    t.advance(35 * 24 * 3600_000);
    // Back after five weeks: signed in again (the session has long ended).
    const back = sessionCookieOf(await t.studentConnect('sam', { timezone: 'UTC' }));
    const asChild = (body: object) => t.call(body, { cookie: back });
    const [recheck] = (await asChild({ tag: 'student.placementget' })).json().placements;
    expect(recheck).toMatchObject({ subject: 'addition', kind: 'recheck', level: 9 });
    // Asked again, the same one.
    const again = (await asChild({ tag: 'student.placementget' })).json().placements;
    expect(again.map((p: OpenPlacement) => p.id)).toEqual([recheck.id]);

    const { answered } = await answerToTheEnd(asChild, recheck, 8, 'blank');
    expect(answered.length).toBeLessThanOrEqual(5);
    // Done: no second re-check until the child is away again.
    expect((await asChild({ tag: 'student.placementget' })).json().placements).toEqual([]);
  });
});
