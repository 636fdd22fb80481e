import {
  answerOf,
  boxesOf,
  boxId,
  buggyWorks,
  expectedEntries,
  type Problem,
  problemFromQuestion,
  type ServerQuestion,
  solve,
  writtenAnswer,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { appPerTest, mathlevels, mistakeReport, sessionCookieOf } from '../../test/test-app';

const t = appPerTest({ at: '2026-11-18T15:00:00Z' });

const later = (minutes: number) => {
  t.clock = new Date(t.clock.getTime() + minutes * 60_000);
};

async function family(subject = 'subtraction') {
  const parent = await t.registerParent();
  await t.addScheduledStudent(parent.cookie, 'sam', { [subject]: { schedule: 'mtwrf' } });
  const login = await t.studentConnect('sam', { timezone: 'UTC' });
  const asParent = (body: object) => t.call(body, { cookie: parent.cookie });
  const studentCookie = sessionCookieOf(login);
  const asStudent = (body: object) => t.call(body, { cookie: studentCookie });
  return { parent, asParent, asStudent, studentCookie };
}

/** The grid a child fills for a problem: the correct one, or the one a bug writes. */
function gridOf(problem: Problem, bug?: 'smaller-from-larger'): Record<string, string> {
  if (bug) return buggyWorks(problem, new Set([bug]))[0]!.entries;
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index]!]));
}

/** A wrong submission as the assignment screen reports it. */
function wrongAnswer(
  a: number,
  b: number,
  entries = gridOf(solve('subtraction', a, b), 'smaller-from-larger'),
) {
  const problem = solve('subtraction', a, b);
  return mistakeReport({
    subject: 'subtraction',
    a,
    b,
    answer: writtenAnswer(problem, entries),
    level: '5',
    entries,
  });
}

describe('misconceptions in the report', () => {
  it('names a bug that explains two problems, not a slip, and its targeted practice confirms or clears it', async () => {
    const { parent, asParent, asStudent } = await family();
    const report = async () => {
      const response = await asParent({ tag: 'student.report', accountname: 'sam' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().report;
    };
    const start = () =>
      asParent({
        tag: 'student.focusstart',
        accountname: 'sam',
        misconception: 'smaller-from-larger',
        subject: 'subtraction',
      });

    expect((await start()).json().code).toBe('practice_is_premium');
    await t.buyTestPremium(parent.cookie);

    await asStudent(wrongAnswer(53, 27));
    await asStudent(
      wrongAnswer(70, 15, { 'difference.0': '9', 'borrow.1': '', 'difference.1': '6' }),
    );
    expect((await report()).misconceptions).toEqual([]);

    later(5);
    await asStudent(wrongAnswer(81, 46));
    const [found, ...others] = (await report()).misconceptions;
    expect(others).toEqual([]);
    expect(found).toEqual({
      id: 'smaller-from-larger',
      subject: 'subtraction',
      title: 'Takes the smaller digit from the larger one',
      explanation: expect.stringContaining('subtracts the top digit from the bottom one'),
      explains: 2,
      wrong: 3,
      example: {
        subject: 'subtraction',
        level: '5',
        number_0: '81',
        number_1: '46',
        answer: '45',
        correct: '35',
        entries: { 'borrow.1': '', 'difference.0': '5', 'difference.1': '4' },
        boxes: ['borrow.1', 'difference.1'],
        date: '2026-11-18',
      },
      practice: null,
    });

    // The parent starts a set; starting it again keeps the one that waits.
    expect((await start()).json()).toMatchObject({
      practice: { status: 'waiting', date: '2026-11-18' },
    });
    await start();
    const focus = (await asStudent({ tag: 'student.focusget' })).json().focus;
    expect(focus.subject).toBe('subtraction');
    expect(focus.questions).toHaveLength(5);
    expect((await report()).misconceptions[0].practice).toEqual({
      status: 'waiting',
      date: '2026-11-18',
    });
    const problems = focus.questions.map((question: ServerQuestion) =>
      problemFromQuestion(question),
    );

    // The child still takes the smaller digit from the larger: confirmed.
    later(60 * 24);
    const complete = (answers: object[]) =>
      asStudent({ tag: 'student.focuscomplete', focusid: focus.id, answers });
    const buggy = problems.map((problem: Problem) => gridOf(problem, 'smaller-from-larger'));
    expect((await complete(buggy.slice(1))).json().reason).toBe(
      'answers must hold 5 entry sets, one per problem',
    );
    expect((await complete(buggy)).json().outcome).toBe('confirmed');
    // A retry after a lost answer gets the same outcome.
    expect((await complete(problems.map((p: Problem) => gridOf(p)))).json().outcome).toBe(
      'confirmed',
    );
    expect((await asStudent({ tag: 'student.focusget' })).json().focus).toBeNull();
    expect((await report()).misconceptions[0].practice).toEqual({
      status: 'confirmed',
      date: '2026-11-19',
    });

    // A set answered blank shows nothing either way: no badge, the step stays.
    await start();
    const blankSet = (await asStudent({ tag: 'student.focusget' })).json().focus;
    later(5);
    const blank = await asStudent({
      tag: 'student.focuscomplete',
      focusid: blankSet.id,
      answers: blankSet.questions.map(() => ({})),
    });
    expect(blank.json().outcome).toBe('inconclusive');
    expect((await report()).misconceptions).toEqual([
      expect.objectContaining({ id: 'smaller-from-larger', practice: null }),
    ]);
    const badgeIds = async () =>
      (await asStudent({ tag: 'student.get' }))
        .json()
        .rewards.badges.map((badge: { id: string }) => badge.id);
    expect(await badgeIds()).not.toContain('tricky-step');

    // A second set, answered right, clears it: the old mistakes no longer count.
    await start();
    const second = (await asStudent({ tag: 'student.focusget' })).json().focus;
    expect(second.id).not.toBe(focus.id);
    const right = second.questions.map((question: ServerQuestion) =>
      gridOf(problemFromQuestion(question)),
    );
    later(10);
    const cleared = await asStudent({
      tag: 'student.focuscomplete',
      focusid: second.id,
      answers: right,
    });
    expect(cleared.json().outcome).toBe('cleared');
    expect((await report()).misconceptions).toEqual([]);
    expect(await badgeIds()).toContain('tricky-step');

    // New mistakes after that bring it back.
    later(10);
    await asStudent(wrongAnswer(62, 38));
    later(1);
    await asStudent(wrongAnswer(91, 57));
    expect((await report()).misconceptions).toEqual([
      expect.objectContaining({ id: 'smaller-from-larger', explains: 2, practice: null }),
    ]);
  });

  it('a set for a bug the child still has does not clear it, done its other way; worked right, it does', async () => {
    const { parent, asParent, asStudent } = await family('addition');
    await t.buyTestPremium(parent.cookie);
    /**
     * Sam adds each column and never carries; the last column is written whole (58 + 67 =
     * 115), as most children who drop carries do: written here from the digits, apart from
     * the catalog's own rules.
     */
    const carriesDropped = (problem: Problem): Record<string, string> => {
      if (problem.subject !== 'addition') throw new Error('an addition');
      const entries: Record<string, string> = {};
      const last = problem.steps.length - 1;
      for (const step of problem.steps) {
        const total = step.digit1 + step.digit2;
        entries[`sum.${step.columnPosition}`] = String(total % 10);
        if (step.columnPosition === last && total >= 10) entries[`sum.${last + 1}`] = '1';
      }
      return entries;
    };
    const mistake = (a: number, b: number) => {
      const problem = solve('addition', a, b);
      const entries = carriesDropped(problem);
      return mistakeReport({ a, b, answer: writtenAnswer(problem, entries), level: '2', entries });
    };
    await asStudent(mistake(58, 67));
    later(1);
    await asStudent(mistake(47, 38));
    const named = async () =>
      (await asParent({ tag: 'student.report', accountname: 'sam' }))
        .json()
        .report.misconceptions.map((each: { id: string }) => each.id);
    expect(await named()).toEqual(['carry-dropped']);

    const practice = async (work: (problem: Problem) => Record<string, string>) => {
      await asParent({
        tag: 'student.focusstart',
        accountname: 'sam',
        misconception: 'carry-dropped',
        subject: 'addition',
      });
      const focus = (await asStudent({ tag: 'student.focusget' })).json().focus;
      later(10);
      const answers = focus.questions.map((question: ServerQuestion) =>
        work(problemFromQuestion(question)),
      );
      return (await asStudent({ tag: 'student.focuscomplete', focusid: focus.id, answers })).json()
        .outcome;
    };
    // Every problem of the set needs a carry before the last column: Sam's way is wrong on
    // each, and the bug stays.
    expect(await practice(carriesDropped)).toBe('confirmed');
    expect(await named()).toEqual(['carry-dropped']);

    // Worked right, the set clears it: the two mistakes no longer count.
    expect(await practice((problem) => gridOf(problem))).toBe('cleared');
    expect(await named()).toEqual([]);
  });

  it('names no bug for slips: the right first tries it would have got wrong outweigh two wrong answers', async () => {
    const { parent, asParent, asStudent, studentCookie } = await family();
    await t.buyTestPremium(parent.cookie);
    await asParent({
      tag: 'student.update',
      accountname: 'sam',
      mathlevels: mathlevels({ subtraction: 6 }),
    });
    const named = async () =>
      (await asParent({ tag: 'student.report', accountname: 'sam' }))
        .json()
        .report.misconceptions.map((each: { id: string }) => each.id);
    // Two slips that happen to read as taking the smaller digit from the larger.
    await asStudent(wrongAnswer(53, 27));
    later(1);
    await asStudent(wrongAnswer(61, 38));
    expect(await named()).toEqual(['smaller-from-larger']);

    // Today's assignment at level 6, every first try right: each of its problems needs a
    // borrow, which that bug gets wrong.
    later(5);
    const work = await t.finishedWork(studentCookie, { subject: 'subtraction' });
    const problems = work.firsttries.map((tried) =>
      solve('subtraction', Number(tried.number_0), Number(tried.number_1)),
    );
    const against = problems.filter((problem) =>
      buggyWorks(problem, new Set(['smaller-from-larger'])).every(
        (each) => each.answer !== answerOf(problem),
      ),
    );
    expect(against).toHaveLength(10);
    const done = await asStudent(work);
    expect(done.statusCode, done.body).toBe(200);
    expect(await named()).toEqual([]);

    // The same bug in more answers is named again, right answers and all.
    for (const [a, b] of [
      [72, 35],
      [81, 46],
      [92, 57],
      [64, 29],
    ]) {
      later(1);
      await asStudent(wrongAnswer(a!, b!));
    }
    expect(await named()).toEqual(['smaller-from-larger']);
  });

  it('refuses a bug that does not happen in the subject, a set of another child, and a bad id', async () => {
    const { parent, asParent, asStudent } = await family();
    await t.buyTestPremium(parent.cookie);
    const start = (misconception: string) =>
      asParent({
        tag: 'student.focusstart',
        accountname: 'sam',
        misconception,
        subject: 'subtraction',
      });
    const wrongSubject = await start('carry-dropped');
    expect(wrongSubject.statusCode).toBe(400);
    expect(wrongSubject.json()).toMatchObject({
      reason: 'That step does not happen in subtraction.',
      code: 'step_not_in_subject',
      params: { subject: 'subtraction' },
    });
    const unknown = await start('counts-on-fingers');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().reason).toContain('misconception is not one we know');

    const missing = await asStudent({
      tag: 'student.focuscomplete',
      focusid: '00000000-0000-4000-8000-000000000000',
      answers: [{}],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('practice_not_found');

    const stranger = await t.registerParent({ email: 'lee@example.com' });
    const refused = await t.call(
      {
        tag: 'student.focusstart',
        accountname: 'sam',
        misconception: 'smaller-from-larger',
        subject: 'subtraction',
      },
      { cookie: stranger.cookie },
    );
    expect(refused.statusCode).toBe(404);
  });
});
