import { eq, tables } from '@mathsteps/db';
import type { ClassWeek } from '@mathsteps/domain';
import { buggyWorks, solve } from '@mathsteps/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { recipients } from '../../../../test/smtp-sink';
import { classAtWorkOn } from '../../test/class-at-work';
import { appPerTest, completeWork, mailPerFile, mistakeReport } from '../../test/test-app';
import { createMailer, type Mailer } from '../mail/mailer';
import { runWeeklyEmails } from './weekly';

// The weekly class report (docs/product.md "The weekly class report"): the week's page and the
// teacher's e-mail, sent once, in the teacher's language, on both engines.

const { smtp, env } = mailPerFile();
/** Monday 23 November 2026, 10:00 in Madrid. */
const t = appPerTest({ at: '2026-11-23T09:00:00Z', deps: () => ({ env: env() }) });
/** Sunday 29 November, 19:30 in Madrid. */
const SUNDAY_EVENING = new Date('2026-11-29T18:30:00Z');
let mailer: Mailer;
beforeEach(() => {
  mailer = createMailer(env(), { info: () => {} });
});

/** A subtraction answered by taking the smaller digit from the larger, with its grid. */
function smallerFromLarger(a: number, b: number) {
  const [work] = buggyWorks(solve('subtraction', a, b), new Set(['smaller-from-larger']));
  return mistakeReport({
    subject: 'subtraction',
    a,
    b,
    answer: String(work!.answer),
    level: 6,
    entries: work!.entries,
  });
}

/** 3B's Monday: Ana does her subtraction right and goes up; Ben is stuck; Carla does nothing. */
async function weekOf3B() {
  const room = await classAtWorkOn(t);
  const [ana, ben] = room.pupils;
  expect((await completeWork(t.app, ana!.cookie, { subject: 'subtraction' })).statusCode).toBe(200);
  const up = await ana!.call({
    tag: 'student.levelupdate',
    subject: 'subtraction',
    action: 'advance',
    timezone: 'Europe/Madrid',
  });
  expect(up.statusCode).toBe(200);
  for (const [a, b] of [
    [52, 17],
    [403, 158],
    [71, 38],
  ] as const)
    await ben!.call(smallerFromLarger(a, b));
  await completeWork(t.app, ben!.cookie, { subject: 'subtraction', wrong: 6 });
  return room;
}

describe('the weekly class report', () => {
  it('says who practiced, the levels and their change, the steps most missed and who needs a word', async () => {
    const room = await weekOf3B();
    const got = await room.call({ tag: 'class.week', classid: room.classId });
    expect(got.statusCode).toBe(200);
    const week: ClassWeek = got.json();
    expect(week).toMatchObject({ name: '3B', from: '2026-11-23', to: '2026-11-29' });
    expect(
      week.pupils.map((pupil) => [pupil.firstname, pupil.days, pupil.score, pupil.word]),
    ).toEqual([
      ['Ana', 1, 100, null],
      ['Ben', 1, 40, 'stuck'],
      ['Carla', 0, null, 'not_practised'],
    ]);
    expect(week.pupils[0]!.levels).toEqual([{ subject: 'subtraction', level: 7, change: 1 }]);
    expect(week.steps).toEqual([
      expect.objectContaining({
        bug: 'smaller-from-larger',
        subject: 'subtraction',
        pupils: 1,
        example: expect.objectContaining({ pupil: 'Ben O.', number_0: '71', number_1: '38' }),
      }),
    ]);
    const other = await classAtWorkOn(t, 'mr.diaz@hill.example.org');
    const refused = await room.call({ tag: 'class.week', classid: other.classId });
    expect(refused.statusCode).toBe(404);
  });

  it('counts the days a pupil worked without finishing an assignment, and says so', async () => {
    const room = await weekOf3B();
    const carla = room.pupils[2]!;
    // Monday: Carla answers two problems of her assignment and leaves it.
    const progress = await carla.call({
      tag: 'student.mathprogress',
      subject: 'subtraction',
      level: 6,
      attempt: crypto.randomUUID(),
      answered: 2,
      right: 2,
      questions: 10,
    });
    expect(progress.statusCode).toBe(200);
    // Wednesday: a Quick Facts round, as its call keeps it.
    await t.database.db.insert(tables.factSessions).values({
      id: crypto.randomUUID(),
      studentId: carla.id,
      operation: 'addition',
      localDate: '2026-11-25',
      summary: { stars: 1, right: 10, quick: 4 },
    });
    const week: ClassWeek = (await room.call({ tag: 'class.week', classid: room.classId })).json();
    expect(week.pupils.find((pupil) => pupil.firstname === 'Carla')).toMatchObject({
      days: 2,
      assignments: 0,
      score: null,
      word: 'not_finished',
    });
  });

  it('is e-mailed to the teacher once on Sunday evening, in the teacher’s language', async () => {
    const room = await weekOf3B();
    await t.database.db
      .update(tables.parents)
      .set({ locale: 'es-ES' })
      .where(eq(tables.parents.email, 'ms.reyes@hill.example.org'));
    const run = () =>
      runWeeklyEmails({ db: t.database.db, env: env(), mailer, now: SUNDAY_EVENING });
    expect((await run()).sent).toEqual(['ms.reyes@hill.example.org']);
    expect((await run()).sent).toEqual([]);
    const mail = await smtp.waitFor('ms.reyes@hill.example.org', /La semana de tus clases/);
    expect(recipients(mail)).toEqual(['ms.reyes@hill.example.org']);
    expect(mail.subject).toMatch(/^La semana de tus clases en MathSteps, .*: 3B$/);
    const text = mail.text ?? '';
    expect(text).toContain('2 de 3 alumnos practicaron esta semana.');
    expect(text).toContain('Resta la cifra menor de la mayor: 1 alumno');
    expect(text).toContain('Ben O. está atascado en un paso');
    expect(text).toContain('Carla B. no practicó esta semana');
    expect(text).toContain(`/classes/${room.classId}/week`);
    // The link at the foot turns the e-mails off: next Sunday, nothing.
    const token = /unsubscribe\?token=([\w-]+)/.exec(text)![1];
    expect((await t.call({ tag: 'public.unsubscribe', token })).statusCode).toBe(200);
    const nextSunday = new Date(SUNDAY_EVENING.getTime() + 7 * 86_400_000);
    expect(
      (await runWeeklyEmails({ db: t.database.db, env: env(), mailer, now: nextSunday })).sent,
    ).toEqual([]);
  });

  it('is not e-mailed for archived classes only', async () => {
    const room = await weekOf3B();
    await room.call({ tag: 'class.update', classid: room.classId, archived: true });
    expect(
      (await runWeeklyEmails({ db: t.database.db, env: env(), mailer, now: SUNDAY_EVENING })).sent,
    ).toEqual([]);
  });
});
