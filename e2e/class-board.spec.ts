import { writeFile } from 'node:fs/promises';
import { type Language, misconceptionText } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { apiOf, reportBuggyAnswer, SMALLER_FROM_LARGER } from './fixtures/api';
import { chooseLanguage, expect, expectAccessibleOn, test } from './fixtures/test';
import { solveOnScreen } from './fixtures/worked-grid';

// The class's live board (docs/product.md "The live board"): a teacher watches it while three
// pupils sign in on their own devices and work; the tiles move by themselves, a pupil who takes
// the same step wrong three times is flagged stuck, and the teacher opens its grids. At a
// desk in English and on a tablet in Spain's Spanish.

const ENGLISH = {
  locale: 'en-US',
  language: 'en' as Language,
  openBoard: 'Open the live board',
  boardTitle: '3B: live board',
  live: 'Live: the board moves by itself.',
  notStarted: 'Not started',
  working: 'Working',
  question: (k: number) => `Question ${k} of 10`,
  firstTry: '100% right at the first try, of 1 problem today',
  stuckBanner: '1 pupil is stuck on a step: Ben O.',
  stuck: (step: string) => `Stuck: ${step} (3 problems today)`,
  named: (step: string) => `Stuck: ${step} (named today)`,
  picturesOf: (name: string) => `${name}’s pictures, in order`,
  pad: 'Pictures',
  assignments: 'Assignments',
  start: 'Start Subtraction',
  pupilTitle: 'Ben’s work',
  today: 'Today',
  wrongToday: 'Wrong answers today',
  bensAnswer: /^Ben's answer: /,
  counts: '2 working · 0 idle · 0 done today · 1 not started',
  mistakesLink: 'Mistakes by step',
  mistakesTitle: '3B: mistakes by step',
  help: 'Help tonight',
  helpSample: /The mistakes on this page are Maya’s, a sample child’s, not a pupil’s/,
  backToMistakes: 'Back to the class’s mistakes',
  pupilSubtracts: 'the pupil subtracts the top digit from the bottom one',
  bensCell: (step: string) => `Ben O.: 3 problems, ${step}`,
  close: 'Close',
  give: 'Give practice to this pupil',
  given: 'Practice given to 1 pupil: it waits for the next sign-in.',
  waiting: 'Practice waiting',
  teacherPicked: 'Your teacher picked 5 subtraction problems for you.',
  specialPractice: 'Special practice',
  weekLink: 'This week’s report',
  weekTitle: '3B: this week',
  practised: '3 of 3 pupils practiced this week.',
  needWord: 'Carla B. started but finished no assignment',
};

const SPANISH: typeof ENGLISH = {
  locale: 'es-ES',
  language: 'es',
  openBoard: 'Abrir el tablero en vivo',
  boardTitle: '3B: tablero en vivo',
  live: 'En vivo: el tablero se actualiza solo.',
  notStarted: 'Sin empezar',
  working: 'Trabajando',
  question: (k: number) => `Pregunta ${k} de 10`,
  firstTry: '100 % bien al primer intento, de 1 problema hoy',
  stuckBanner: '1 alumno está atascado en un paso: Ben O.',
  stuck: (step: string) => `Atascado: ${step} (3 problemas hoy)`,
  named: (step: string) => `Atascado: ${step} (nombrado hoy)`,
  picturesOf: (name: string) => `Dibujos de ${name}, en orden`,
  pad: 'Dibujos',
  assignments: 'Tareas',
  start: 'Empezar Resta',
  pupilTitle: 'El trabajo de Ben',
  today: 'Hoy',
  wrongToday: 'Respuestas incorrectas de hoy',
  bensAnswer: /^Respuesta de Ben: /,
  counts: '2 trabajando · 0 inactivos · 0 terminaron hoy · 1 sin empezar',
  mistakesLink: 'Errores por paso',
  mistakesTitle: '3B: errores por paso',
  help: 'Ayuda esta noche',
  helpSample: /Los errores de esta página son de Maya, una niña de ejemplo, no de un alumno/,
  backToMistakes: 'Volver a los errores de la clase',
  pupilSubtracts: 'el alumno o la alumna resta la de arriba de la de abajo',
  bensCell: (step: string) => `Ben O.: 3 problemas, ${step}`,
  close: 'Cerrar',
  give: 'Dar práctica a este alumno',
  given: 'Práctica dada a 1 alumno: le espera en su próximo inicio de sesión.',
  waiting: 'Práctica pendiente',
  teacherPicked: 'Tu maestra o maestro eligió 5 problemas de resta para ti.',
  specialPractice: 'Práctica especial',
  weekLink: 'Informe de esta semana',
  weekTitle: '3B: esta semana',
  practised: '3 de 3 alumnos practicaron esta semana.',
  needWord: 'Carla B. empezó pero no terminó ninguna tarea',
};

/** A pupil signs in on the class's page of its own device by its pictures, and starts its work. */
async function pupilStarts(
  device: Page,
  words: typeof ENGLISH,
  classId: string,
  name: string,
  pictures: string[],
) {
  await device.goto(`/class/${classId}`);
  await device.getByRole('button', { name }).click();
  const pad = device.getByRole('group', { name: words.pad });
  for (const picture of pictures)
    await pad.getByRole('button', { name: picture, exact: true }).click();
  await expect(device).toHaveURL(/\/student-dashboard$/);
  await device.getByRole('link', { name: words.assignments }).click();
  await device.getByRole('button', { name: words.start }).click();
  await expect(device.getByText(words.question(1))).toBeVisible();
}

for (const [words, viewport] of [
  [ENGLISH, { width: 1280, height: 800 }],
  [SPANISH, { width: 768, height: 1024 }],
] as const) {
  test.describe(`a teacher's live board, ${words.locale}, ${viewport.width} px`, () => {
    test.use({ viewport, locale: words.locale });

    test('moves by itself as pupils work, flags the pupil stuck on a step, and opens its grids', async ({
      page,
      signInAs,
      newDevice,
    }) => {
      test.skip(
        test.info().project.name === 'phone-360',
        'the board is for a teacher’s desk and tablet; its sizes are set here',
      );
      test.slow();
      await signInAs('teacher');
      if (words.locale !== 'en-US') await chooseLanguage(page, words.locale);
      const api = apiOf(page.request);
      const made = await api({
        tag: 'class.create',
        name: '3B',
        grade: 3,
        locale: words.locale,
        schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
      });
      const classId: string = made.class.id;
      await api({ tag: 'class.addpupils', classid: classId, pupils: 'Ana R\nBen O\nCarla B' });
      await api({
        tag: 'class.setwork',
        classid: classId,
        work: { subtraction: { level: 6, schedule: 'smtwrfa' } },
      });

      await page.goto(`/classes/${classId}`);
      const pictures: Record<string, string[]> = {};
      for (const name of ['Ana R.', 'Ben O.', 'Carla B.']) {
        const drawn = page.getByRole('list', { name: words.picturesOf(name) }).getByRole('img');
        await expect(drawn).toHaveCount(3);
        pictures[name] = await drawn.evaluateAll((images) =>
          images.map((image) => image.getAttribute('aria-label') ?? ''),
        );
      }
      await page.getByRole('link', { name: words.openBoard }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.boardTitle })).toBeVisible();
      await expect(page.getByText(words.live)).toBeVisible();
      const tile = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });
      for (const name of ['Ana R\\.', 'Ben O\\.', 'Carla B\\.'])
        await expect(tile(name)).toContainText(words.notStarted);
      await expectAccessibleOn(page, 'the live board, nobody working yet');

      // Ana works on her own device: her tile moves without a reload.
      const ana = await newDevice();
      await pupilStarts(ana, words, classId, 'Ana R.', pictures['Ana R.']!);
      await solveOnScreen(ana);
      await ana.keyboard.press('Enter');
      await expect(ana.getByText(words.question(2))).toBeVisible();
      await expect(tile('Ana R\\.')).toContainText(words.working);
      await expect(tile('Ana R\\.')).toContainText(words.question(2));
      await expect(tile('Ana R\\.')).toContainText(words.firstTry);

      // Carla, on a third, starts too.
      const carla = await newDevice();
      await pupilStarts(carla, words, classId, 'Carla B.', pictures['Carla B.']!);
      await solveOnScreen(carla);
      await expect(tile('Carla B\\.')).toContainText(words.question(2));
      await expect(page.getByText(words.counts)).toBeVisible();

      // Ben, on another device, takes the smaller digit from the larger, three times: at the
      // second the report card's rule names the step (stuck, named today); at the third, three
      // problems.
      const ben = await newDevice();
      await pupilStarts(ben, words, classId, 'Ben O.', pictures['Ben O.']!);
      // Sent as his device sends them (the same calls, from his browser): each wrong answer
      // with its grid, and how far he is.
      const benCalls = apiOf(ben.request);
      const attempt = crypto.randomUUID();
      const step = misconceptionText('smaller-from-larger', 'subtraction', words.language).title;
      for (const [index, [a, b]] of SMALLER_FROM_LARGER.entries()) {
        await reportBuggyAnswer(benCalls, {
          bug: 'smaller-from-larger',
          subject: 'subtraction',
          a,
          b,
          level: 6,
        });
        await benCalls({
          tag: 'student.mathprogress',
          subject: 'subtraction',
          level: 6,
          attempt,
          answered: index + 1,
          right: 0,
          questions: 10,
        });
        if (index === 1) await expect(tile('Ben O\\.')).toContainText(words.named(step));
      }
      await expect(tile('Ben O\\.')).toContainText(words.stuck(step));
      await expect(tile('Ben O\\.')).toContainText(words.question(4));
      await expect(page.getByRole('alert')).toHaveText(words.stuckBanner);
      await expectAccessibleOn(page, 'the live board, a pupil stuck');
      await page.screenshot({
        path: `test-results/class-board-${words.locale}-${viewport.width}.png`,
        fullPage: true,
      });

      // The teacher opens Ben's today: his grids as he left them, red boxes and all.
      await tile('Ben O\\.').click();
      await expect(page.getByRole('heading', { level: 1, name: words.pupilTitle })).toBeVisible();
      const today = page.getByRole('region', { name: words.today, exact: true });
      await expect(today).toContainText(words.stuck(step));
      const wrong = today.getByRole('region', { name: words.wrongToday });
      await expect(wrong.getByRole('listitem')).toHaveCount(3);
      await expect(wrong.getByRole('img', { name: words.bensAnswer })).toHaveCount(3);
      await expectAccessibleOn(page, 'a pupil’s today');
      await page.screenshot({
        path: `test-results/class-pupil-today-${words.locale}-${viewport.width}.png`,
        fullPage: true,
      });

      // The class's mistakes by step: Ben's cell opens his grid; the step's column gives its
      // practice to the pupils who have it, and Ben finds it on his dashboard.
      await page
        .getByRole('link', { name: 'Back to the live board' })
        .or(page.getByRole('link', { name: 'Volver al tablero en vivo' }))
        .click();
      await page.getByRole('link', { name: words.mistakesLink }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: words.mistakesTitle }),
      ).toBeVisible();
      await page.getByRole('button', { name: words.bensCell(step) }).click();
      const grid = page.getByRole('dialog');
      await expect(grid.getByRole('img', { name: words.bensAnswer })).toBeVisible();
      await expectAccessibleOn(page, 'a pupil’s grid of a step');
      await grid.getByRole('button', { name: words.close }).click();
      await page.getByRole('button', { name: step, exact: true }).click();
      const column = page.getByRole('dialog', { name: step });
      await expectAccessibleOn(page, 'a step and its practice');
      // The step explained to the teacher: "the pupil", not "your child".
      await expect(column).toContainText(words.pupilSubtracts);
      // Its Help tonight page in the class's written methods, for the class's teacher.
      const help = column.getByRole('link');
      await expect(help).toHaveAttribute(
        'href',
        /step=subtraction\.smaller-from-larger&class=[0-9a-f-]+&subtraction=regrouping&division=bracket$/,
      );
      const helpAddress = (await help.getAttribute('href'))!;
      await column.getByRole('button', { name: words.give }).click();
      await expect(page.getByText(words.given)).toBeVisible();
      await expect(page.getByRole('table')).toContainText(words.waiting);
      await page.screenshot({
        path: `test-results/class-mistakes-${words.locale}-${viewport.width}.png`,
        fullPage: true,
      });
      await ben.goto('/student-dashboard');
      await expect(ben.getByRole('region', { name: words.specialPractice })).toContainText(
        words.teacherPicked,
      );

      // The weekly class report, on screen and on one printed page.
      await page.goto(`/classes/${classId}`);
      await page.getByRole('link', { name: words.weekLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.weekTitle })).toBeVisible();
      await expect(page.getByText(words.practised)).toBeVisible();
      await expect(page.getByText(words.needWord)).toBeVisible();
      await expect(page.getByText(step, { exact: true })).toBeVisible();
      await expectAccessibleOn(page, 'the weekly class report');
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({
        format: words.locale === 'en-US' ? 'Letter' : 'A4',
        printBackground: true,
      });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
      await writeFile(test.info().outputPath(`class-week-${words.locale}.pdf`), pdf);
      await page.emulateMedia({ media: 'screen' });

      // The step's Help tonight page says whose mistakes it shows and leads back to the class.
      await page.goto(helpAddress);
      await expect(page.getByRole('heading', { level: 1, name: words.help })).toBeVisible();
      await expect(page.getByText(words.helpSample)).toBeVisible();
      await expect(page.getByText(words.pupilSubtracts)).toBeVisible();
      await expectAccessibleOn(page, 'a step’s Help tonight page, for a teacher');
      await page.getByRole('link', { name: words.backToMistakes }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: words.mistakesTitle }),
      ).toBeVisible();
    });
  });
}

test('a class of 40 prints its week on one page, in Letter and in A4', async ({
  page,
  signInAs,
  newDevice,
}) => {
  test.skip(test.info().project.name === 'phone-360', 'paper is the same from any screen');
  test.slow();
  await signInAs('teacher');
  const api = apiOf(page.request);
  const classId: string = (
    await api({
      tag: 'class.create',
      name: '4A',
      grade: 4,
      locale: 'en-US',
      schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
    })
  ).class.id;
  const first = ['Ana', 'Ben', 'Carla', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon'];
  const roster = Array.from(
    { length: 40 },
    (_, n) => `${first[n % 10]} ${'ABCD'[Math.floor(n / 10)]}`,
  );
  const { pupils } = await api({
    tag: 'class.addpupils',
    classid: classId,
    pupils: roster.join('\n'),
  });
  expect(pupils).toHaveLength(40);
  await api({
    tag: 'class.setwork',
    classid: classId,
    work: { subtraction: { level: 6, schedule: 'smtwrfa' } },
  });
  // Three pupils, each on a device of its own, take three different steps wrong.
  const steps = [
    [
      'smaller-from-larger',
      [
        [52, 17],
        [71, 38],
        [83, 46],
      ],
    ],
    [
      'borrow-across-zero',
      [
        [403, 158],
        [502, 267],
        [705, 349],
      ],
    ],
    [
      'adds-instead',
      [
        [52, 17],
        [64, 23],
        [75, 32],
      ],
    ],
  ] as const;
  for (const [index, [bug, problems]] of steps.entries()) {
    const device = await newDevice();
    const pupil = pupils[index] as { id: string; pictures: string[] };
    const signedIn = await device.request.post('/api', {
      data: {
        tag: 'class.signin',
        classid: classId,
        pupilid: pupil.id,
        pictures: pupil.pictures,
        timezone: 'UTC',
      },
    });
    expect(signedIn.status()).toBe(200);
    for (const [a, b] of problems)
      await reportBuggyAnswer(apiOf(device.request), {
        bug,
        subject: 'subtraction',
        a,
        b,
        level: 6,
      });
  }
  await page.goto(`/classes/${classId}/week`);
  await expect(page.getByRole('heading', { level: 1, name: '4A: this week' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(41);
  await expect(page.getByRole('img', { name: /'s answer: / })).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  for (const format of ['Letter', 'A4'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    await writeFile(test.info().outputPath(`class-week-40-${format}.pdf`), pdf);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [], format).toHaveLength(1);
  }
});
