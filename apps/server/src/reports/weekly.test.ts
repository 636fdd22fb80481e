import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, tables } from '@mathsteps/db';
import {
  factsOfProblem,
  levelRule,
  type Subject,
  weekSummary,
  wrongThisWeekText,
} from '@mathsteps/domain';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { recipients } from '../../../../test/smtp-sink';
import { appPerTest, mailPerFile, mistakeReport, sessionCookieOf } from '../../test/test-app';
import { runWeeklyCli } from '../../test/weekly-cli';
import { createMailer, type Mailer } from '../mail/mailer';
import { runWeeklyEmails, someZoneInSundayEvening } from './weekly';

/** Sunday 2026-11-22, 18:30 in Toronto. */
const SUNDAY_EVENING = new Date('2026-11-22T23:30:00Z');

const { smtp, env } = mailPerFile();
// The families join on the Monday before.
const t = appPerTest({ at: '2026-11-16T15:00:00Z', deps: () => ({ env: env() }) });
let mailer: Mailer;
beforeEach(() => {
  mailer = createMailer(env(), { info: () => {} });
});

/** The sessions of each family's parent and student, by the parent's address. */
const parentCookies = new Map<string, string>();
const studentCookies = new Map<string, string>();

/** A parent with a student in Toronto; premium, verified and wanting e-mails unless told. */
async function family(
  email: string,
  { premium = true, verified = true, emails = true } = {},
): Promise<string> {
  const parent = await t.registerParent({ email });
  parentCookies.set(email, parent.cookie);
  const handle = email.split('@')[0]!.replace(/\W/g, '');
  await t.addScheduledStudent(parent.cookie, handle, { addition: { schedule: 'mwf' } });
  const login = await t.studentConnect(handle, { timezone: 'America/Toronto' });
  studentCookies.set(email, sessionCookieOf(login));
  if (premium) await t.buyTestPremium(parent.cookie);
  await t.database.db
    .update(tables.parents)
    .set({ emailVerified: verified, emails })
    .where(eq(tables.parents.email, email));
  return email;
}

/** The family's child does an assignment with `wrong` errors, `day` days after Monday 16 November. */
function workOn(email: string, day: number, wrong: number) {
  t.clock = new Date(Date.parse('2026-11-16T15:00:00Z') + day * 86_400_000);
  return t.completeWork(studentCookies.get(email)!, { wrong, timezone: 'America/Toronto' });
}

const weekly = (now = SUNDAY_EVENING, with_ = mailer) =>
  runWeeklyEmails({ db: t.database.db, env: env(), mailer: with_, now });
/** What Sunday evening's run would send, sending nothing. */
const preview = async (now = SUNDAY_EVENING) =>
  (await runWeeklyEmails({ db: t.database.db, env: env(), mailer, now, dryRun: true })).previews;
/** The parent's id, by address. */
const parentId = async (email: string) =>
  (
    await t.database.db
      .select({ id: tables.parents.id })
      .from(tables.parents)
      .where(eq(tables.parents.email, email))
  )[0]!.id;
/** This parent's row of the weekly e-mails. */
const row = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(tables.weeklyEmails)
      .where(eq(tables.weeklyEmails.parentId, await parentId(email)))
  )[0];
const summaries = () =>
  smtp.messages.filter((mail) => mail.subject?.startsWith('Your MathSteps week'));
const summariesTo = (email: string) =>
  summaries().filter((mail) => recipients(mail).includes(email));

/** Twice this week the carry was dropped, a day apart: 58 + 67 = 115 and 47 + 38 = 75. */
async function dropTwoCarries(email: string) {
  for (const [a, b, answer, entries] of [
    [58, 67, '115', { 'sum.0': '5', 'carry.1': '', 'sum.1': '1', 'sum.2': '1' }],
    [47, 38, '75', { 'sum.0': '5', 'carry.1': '', 'sum.1': '7', 'sum.2': '' }],
  ] as const) {
    t.clock = new Date(t.clock.getTime() + 86_400_000);
    await t.call(mistakeReport({ a, b, answer, level: '5', entries }), {
      cookie: studentCookies.get(email)!,
    });
  }
}

describe('the weekly summary e-mail', () => {
  it('goes once a week to premium, verified parents who want it, and to nobody else', async () => {
    const dana = await family('dana@example.com');
    await family('free@example.com', { premium: false });
    await family('unverified@example.com', { verified: false });
    await family('quiet@example.com', { emails: false });

    expect((await weekly()).sent).toEqual([dana]);
    expect((await weekly()).sent).toEqual([]);
    const [mail] = await Promise.all([smtp.waitFor(dana, /Your MathSteps week/)]);
    expect(summariesTo(dana)).toHaveLength(1);
    expect(summaries().flatMap(recipients)).toEqual([dana]);
    expect(mail!.text).toContain('Sam');
    expect(mail!.text).toContain(
      `Addition: 0 of 3 scheduled days done, nothing done yet, level 0 (${levelRule('addition', 0)}).`,
    );
    // Subjects never scheduled are left out, not reported as 0%.
    expect(mail!.text).not.toMatch(/Subtraction|Multiplication|Division|0%/);

    // The unsubscribe link turns the e-mails off: next Sunday, nothing.
    const token = /unsubscribe\?token=([\w-]+)/.exec(mail!.text ?? '')![1];
    expect((await t.call({ tag: 'public.unsubscribe', token })).statusCode).toBe(200);
    const nextSunday = new Date(SUNDAY_EVENING.getTime() + 7 * 86_400_000);
    expect((await weekly(nextSunday)).sent).toEqual([]);
  });

  it('names the week and the children in the subject, fits a phone, and unsubscribes in one click', async () => {
    const dana = await family('dana@example.com');
    // Names are stored as typed; people read them with a capital.
    await t.database.db.update(tables.students).set({ firstname: 'maya' });
    await t.database.db.update(tables.parents).set({ firstname: 'dana' });
    expect((await weekly()).sent).toEqual([dana]);
    const mail = await smtp.waitFor(dana, /Your MathSteps week/);
    expect(mail.subject).toBe('Your MathSteps week, November 16-22: Maya');
    expect(mail.text).toContain('Hello Dana, here is how the week of November 16-22 went.');
    expect(mail.text).toMatch(/^Maya$/m);
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    const link = /(http\S+\/unsubscribe\?token=[\w-]+)/.exec(mail.text ?? '')![1]!;
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe')).toBe(`<${link}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The mail app's one-click POST (RFC 8058) turns the e-mails off, with no session.
    const path = new URL(link).pathname + new URL(link).search;
    const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect((await oneClick('/unsubscribe?token=nope')).statusCode).toBe(404);
    expect((await oneClick('/unsubscribe')).statusCode).toBe(404);
    const [parent] = await t.database.db.select().from(tables.parents);
    expect(parent!.emails).toBe(true);
    expect((await oneClick(path, '')).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(tables.parents);
    expect(after!.emails).toBe(false);
    const nextSunday = new Date(SUNDAY_EVENING.getTime() + 7 * 86_400_000);
    expect((await weekly(nextSunday)).sent).toEqual([]);
  });

  it('is sent once when two processes run it at the same moment', async () => {
    const dana = await family('dana@example.com');
    const [first, second] = await Promise.all([weekly(), weekly()]);
    expect([...first.sent, ...second.sent]).toEqual([dana]);
    await smtp.waitFor(dana, /Your MathSteps week/);
    expect(summariesTo(dana)).toHaveLength(1);
  });

  it('is sent again, as the same message, after a send that failed', async () => {
    const dana = await family('dana@example.com');
    const lee = await family('lee@example.com');
    // The mail server refuses the first message: the run fails and gives the row back.
    let sends = 0;
    const refusing: Mailer = {
      describe: 'refuses the first message',
      send: async (message) => {
        if (sends++ === 0) throw new Error('refused');
        await mailer.send(message);
      },
    };
    await expect(weekly(SUNDAY_EVENING, refusing)).rejects.toThrow('refused');
    const [stored] = await t.database.db.select().from(tables.weeklyEmails);
    expect(stored).toMatchObject({ status: 'prepared', sendingUntil: null });

    // The retry sends it, with the Message-ID stored before the first attempt.
    const rerun = await weekly();
    expect(rerun.sent.sort()).toEqual([dana, lee]);
    const first = await smtp.waitFor(
      stored!.parentId === (await parentId(dana)) ? dana : lee,
      /Your MathSteps week/,
    );
    expect(first.messageId).toBe(stored!.messageId);
    expect(summariesTo(dana)).toHaveLength(1);
    expect(summariesTo(lee)).toHaveLength(1);
    expect((await weekly()).sent).toEqual([]);
  });

  it('waits for a send under way, and after a sender died sends the stored message, same Message-ID', async () => {
    const dana = await family('dana@example.com');
    // A sender hangs in the middle of its send, as a process killed there would leave it.
    const hanging: Mailer = { describe: 'hangs', send: () => new Promise(() => {}) };
    void weekly(SUNDAY_EVENING, hanging);
    await expect.poll(async () => (await row(dana))?.status).toBe('sending');

    // Another process meanwhile: the row is held, nothing is sent twice.
    expect((await weekly()).sent).toEqual([]);
    // The lease runs out (the sender died): the stored message goes, once.
    await t.database.db
      .update(tables.weeklyEmails)
      .set({ sendingUntil: new Date(Date.now() - 1000) });
    expect((await weekly()).sent).toEqual([dana]);
    const mail = await smtp.waitFor(dana, /Your MathSteps week/);
    expect(mail.messageId).toBe((await row(dana))?.messageId);
    expect(mail.messageId).toMatch(/^<weekly\.2026-W47\.[0-9a-f-]+@localhost>$/);
    expect((await row(dana))?.status).toBe('sent');
    expect((await weekly()).sent).toEqual([]);
    expect(summariesTo(dana)).toHaveLength(1);
  });

  it('lets the server answer others while it goes through the parents', async () => {
    for (const name of ['anaya', 'bruno', 'chloe']) await family(`${name}@example.com`);
    // On PGlite a query never waits for a socket: without a pause between parents, the
    // job would hold the event loop (no request answered) until every parent was seen.
    let turns = 0;
    const count = () => {
      turns++;
      waiting = setImmediate(count);
    };
    let waiting = setImmediate(count);
    await preview();
    clearImmediate(waiting);
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('reads no parent at all outside the hours when a Sunday evening is somewhere', async () => {
    expect(someZoneInSundayEvening(new Date('2026-11-22T03:59:00Z'))).toBe(false);
    expect(someZoneInSundayEvening(new Date('2026-11-22T04:00:00Z'))).toBe(true); // UTC+14
    expect(someZoneInSundayEvening(new Date('2026-11-23T11:59:00Z'))).toBe(true); // UTC-12
    expect(someZoneInSundayEvening(new Date('2026-11-23T12:00:00Z'))).toBe(false);
    expect(someZoneInSundayEvening(new Date('2026-11-25T12:00:00Z'))).toBe(false);
    // Kiritimati (UTC+14) is due at the window's first minute, Baker Island's zone at its last.
    const kiritimati = await family('kiri@example.com');
    await t.database.db.update(tables.students).set({ timezone: 'Pacific/Kiritimati' });
    expect((await weekly(new Date('2026-11-22T04:00:00Z'))).sent).toEqual([kiritimati]);
  });

  it('waits for Sunday 18:00 in the family time zone; a dry run sends nothing', async () => {
    const dana = await family('dana@example.com');
    const sundayAfternoon = new Date('2026-11-22T22:30:00Z'); // 17:30 in Toronto
    expect((await weekly(sundayAfternoon)).sent).toEqual([]);
    expect((await preview(sundayAfternoon)).map((message) => message.to)).toEqual([dana]);
    expect(await t.database.db.select().from(tables.weeklyEmails)).toEqual([]);
    expect((await weekly()).sent).toEqual([dana]);
  });

  it('names the step a child gets wrong, with an example', async () => {
    const dana = await family('dana@example.com');
    await dropTwoCarries(dana);
    const previews = await preview();
    expect(previews.map((message) => message.to)).toEqual([dana]);
    const [mail] = previews;
    expect(mail!.text).toContain(
      'To work on\n- Addition: “Forgets to carry”, in 2 of the last 2 wrong addition problems; for example 47 + 38 answered 75 instead of 85. When a column adds up to 10 or more, your child writes the last digit and drops the ten',
    );
    // The next step is its practice, one click from the e-mail.
    expect(mail!.text).toContain(
      'Next step\nStart a targeted practice set on “Forgets to carry”: 5 addition problems picked to show whether this is the step Sam gets wrong.',
    );
    expect(mail!.text).toContain(
      "Start Sam's practice: http://localhost:3000/report-cards?student=dana&practice=addition.carry-dropped\nHelp Sam tonight: http://localhost:3000/help-tonight?student=dana&step=addition.carry-dropped\nSee Sam's report: http://localhost:3000/report-cards?student=dana",
    );
    expect(mail!.html).toContain(
      '<a href="http://localhost:3000/report-cards?student=dana&#38;practice=addition.carry-dropped"',
    );
    expect(mail!.html).toContain('Forgets to carry');
    // The step's own line links to its Help tonight page.
    const help = 'http://localhost:3000/help-tonight?student=dana&step=addition.carry-dropped';
    expect(mail!.text).toMatch(/drops the ten[^\n]*\n {2}How to help tonight: (\S+)/);
    expect(mail!.text.match(/How to help tonight: (\S+)/)?.[1]).toBe(help);
    expect(mail!.html).toMatch(
      /Forgets to carry.*<a href="http:\/\/localhost:3000\/help-tonight\?student=dana&#38;step=addition\.carry-dropped"[^>]*>How to help tonight<\/a><\/li>/,
    );
  });

  it("is written in the language the parent chose, the child's week and its step too", async () => {
    const dana = await family('dana@example.com');
    await t.call({ tag: 'user.update', locale: 'es-419' }, { cookie: parentCookies.get(dana)! });
    await dropTwoCarries(dana);
    const [mail] = await preview();
    expect(mail!.subject).toBe('Tu semana en MathSteps, del 16 al 22 de noviembre: Sam');
    expect(mail!.text).toContain('Hola, Dana: así fue la semana del 16 al 22 de noviembre.');
    expect(mail!.text).toContain(
      'Por trabajar\n- Suma: «Olvida llevar», en 2 de los últimos 2 problemas de suma incorrectos; por ejemplo, 47 + 38: respondió 75 en vez de 85. Cuando una columna suma 10 o más',
    );
    expect(mail!.text).toContain(
      '\n  Cómo ayudar esta noche: http://localhost:3000/help-tonight?student=dana&step=addition.carry-dropped',
    );
    expect(mail!.text).toContain(
      'Siguiente paso\nEmpieza una serie de práctica dirigida sobre «Olvida llevar»',
    );
    expect(mail!.text).toContain(
      'Empezar la práctica de Sam: http://localhost:3000/report-cards?student=dana',
    );
    expect(mail!.html).toContain('<html lang="es">');
    // Nothing left in English but the names and the links.
    expect(mail!.text).not.toMatch(
      /\b(This week|Going well|To work on|Next step|your child|scheduled)\b/,
    );
  });

  it("counts the week's different wrong problems in the family's zone, as the report card does", async () => {
    const dana = await family('dana@example.com');
    const wrongAt = async (at: string, subject: Subject, a: number, b: number) => {
      t.clock = new Date(at);
      const answered = await t.call(
        mistakeReport({ subject, a, b, answer: '1', level: '5', correct: '2' }),
        { cookie: studentCookies.get(dana)! },
      );
      expect(answered.statusCode, answered.body).toBe(200);
    };
    // Sunday 22:00 in Toronto, the day before the week: not this week's.
    await wrongAt('2026-11-16T03:00:00Z', 'multiplication', 12, 3);
    // Monday 00:30 in Toronto: the week's first day.
    await wrongAt('2026-11-16T05:30:00Z', 'multiplication', 23, 4);
    await wrongAt('2026-11-17T15:00:00Z', 'multiplication', 31, 5);
    // A retry after red boxes, and the same problem missed again on Friday: one problem.
    await wrongAt('2026-11-17T15:01:00Z', 'multiplication', 31, 5);
    await wrongAt('2026-11-20T15:00:00Z', 'multiplication', 31, 5);
    await wrongAt('2026-11-18T15:00:00Z', 'multiplication', 46, 7);
    // The problem missed the Sunday before counts on its first day, last week.
    await wrongAt('2026-11-19T15:00:00Z', 'multiplication', 12, 3);
    await wrongAt('2026-11-19T16:00:00Z', 'division', 85, 4);
    await wrongAt('2026-11-20T16:00:00Z', 'division', 96, 5);
    await wrongAt('2026-11-21T16:00:00Z', 'division', 77, 6);

    const [mail] = await preview();
    // A tie: three and three, and no "most in".
    const line = 'Wrong this week: 6 different problems (3 in multiplication, 3 in division).';
    expect(mail!.to).toBe(dana);
    expect(mail!.text).toContain(line);
    expect(mail!.text).not.toContain('most in');

    t.clock = SUNDAY_EVENING;
    const report = (
      await t.call(
        { tag: 'student.report', accountname: 'dana' },
        { cookie: parentCookies.get(dana)! },
      )
    ).json().report;
    expect(report.week).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      wrong: { multiplication: 3, division: 3 },
      quickFacts: {},
    });
    expect(wrongThisWeekText(report.week.wrong)).toBe(line);
    // The card's "This week" is built from the same report, so the e-mail says each line.
    const card = weekSummary(report);
    for (const said of [...card.thisWeek, ...card.goingWell, ...card.steps, ...card.toWorkOn]) {
      expect(mail!.text).toContain(said);
    }
    expect(mail!.text).toContain(card.nextStep.text);
  });

  it("tells the child's streak, stars and the badges of the week", async () => {
    const dana = await family('dana@example.com');
    // Addition on Monday, Wednesday and Friday (the schedule), all right on Friday.
    for (const [day, errors] of [
      [0, 2],
      [2, 1],
      [4, 0],
    ] as const) {
      const done = await workOn(dana, day, errors);
      expect(done.statusCode).toBe(200);
    }
    const [mail] = await preview();
    expect(mail!.text).toContain('Stars: 27 in all.');
    expect(mail!.text).toContain(
      [
        'Going well',
        '- Every scheduled day done in addition.',
        '- 90% right at the first try in addition.',
        '- 3 scheduled days in a row done.',
        '- New badges: First assignment, Ten in a row, 3 days in a row, A whole week.',
      ].join('\n'),
    );
  });

  it('tells the parent when the level rule moved the child down, with the scores and the new level', async () => {
    const dana = await family('dana@example.com');
    await t.database.db.update(tables.students).set({ firstname: 'maya' });
    await t.database.db.update(tables.studentSubjects).set({ level: 5 });
    // Monday eight right of ten, Wednesday two, Friday one: after the second in a row below
    // half, the child is more likely than not two levels too high, and comes down to level 3
    // by itself (decision 0027).
    for (const [day, errors] of [
      [0, 2],
      [2, 8],
      [4, 9],
    ] as const) {
      const done = await workOn(dana, day, errors);
      expect(done.json().moved).toBe(day === 4 ? '3' : undefined);
    }
    const sentence = `Maya's addition moved from level 5 to 3 by itself: 2 and 1 of 10 right at level 5. Level 3 is ${levelRule('addition', 3)}.`;
    const [mail] = await preview();
    expect(mail!.text).toContain(sentence);
    // The report card says the same, from the same summary.
    const report = await t.call(
      { tag: 'student.report', accountname: 'dana' },
      { cookie: parentCookies.get(dana)! },
    );
    expect(weekSummary(report.json().report).thisWeek).toContain(sentence);
  });

  it('adds one line on number facts: quick now, the change this week, the slowest three', async () => {
    const dana = await family('dana@example.com');
    // Dana's child joined long before this week: the week has one before it to compare with.
    await t.database.db
      .update(tables.students)
      .set({ createdAt: new Date('2026-09-01T12:00:00Z') });
    const [before] = await preview();
    expect(before!.text).not.toContain('Number facts');
    // Wednesday's addition, three of its facts: one quick three times (and on Tuesday: quick on
    // two days, it is quick now), one slow twice, one wrong (the server takes timings of the
    // served problems' facts only).
    t.clock = new Date('2026-11-18T15:00:00Z');
    const named: string[] = [];
    const quickOne: string[] = [];
    const done = await t.completeWork(studentCookies.get(dana)!, {
      wrong: 1,
      timezone: 'America/Toronto',
      boxes: (problems) => {
        const [quick, slow, wrong] = [
          ...new Set(problems.flatMap((problem) => [...factsOfProblem(problem)])),
        ] as [string, string, string];
        named.push(slow, wrong);
        quickOne.push(quick);
        return [
          ...Array.from({ length: 3 }, () => ({ fact: quick, right: true, ms: 1000 })),
          ...Array.from({ length: 2 }, () => ({ fact: slow, right: true, ms: 8000 })),
          { fact: wrong, right: false, ms: 2000 },
        ];
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [child] = await t.database.db.select({ id: tables.students.id }).from(tables.students);
    await t.database.db.insert(tables.studentFacts).values({
      studentId: child!.id,
      fact: quickOne[0]!,
      operation: 'addition',
      tries: 1,
      right: 1,
      recent: [{ right: true, thinkingMs: 800, day: '2026-11-17' }],
      box: 1,
      due: '2026-11-18',
      updatedAt: new Date('2026-11-17T15:00:00Z'),
    });
    t.clock = SUNDAY_EVENING;
    const [mail] = await preview();
    const [slow, wrong] = named.map((fact) => fact.replace('+', ' + '));
    expect(mail!.text).toContain(
      `Number facts\n- 1 number fact is quick now, 1 more than a week ago; slowest: ${slow}, ${wrong}.`,
    );
    expect(mail!.html).toContain('Number facts');
  });
});

// A process of its own on PGlite's DATA_DIR: once, not again for the PostgreSQL project.
describe.skipIf(inject('dbTemplate').kind !== 'pglite')('npm run weekly-email', () => {
  it('reads .env as the server does', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'weekly-cli-'));
    const dataDir = path.join(folder, 'data-from-dotenv');
    await writeFile(
      path.join(folder, '.env'),
      `DATA_DIR=${dataDir}\nPUBLIC_URL=https://maths.example\n`,
    );
    const output = await runWeeklyCli(['--dry-run'], { cwd: folder });
    expect(output).toContain('0 e-mail(s) would be sent; nothing was sent.');
    // The database it opened is the one .env names.
    expect(existsSync(dataDir)).toBe(true);
    await rm(folder, { recursive: true, force: true });
  });
});
