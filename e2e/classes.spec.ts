import type { Page } from '@playwright/test';
import { logInAsParent } from './fixtures/log-in';
import { verificationParts, waitForMail } from './fixtures/mail';
import { expect, test } from './fixtures/test';

// A teacher's account and classes (docs/product.md "Teachers and classes",
// docs/decisions/0029-teachers.md), through the screens, in English and in Spain's Spanish.

const PASSWORD = 'Sunny2day!';
let count = 0;
const newEmail = (name: string) =>
  `${name}-${test.info().project.name}-${Date.now()}-${++count}@hill.example.org`;

/** /register as a teacher, in the page's language: `words` are its labels. */
async function registerTeacher(page: Page, email: string, words: typeof ENGLISH) {
  await page.goto('/register');
  await page.getByRole('radio', { name: words.teacher }).check();
  const exact = { exact: true };
  await page.getByLabel(words.firstName, exact).fill('Ana');
  await page.getByLabel(words.lastName, exact).fill('Reyes');
  await page.getByLabel(words.school, exact).fill('Hill Primary School');
  await page.getByLabel(words.email, exact).fill(email);
  await page.getByLabel(words.password, exact).fill(PASSWORD);
  await page.getByLabel(words.confirm, exact).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.register }).click();
  await expect(page).toHaveURL(/\/classes$/);
}

const ENGLISH = {
  teacher: /I'm a teacher/,
  firstName: 'First name',
  lastName: 'Last name',
  school: 'School',
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  register: 'Register',
};

/** The New class popup's words in the page's language. */
interface ClassWords {
  newClass: string;
  name: string;
  make: string;
}

/**
 * Opens New class unless it is open, types `name` (empty: leaves it) and presses the popup's
 * button; answers the popup, whose message or refusal the journey then reads.
 */
async function submitClass(page: Page, words: ClassWords, name: string) {
  const dialog = page.getByRole('dialog', { name: words.newClass });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: words.newClass }).click();
  if (name) await dialog.getByLabel(words.name).fill(name);
  await dialog.getByRole('button', { name: words.make }).click();
  return dialog;
}

/** Verifies the address by the e-mailed code from the Classes page's banner. */
async function verifyByCode(page: Page, email: string, subject: RegExp, words: string[]) {
  const [enterCode, dialogName, verify] = words as [string, string, string];
  const { code } = verificationParts(await waitForMail(email, subject));
  await page.getByRole('button', { name: enterCode }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: verify }).click();
}

test('a teacher registers, verifies, makes a class, changes it, archives and deletes it', async ({
  page,
  expectAccessible,
}) => {
  test.slow();
  const email = newEmail('ana');
  // The landing page's word to teachers opens the teacher's account.
  await page.goto('/');
  await page.getByRole('link', { name: 'make a free account for your classes' }).click();
  await expect(page.getByRole('radio', { name: /I'm a teacher/ })).toBeChecked();
  await page.goto('/register');
  // A parent's account by default; the teacher's adds the school and its own statement.
  await expect(page.getByRole('radio', { name: /I'm a parent/ })).toBeChecked();
  await expect(page.getByLabel('School', { exact: true })).toHaveCount(0);
  await page.getByRole('radio', { name: /I'm a teacher/ }).check();
  await expect(page.getByText(/I am a teacher, my school allows me/)).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('School is required')).toBeVisible();
  await expect(page.getByText('Please confirm that your school allows it')).toBeVisible();
  await expectAccessible('register as a teacher, with errors');
  await page.screenshot({ path: test.info().outputPath('register-teacher.png'), fullPage: true });

  await registerTeacher(page, email, ENGLISH);
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByText('Check your e-mail to continue.')).toBeVisible();
  await expect(page.getByText('then you can make your classes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New class' })).toHaveCount(0);
  // Home is the classes; a family's pages are not a teacher's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/configure-student');
  await expect(page).not.toHaveURL(/\/configure-student$/);
  await page.goto('/classes');
  await expectAccessible('classes, unverified');

  await verifyByCode(page, email, /verification code/, [
    'Enter a Code',
    'Enter your verification code',
    'Verify Code',
  ]);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page.getByText('No classes yet.')).toBeVisible();
  await expect(page.getByText('0 of 30 classes')).toBeVisible();
  await expectAccessible('classes, none yet');

  // A new class: its rules said in the popup, then made.
  const words = { newClass: 'New class', name: 'Class name', make: 'Make the class' };
  let dialog = await submitClass(page, words, '');
  await expect(dialog.getByText('Class name is required')).toBeVisible();
  await submitClass(page, words, '=HYPERLINK("x")');
  await expect(
    dialog.getByText('Class name can have letters, digits, spaces and punctuation only'),
  ).toBeVisible();
  await expectAccessible('the new class popup with an error');
  await dialog.getByLabel('Grade').selectOption('3');
  await submitClass(page, words, '3B');
  await expect(page.getByText('3B is made.')).toBeVisible();
  const card = page.getByRole('article', { name: '3B' });
  await expect(card).toContainText('English');
  await expect(card).toContainText('Answer on top of the bracket');

  // The same name, whatever its case, is refused with the server's reason.
  dialog = await submitClass(page, words, '3b');
  await expect(
    dialog.getByText('You already have a class of that name. Please choose another.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Its settings, then archived, brought back, archived and deleted.
  await card.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings of 3B' });
  await settings.getByLabel('Class name').fill('4B');
  await settings.getByLabel('Grade').selectOption('4');
  await settings.getByRole('radio', { name: 'Divisor on the right, answer under it' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('4B is saved.')).toBeVisible();
  const renamed = page.getByRole('article', { name: '4B' });
  await expect(renamed).toContainText('Divisor on the right, answer under it');
  await expectAccessible('a class');
  await page.screenshot({ path: test.info().outputPath('classes.png'), fullPage: true });

  await renamed.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('4B is archived.')).toBeVisible();
  await expect(
    page.getByText('Every class is archived: bring one back, or make a new class.'),
  ).toBeVisible();
  await expect(page.getByText('No classes yet.')).toHaveCount(0);
  const archived = page.getByRole('region', { name: 'Archived classes' });
  await expect(archived.getByRole('article', { name: '4B' })).toBeVisible();
  await archived.getByRole('button', { name: 'Bring back' }).click();
  await expect(page.getByText('4B is back among your classes.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Archived classes' })).toHaveCount(0);
  await page.getByRole('article', { name: '4B' }).getByRole('button', { name: 'Archive' }).click();
  await archived.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 4B?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectAccessible('deleting a class');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('4B is deleted.')).toBeVisible();
  await expect(page.getByText('No classes yet.')).toBeVisible();

  // Premium is a family's plan: nothing to buy for a teacher.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page.getByRole('heading', { name: 'For teachers: free' })).toBeVisible();
  await expect(
    page.getByText("Premium is a family's plan: your teacher's account is free."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
  await page.goto('/classes');

  // Out and in again: the adults' login brings a teacher to the classes.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await logInAsParent(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/classes$/);

  // The account's own page, in a teacher's words; the account deleted with its classes.
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage account' })).toBeVisible();
  await expect(
    page.getByText('Signs out every other device of yours. This one stays signed in.'),
  ).toBeVisible();
  await expect(page.getByText(/children/)).toHaveCount(0);
  await expectAccessible('manage account, a teacher');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deleting = page.getByRole('dialog', {
    name: 'Are you sure you want to delete your account?',
  });
  await expect(deleting).toContainText(
    'Your account, your classes and everything they hold will be deleted.',
  );
  await deleting.getByLabel('Your password').fill(PASSWORD);
  await deleting.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await logInAsParent(page, email, PASSWORD);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('a class address that cannot be a class is a page not found, not the server’s words', async ({
  page,
  signInAs,
}) => {
  await signInAs('teacher');
  for (const address of ['/classes/not-a-class/board', '/classes/3b/pupils/ana']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('must be a class id')).toHaveCount(0);
  }
});

test.describe('in Spain’s Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a teacher registers and makes a class with the methods of Spain’s schools', async ({
    page,
    expectAccessible,
  }) => {
    const email = newEmail('lucia');
    await registerTeacher(page, email, {
      teacher: /Soy docente/,
      firstName: 'Nombre',
      lastName: 'Apellido',
      school: 'Escuela',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirm: 'Confirmar contraseña',
      register: 'Crear cuenta',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible();
    await verifyByCode(page, email, /código de verificación/, [
      'Escribir un código',
      'Escribe tu código de verificación',
      'Verificar código',
    ]);
    await expect(page.getByText('Todavía no hay clases.')).toBeVisible();
    const words = { newClass: 'Nueva clase', name: 'Nombre de la clase', make: 'Crear la clase' };
    const dialog = await submitClass(page, words, '');
    await expect(dialog.getByText('El nombre de la clase es obligatorio')).toBeVisible();
    await submitClass(page, words, '3.º B');
    await expect(page.getByText('3.º B está creada.')).toBeVisible();
    const card = page.getByRole('article', { name: '3.º B' });
    await expect(card).toContainText('Español (España)');
    await expect(card).toContainText('Divisor a la derecha');
    await expectAccessible('las clases');
    await page.screenshot({ path: test.info().outputPath('clases.png'), fullPage: true });
  });
});
