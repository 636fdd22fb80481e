import {
  boxesOf,
  boxId,
  expectedEntries,
  inSchoolMethod,
  prehashPassword,
  schoolMethodOf,
  spokenProblem,
} from '@mathsteps/domain';
import { apiOf, buyPremium, EVERY_DAY, workSmallerFromLarger } from './fixtures/api';
import { logInAsParent } from './fixtures/log-in';
import { verificationParts, waitForMail } from './fixtures/mail';
import { spoken, spokenLanguages } from './fixtures/speech';
import { expect, PARENT_PASSWORD, test } from './fixtures/test';
import { weekAhead } from './fixtures/week';
import * as grid from './fixtures/worked-grid';
import { CLOCKED_URL } from './playwright.config';

// In Spanish (docs/languages.md): the visitor's browser chooses, the switch changes it, a parent
// chooses for the account and each child's screens follow the child's language.

test.describe('a visitor from a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('reads the site in Spanish, switches to English and back, and is remembered', async ({
    page,
    expectAccessible,
  }, info) => {
    await page.goto('/');
    // The page the server sent was Spanish already: its language, and its words.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Matemáticas, paso a paso' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Precios', 'Preguntas', 'Acerca de']);
    await expect(page.getByRole('link', { name: 'Acceso para familias' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
    await expectAccessible('the landing page in Spanish');
    await page.screenshot({ path: info.outputPath('landing-es.png'), fullPage: true });

    // Prices as Latin America writes them, then as Spain does.
    await page.getByRole('link', { name: 'Precios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
    // Dollars said as such: "$" alone is pesos in Mexico.
    await expect(page.getByText('USD 0.00')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('button', { name: 'Español (España)' })
      .click();
    await expect(page.getByText('0,00 US$')).toBeVisible();
    await expectAccessible('pricing in Spain’s Spanish');

    // The header's switch to English: at once, and for the next page the server sends.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('registers in Spanish, with every rule said in Spanish', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Nombre: este dato es obligatorio')).toBeVisible();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(
      page.getByText('Confirma que eres el padre, la madre o el tutor legal'),
    ).toBeVisible();
    // The focus goes to the first field to mend, at the top of the form.
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await expect(page.getByText('Escribe un correo electrónico válido')).toBeVisible();
  });

  test('free problems in Spanish: the difficulty, the grid and its words', async ({ page }) => {
    await page.goto('/free-problems');
    const dialog = page.getByRole('dialog', { name: 'Elige una dificultad' });
    await dialog.getByRole('radio', { name: /Fácil/ }).check();
    await dialog.getByRole('button', { name: 'Empezar' }).click();
    await grid.expectGridReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Problemas gratis' })).toBeVisible();
    await expect(page.getByText(/Nivel 4/)).toBeVisible();
    // The boxes are named in Spanish for a screen reader, and the line under the grid speaks it.
    const ones = page.getByRole('textbox', { name: 'columna de las unidades, suma' });
    await expect(ones).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(/casillas? vacías?/);
  });
});

test.describe('a visitor from Spain', () => {
  test.use({ locale: 'es-ES' });

  test('divides with the divisor on the right in the free problems, as schools in Spain write it', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/free-problems');
    const dialog = page.getByRole('dialog', { name: 'Elige una dificultad' });
    await dialog.getByRole('radio', { name: /^Intermedio/ }).check();
    await dialog.getByRole('button', { name: 'Empezar' }).click();
    await grid.expectGridReady(page);
    await page.getByRole('button', { name: 'División', exact: true }).click();
    const quotient = page.getByRole('textbox', { name: /^paso 1, cociente/ });
    await expect(quotient).toBeFocused();
    // The quotient sits right of the dividend (its last digit is the grid's first printed digit).
    const dividendEnd = await page
      .locator('.worked-grid [aria-hidden="true"]')
      .filter({ hasText: /^\d$/ })
      .first()
      .boundingBox();
    expect((await quotient.boundingBox())!.x).toBeGreaterThan(dividendEnd!.x + dividendEnd!.width);
    await expectAccessible('a free long division with the divisor on the right');

    // A worksheet to print is written the same way: each division behind its corner line.
    await page.goto('/worksheet?subject=division&level=7');
    await expect(page.getByRole('heading', { level: 2, name: /^División, nivel 7/ })).toBeVisible();
    await expect(page.locator('.worksheet .worked-grid > span.border-l-2')).toHaveCount(10);
  });
});

test.describe('a child whose screens are in Spanish, on an English computer', () => {
  test.use({ locale: 'en-US', speech: 'recorded' });

  test('a first-grader hears the dashboard and the problem in Spanish, with a Spanish voice', async ({
    page,
    signInAs,
    expectAccessible,
  }, info) => {
    await signInAs('student', { grade: 1, locale: 'es-419' });
    await page.goto('/student-dashboard');
    await expect(page.getByText('¡Hola, Sam! ¿Todo listo para practicar?')).toBeVisible();
    // Read on its own as it opens, then again by its speaker.
    const dashboardWords =
      '¡Hola, Sam! ¿Todo listo para practicar? Tienes una operación para hacer hoy. Toca Empezar Suma para comenzar.';
    await expect.poll(() => spoken(page)).toEqual([dashboardWords]);
    await page.getByRole('button', { name: 'Leer en voz alta' }).click();
    await expect.poll(() => spoken(page)).toEqual([dashboardWords, dashboardWords]);
    await expectAccessible('the dashboard in Spanish');
    await page.screenshot({ path: info.outputPath('dashboard-es.png'), fullPage: true });

    await page.getByRole('link', { name: 'Tareas' }).click();
    await page.getByRole('button', { name: 'Empezar Suma' }).click();
    await grid.expectGridReady(page);
    const problem = await grid.problemOnScreen(page);
    // Read on its own (a first-grader's screens read aloud): the problem in Spanish words.
    const inWords = spokenProblem(problem, 1, 'es');
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toBe(`${inWords.charAt(0).toUpperCase()}${inWords.slice(1)}. Escribe la respuesta.`);
    expect(new Set(await spokenLanguages(page))).toEqual(new Set(['es-MX']));
    await expect(page.getByRole('button', { name: 'Revisar respuestas' })).toBeVisible();
    await expectAccessible('a problem in Spanish');
    await page.screenshot({ path: info.outputPath('problem-es.png'), fullPage: true });
  });
});

test.describe('a fifth-grader in Spain, on a Spanish computer', () => {
  test.use({ locale: 'es-ES' });

  test('subtracts by equal additions and divides with the divisor on the right, as the school writes them', async ({
    page,
    signInAs,
    expectAccessible,
  }, info) => {
    // Levels with a borrow across a zero (804 − 587) and a three-digit long division (878 ÷ 6).
    await signInAs('student', {
      grade: 5,
      locale: 'es-ES',
      schedules: { subtraction: EVERY_DAY, division: EVERY_DAY },
      levels: { subtraction: 10, division: 7 },
      assignmentsize: '5',
    });
    const method = schoolMethodOf({}, 'es-ES');
    await page.goto('/student-dashboard');
    await page.getByRole('link', { name: 'Tareas' }).click();

    await page.getByRole('button', { name: 'Empezar Resta' }).click();
    await grid.expectGridReady(page);
    const subtraction = inSchoolMethod(await grid.problemOnScreen(page), method);
    const boxes = boxesOf(subtraction);
    const right = expectedEntries(boxes);
    // The scratch boxes of equal additions, named for a screen reader: the ten added on top,
    // the one paid back ("me llevo una") beside the next bottom digit. No borrow box.
    await expect(
      page.getByRole('textbox', { name: 'columna de las unidades, diez añadido' }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'columna de las decenas, me llevo una' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /préstamo/ })).toHaveCount(0);
    // The child notes each ten and its payback by tapping the small boxes, as on paper.
    for (const [index, box] of boxes.entries()) {
      if (box.graded || right[index] === '') continue;
      await page.locator(`[data-box="${boxId(box)}"]`).fill(right[index]!);
    }
    await page.getByRole('textbox', { name: 'columna de las unidades, diferencia' }).focus();
    // A slip in the ones first: "Muéstrame cómo" explains the column by equal additions, in
    // Spanish (its ones always need a ten at this level: the borrow passes a zero).
    const digits = grid.answerDigits(subtraction).map(({ digit }) => digit);
    const ones = digits[0]!;
    await grid.typeDigits(page, [String((Number(ones) + 3) % 10), ...digits.slice(1)]);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(/^Corrige las? casillas? rojas? e inténtalo de nuevo\.$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Muéstrame cómo' }).click();
    await expect(
      page.getByText(
        /^Columna de las unidades: \d es menor que \d, así que añade diez arriba: de \d a 1\d van \d \(1\d − \d = \d\)\. Y me llevo una: 1 más en la cifra siguiente de abajo\.$/,
      ),
    ).toBeVisible();
    await grid.problemRegion(page).locator('input[aria-invalid="true"]').click();
    await page.keyboard.press(ones);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '¡Correcto!' })).toBeVisible();
    await expectAccessible('a subtraction by equal additions');
    await page.screenshot({ path: info.outputPath('equal-additions-es.png'), fullPage: true });

    await page.goto('/student-dashboard');
    await page.getByRole('link', { name: 'Tareas' }).click();
    await page.getByRole('button', { name: 'Empezar División' }).click();
    await grid.expectGridReady(page);
    const division = inSchoolMethod(await grid.problemOnScreen(page), method);
    // The divisor to the right of the dividend, the answer under it: its first digit sits
    // right of the dividend's last, level with the first product.
    // (The grid's printed digits come ones first: the first is the dividend's last.)
    const dividendEnd = await page
      .locator('.worked-grid [aria-hidden="true"]')
      .filter({ hasText: /^\d$/ })
      .first()
      .boundingBox();
    const quotient = await page.getByRole('textbox', { name: /^paso 1, cociente/ }).boundingBox();
    const firstProduct = await page
      .getByRole('textbox', { name: /^paso 1, multiplicar/ })
      .first()
      .boundingBox();
    expect(quotient!.x).toBeGreaterThan(dividendEnd!.x + dividendEnd!.width);
    expect(Math.abs(quotient!.y - firstProduct!.y)).toBeLessThan(4);
    // Typed in the order of the work, step by step, as in the bracket.
    await grid.typeDigits(
      page,
      grid.answerDigits(division).map(({ digit }) => digit),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '¡Correcto!' })).toBeVisible();
    await expectAccessible('a long division with the divisor on the right');
    await page.screenshot({ path: info.outputPath('divisor-right-es.png'), fullPage: true });
  });
  test('a three-digit long division with the divisor on the right fits a phone whole, and its help keeps the numbers it names in view', async ({
    page,
    signInAs,
  }, info) => {
    await signInAs('student', {
      grade: 5,
      locale: 'es-ES',
      schedules: { division: EVERY_DAY },
      levels: { division: 7 },
      assignmentsize: '10',
    });
    await page.goto('/student-dashboard');
    await page.getByRole('button', { name: 'Empezar División' }).click();
    // The widest of the level: a quotient of three digits (about one problem in two). The
    // problems before it are solved and left behind.
    const method = schoolMethodOf({}, 'es-ES');
    let division = inSchoolMethod(await grid.problemOnScreen(page), method);
    while (division.subject === 'division' && division.quotient < 100) {
      await grid.expectGridReady(page);
      await grid.typeDigits(
        page,
        grid.answerDigits(division).map(({ digit }) => digit),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: '¡Correcto!' })).toBeVisible();
      await expect(grid.problemRegion(page)).toHaveAttribute('data-enter-armed', 'true');
      const solved = division;
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await grid.problemOnScreen(page)).id).not.toBe(solved.id);
      division = inSchoolMethod(await grid.problemOnScreen(page), method);
    }
    await grid.expectGridReady(page);
    // Nothing scrolls sideways: every box, the minus signs and the corner line in the card,
    // no scroll arrow over the work (the quotient's third box was cut at 360 px).
    await grid.expectGridFitsPhone(page);
    const scroller = page.locator('.grid-scroller');
    expect(
      await scroller.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expect(page.locator('[data-scroll-cue]')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('divisor-right-phone.png') });

    // A wrong first quotient digit, then "Muéstrame cómo": the words ask how many times the
    // divisor goes into the dividend's first digits, and both numbers are on screen with them.
    const digits = grid.answerDigits(division).map(({ digit }) => digit);
    await grid.typeDigits(page, [String((Number(digits[0]) + 1) % 10), ...digits.slice(1)]);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Muéstrame cómo' }).click();
    const help = page.getByText(/^Paso 1: ¿Cuántas veces cabe \d+ en \d+\?/);
    await expect(help).toBeVisible();
    const numbersRow = page
      .locator('.worked-grid [aria-hidden="true"]')
      .filter({ hasText: /^\d+$/ });
    const height = page.viewportSize()!.height;
    await expect
      .poll(async () => {
        const shown = [...(await numbersRow.all()), help];
        const boxes = await Promise.all(shown.map((part) => part.boundingBox()));
        return boxes.every((box) => box && box.y >= 0 && box.y + box.height <= height);
      })
      .toBe(true);
    await page.screenshot({ path: info.outputPath('divisor-right-phone-help.png') });
  });
});

test('a parent chooses Spanish for the account: the pages follow it on every device', async ({
  page,
  signInAs,
  newDevice,
}) => {
  const { parentEmail } = await signInAs('parent');
  await page.goto('/manage-account');
  await page.getByRole('combobox', { name: 'Your pages and e-mails' }).selectOption('es-ES');
  await expect(
    page.getByText('Tus páginas y correos ahora están en Español (España).'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

  // Another computer, in English: the parent's pages are in Spanish once signed in.
  const laptop = await newDevice();
  await laptop.goto('/parent-login');
  await logInAsParent(laptop, parentEmail, PARENT_PASSWORD);
  await expect(laptop.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(laptop.getByRole('link', { name: 'Precios' })).toBeVisible();
  // In Spain's words, not Latin America's: "Gestionar", not "Administrar".
  await expect(laptop.getByRole('link', { name: /Gestionar cuenta/ })).toBeVisible();
  await expect(laptop.getByText(/Administrar/)).toHaveCount(0);
});

test.describe('a Spanish-speaking parent, on the clocked server', () => {
  test.use({ baseURL: CLOCKED_URL, timezoneId: 'UTC', locale: 'es-MX' });

  const { wednesday, sundayEvening } = weekAhead();

  test('registers, adds a child, reads the report card and the weekly e-mail in Spanish', async ({
    page,
    liveAt,
    expectAccessible,
  }, info) => {
    test.slow();
    await liveAt(wednesday);
    const email = `es-${info.workerIndex}-${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nombre', { exact: true }).fill('Dana');
    await page.getByLabel('Apellido', { exact: true }).fill('Reyes');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PARENT_PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PARENT_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);

    // The code comes in Spanish: the account took the language of the page it was made on.
    const { code } = verificationParts(await waitForMail(email, /código de verificación/));
    await page.getByRole('button', { name: 'Escribir un código' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escribe tu código de verificación' });
    await dialog.getByLabel('Código de verificación').fill(code);
    await dialog.getByRole('button', { name: 'Verificar código' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/configure-student');
    await page.getByRole('button', { name: 'Agregar estudiante' }).click();
    const form = page.getByRole('form', { name: 'Agregar un estudiante' });
    const handle = `ana${info.workerIndex}x${Date.now()}`;
    await form.getByLabel('Nombre', { exact: true }).fill('Ana');
    await form.getByLabel('Apellido', { exact: true }).fill('Reyes');
    await form.getByLabel('Nombre de usuario', { exact: true }).fill(handle);
    await form.getByLabel('Clave', { exact: true }).fill('1234');
    await form.getByLabel('Grado', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Agregar estudiante' }).click();
    await expect(page.getByText('¡Estudiante agregado!')).toBeVisible();
    await expectAccessible('Configure Students in Spanish');

    // Ana subtracts every day, and two of her answers take the smaller digit from the larger.
    const call = apiOf(page.request);
    await call({
      tag: 'student.update',
      accountname: handle,
      mathschedule: { subtraction: EVERY_DAY },
    });
    const accountpassword = await prehashPassword(handle, '1234');
    await call({ tag: 'student.connect', accountname: handle, accountpassword, timezone: 'UTC' });
    await workSmallerFromLarger(call);
    await call({
      tag: 'user.connect',
      email,
      emailpassword: await prehashPassword(email, PARENT_PASSWORD),
    });
    // Report cards come with premium (local test mode's checkout); the parent then signs in
    // again on this computer, after Ana, in Spanish.
    await buyPremium(call);
    await page.context().clearCookies();
    await page.goto('/parent-login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PARENT_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/parent-dashboard$/);

    await page.goto('/report-cards');
    await page.getByRole('button', { name: 'Ver el boletín de Ana' }).click();
    const card = page.getByRole('article', { name: 'Ana Reyes' });
    await expect(
      card.getByRole('heading', { name: 'Resta la cifra menor de la mayor' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Empezar práctica dirigida' })).toBeVisible();
    // A mark out of ten, as Mexico's schools give it, not a letter.
    await expect(card.getByText(/^Promedio: \d+\s?%\s\((10|\d(\.\d)?)\)/)).toBeVisible();
    await expectAccessible('the report card in Spanish');
    await page.screenshot({ path: info.outputPath('report-card-es.png'), fullPage: true });

    await liveAt(sundayEvening);
    expect((await page.request.post('/test/weekly-emails', { data: { to: email } })).status()).toBe(
      200,
    );
    const mail = await waitForMail(email, /Tu semana en MathSteps/);
    expect(mail.subject).toMatch(/: Ana$/);
    for (const words of ['Hola, Dana', 'Por trabajar', 'Resta la cifra menor de la mayor']) {
      expect(mail.text).toContain(words);
    }
    expect(mail.html).toContain('Ver el boletín de Ana');
    const inbox = await page.context().newPage();
    await inbox.route('**/*', (route) => route.abort());
    for (const width of [375, 800]) {
      await inbox.setViewportSize({ width, height: 900 });
      await inbox.setContent(mail.html);
      expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await inbox.screenshot({
        path: info.outputPath(`weekly-email-es-${width}.png`),
        fullPage: true,
      });
    }
  });
});
