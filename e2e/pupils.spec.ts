import { readFileSync } from 'node:fs';
import { ONEROSTER_1_1 } from '@mathsteps/domain/oneroster-exports';
import type { Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { spoken } from './fixtures/speech';
import { chooseLanguage, expect, test } from './fixtures/test';
import { solveOnScreen } from './fixtures/worked-grid';

// A class's pupils and their sign-in on a shared tablet (docs/product.md "Teachers and
// classes"): the typed roster, the cards to print, and three first-graders signing in one
// after another by their pictures, with the voice on.

test.use({ speech: 'recorded' });

/** A teacher's new first-grade class, in English, opened on its Pupils page. */
async function classOfFirstGraders(page: Page) {
  await page.goto('/classes');
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByLabel('Class name').fill('1A');
  await dialog.getByLabel('Grade').selectOption('1');
  await dialog.getByLabel('Language of the pupils’ screens').selectOption('en-US');
  await dialog.getByRole('button', { name: 'Make the class' }).click();
  await page.getByRole('article', { name: '1A' }).getByRole('link', { name: 'Pupils' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1A' })).toBeVisible();
}

/** A pupil's pictures as its teacher's page lists them, in order. */
async function picturesOf(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name: `${name}’s pictures, in order` });
  return list
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''));
}

/** An export's files as the file picker gives them, chosen together. */
const csvFiles = (files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  }));

/** Taps the pictures on the class's sign-in page. */
async function tapPictures(pad: Locator, pictures: string[]) {
  for (const picture of pictures)
    await pad.getByRole('button', { name: picture, exact: true }).click();
}

test('a teacher types a roster and imports a OneRoster export, prints the cards, and three first-graders sign in on one tablet by their pictures', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  test.slow();
  await signInAs('teacher');
  await classOfFirstGraders(page);
  await expect(page.getByText('No pupils yet.')).toBeVisible();

  // A line that names nobody: every problem is named with its line, and nothing is added.
  const roster = page.getByLabel('One pupil a line: first name and last initial');
  await roster.fill('Ana Rodríguez\nBen O.\n=HYPERLINK("http://x")\nana r');
  await page.getByRole('button', { name: 'Add pupils' }).click();
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('Mend these 2 lines');
  await expect(problems).toContainText(
    'Line 3: a first name and a last name or its initial, in letters only.',
  );
  await expect(problems).toContainText('Line 4: ana R. is on the list twice.');
  await expect(page.getByText('0 of 40 pupils')).toBeVisible();
  await roster.fill('Mia Kowalski');
  await page.getByRole('button', { name: 'Add pupils' }).click();
  await expect(page.getByText('1 pupil added.')).toBeVisible();
  await expect(page.getByText('1 of 40 pupils')).toBeVisible();

  // The school's OneRoster export: a broken one names its lines and adds nothing...
  const exportFiles = page.getByLabel(/OneRoster export/);
  await exportFiles.setInputFiles(
    csvFiles({
      ...ONEROSTER_1_1,
      'users.csv': ONEROSTER_1_1['users.csv']!.replace(',Ben,', ',=HYPERLINK("http://x"),'),
    }),
  );
  await expect(page.getByRole('alert')).toContainText(
    'users.csv, line 3: a name starts like a spreadsheet formula.',
  );
  await expectAccessible('a broken export');
  // ...the zip as the school's system gives it: the teacher picks the class, and only the
  // initial of a family name is kept.
  await exportFiles.setInputFiles({
    name: 'hill-oneroster.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(
      zipSync(
        Object.fromEntries(
          Object.entries(ONEROSTER_1_1).map(([name, text]) => [`export/${name}`, strToU8(text)]),
        ),
      ),
    ),
  });
  await page.getByRole('radio', { name: 'Year 1 Maths A (3 pupils)' }).check();
  await page.getByRole('button', { name: 'Import 3 pupils' }).click();
  await expect(page.getByText('From Year 1 Maths A: 3 pupils added, 0 updated.')).toBeVisible();
  await expect(page.getByText('4 of 40 pupils')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ana R.' })).toBeVisible();
  await expect(page.getByText('Rodríguez')).toHaveCount(0);
  // The class's data, for the school's records: a CSV of its pupils, nothing more.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the class (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('1A.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^First name,Last initial,Name picture,Picture 1,/);
  expect(csv).toMatch(/\r\nAna,R,/);
  expect(csv).not.toContain('Rodríguez');
  await expectAccessible('the class’s page');
  // The class's work: addition every day, at level 0, for the whole class.
  await page.getByRole('button', { name: 'Set the work' }).click();
  const work = page.getByRole('dialog', { name: 'Work of 1A' });
  await expect(work.getByRole('radio', { name: /The whole class/ })).toBeChecked();
  await work
    .getByRole('group', { name: 'Addition' })
    .getByRole('button', { name: 'Every Day' })
    .click();
  await expectAccessible('the class’s work');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The class’s work is saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'The class’s work' })).toContainText(
    'Addition: Level 0',
  );
  const pictures: Record<string, string[]> = {};
  for (const name of ['Ana R.', 'Ben O.', 'José D.']) {
    pictures[name] = await picturesOf(page, name);
    expect(pictures[name]).toHaveLength(3);
  }

  // The cards: a card a pupil, its pictures in order and the page's QR code.
  await page.getByRole('link', { name: 'Print sign-in cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cards of 1A' })).toBeVisible();
  const cards = page.locator('.sign-in-card');
  await expect(cards).toHaveCount(4);
  await expect(
    cards.first().getByRole('img', { name: 'QR code of the sign-in page of 1A' }),
  ).toBeVisible();
  await expect(cards.filter({ hasText: 'Ana R.' }).getByRole('listitem')).toHaveText(
    pictures['Ana R.']!.map((picture, index) => `${index + 1}${picture}`),
  );
  await expectAccessible('the sign-in cards');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to the class' }).click();

  // The tablet: the class's sign-in page, read aloud to first-graders without a tap.
  await page.getByRole('link', { name: 'Open the sign-in page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1A' })).toBeVisible();
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Tap your name.');
  await expectAccessible('the class’s sign-in page');

  for (const [name, first] of [
    ['Ana R.', 'Ana'],
    ['Ben O.', 'Ben'],
    ['José D.', 'José'],
  ] as const) {
    await page.getByRole('button', { name }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toBe(`${name}, tap your 3 pictures, in order.`);
    const pad = page.getByRole('group', { name: 'Pictures' });
    if (name === 'Ana R.') {
      // A wrong try: said and read, and the pad is empty again.
      await tapPictures(pad, [...pictures[name]!].reverse());
      await expect(page.getByRole('alert')).toHaveText('Those are not your pictures. Try again!');
      await expect
        .poll(async () => (await spoken(page)).at(-1))
        .toBe('Those are not your pictures. Try again! Ana R., tap your 3 pictures, in order.');
      await expectAccessible('a wrong try');
    }
    await tapPictures(pad, pictures[name]!);
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByText(`Hi, ${first}! Ready to practice?`)).toBeVisible();
    await expect(page.getByText('Your teacher can see your progress.')).toBeVisible();
    // Today's addition, as a family's child does it.
    await page.getByRole('link', { name: /Assignments/ }).click();
    await page.getByRole('button', { name: 'Start Addition' }).click();
    for (let question = 1; question <= 10; question++) {
      await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
      await solveOnScreen(page);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Addition: 10 of 10 right')).toBeVisible();
    await page.getByRole('button', { name: 'Go up to level 1' }).click();
    await expect(page).toHaveURL(/\/assignments$/);
    // The day read again with the level taken, as the child sees it before going back (a tap
    // while the page was still being redrawn was once lost).
    await expect(page.getByRole('listitem').filter({ hasText: 'Addition' })).toContainText(
      'Level 1',
    );
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await page
      .getByRole('dialog', { name: 'You earned a new badge!' })
      .getByRole('button', { name: 'Yay!' })
      .click();
    // "Done" leaves the tablet on the class's page for the next pupil.
    await page.getByRole('button', { name: /^Done/ }).click();
    await expect(page).toHaveURL(/\/class\/[0-9a-f-]+$/);
    await expect(page.getByText('Tap your name.')).toBeVisible();
  }
});

test.describe('a teacher in Spain, on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, locale: 'es-ES' });

  test('the class’s page and its sign-in page speak Spain’s Spanish, read aloud to first-graders', async ({
    page,
    signInAs,
    expectAccessible,
  }) => {
    await signInAs('teacher');
    // The teacher chose Spain's Spanish for the pages (the language switch's cookie).
    await chooseLanguage(page, 'es-ES');
    await page.goto('/classes');
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clase' });
    await dialog.getByLabel('Nombre de la clase').fill('1.º A');
    await dialog.getByLabel('Curso').selectOption('1');
    await dialog.getByRole('button', { name: 'Crear la clase' }).click();
    await page
      .getByRole('article', { name: '1.º A' })
      .getByRole('link', { name: 'Alumnos' })
      .click();
    await page
      .getByLabel('Un alumno por línea: nombre e inicial del apellido')
      .fill('Lucía Gómez\nMarco P');
    await page.getByRole('button', { name: 'Añadir alumnos' }).click();
    await expect(page.getByText('2 alumnos añadidos.')).toBeVisible();
    await expectAccessible('the class’s page in Spanish');
    const pictures = await page
      .getByRole('list', { name: 'Dibujos de Lucía G., en orden' })
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label') ?? ''));

    // The class's addition, every day, at a level each pupil's first session finds.
    await page.getByRole('button', { name: 'Poner el trabajo' }).click();
    const work = page.getByRole('dialog', { name: 'Trabajo de 1.º A' });
    const addition = work.getByRole('group', { name: 'Suma' });
    await addition.getByRole('button', { name: 'Todos los días' }).click();
    await addition
      .getByLabel('Nivel de Suma')
      .selectOption({ label: 'Encontrar el nivel de cada alumno' });
    await work.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(
        'El trabajo de la clase está guardado. El nivel se encuentra en la próxima sesión de suma de cada alumno.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: /Lucía G\./ }).getByText('Buscando el nivel'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Abrir la página de entrada' }).click();
    await expect.poll(async () => (await spoken(page)).at(-1)).toBe('Toca tu nombre.');
    await expectAccessible('the sign-in page in Spanish');
    await page.getByRole('button', { name: 'Lucía G.' }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toBe('Lucía G., toca tus 3 dibujos, en orden.');
    await tapPictures(page.getByRole('group', { name: 'Dibujos' }), pictures);
    await expect(page.getByText('¡Hola, Lucía! ¿Todo listo para practicar?')).toBeVisible();
    // The level of addition the teacher left to be found: Lucía's first session finds it.
    await expect(page.getByText('Vamos a encontrar tu nivel en Suma.')).toBeVisible();
    await expect(page.getByText('Tu maestra o maestro puede ver tu progreso.')).toBeVisible();
    await page.getByRole('button', { name: /^Listo/ }).click();
    await expect(page.getByText('Toca tu nombre.')).toBeVisible();
  });
});
