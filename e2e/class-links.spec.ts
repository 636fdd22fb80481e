import { addChild, apiOf } from './fixtures/api';
import {
  chooseLanguage,
  expect,
  expectAccessibleOn,
  setClientSession,
  test,
} from './fixtures/test';

// A family's child in a teacher's class (docs/product.md "Families' children in a class"):
// the parent enters the class code on the child's card and the teacher accepts; the teacher
// invites a child by its sign-in name and the parent approves; the teacher reads the child's
// work while it is in the class, and either side ends the link. Two devices, in English and
// in Spain's Spanish.

const ENGLISH = {
  locale: 'en-US',
  join: /^Join a class/,
  joinDialog: /^Join a class for Sam/,
  code: 'Class code',
  ask: 'Ask to join',
  noClass: 'No class has that code. Check it with the teacher.',
  badCode: 'A class code has 8 letters and digits, such as K7M2-QX4P',
  asked: 'Sam asked to join 3B. The teacher accepts it in MathSteps.',
  askedLine: 'Asked to join 3B',
  askingList: 'Asking to join',
  accept: /^Accept/,
  accepted: 'Sam R is in the class now.',
  seeWork: /^See work/,
  reportOf: 'Sam’s work',
  inClass: 'In 3B',
  leave: 'Leave the class',
  leaveConfirm: 'Yes, end the link',
  left: 'Sam is no longer linked to 3B.',
  invite: 'Or invite a child by its sign-in name',
  inviteButton: 'Invite',
  invitedLine: 'Dana Reyes invites Sam to 3B',
  approve: 'Approve',
  approved: 'Sam is in 3B now.',
  students: 'Students',
  familyAsks: 'A family asks for its child to join the class.',
  notFound: 'That pupil was not found in the class.',
};

const SPANISH: typeof ENGLISH = {
  locale: 'es-ES',
  join: /^Unirse a una clase/,
  joinDialog: /^Unir a Sam a una clase/,
  code: 'Código de clase',
  ask: 'Pedir unirse',
  noClass: 'Ninguna clase tiene ese código. Compruébalo con el maestro.',
  badCode: 'Un código de clase tiene 8 letras y cifras, como K7M2-QX4P',
  asked: 'Sam pidió unirse a 3B. El maestro lo acepta en MathSteps.',
  askedLine: 'Pidió unirse a 3B',
  askingList: 'Piden unirse',
  accept: /^Aceptar/,
  accepted: 'Sam R ya está en la clase.',
  seeWork: /^Ver el trabajo/,
  reportOf: 'El trabajo de Sam',
  inClass: 'En 3B',
  leave: 'Salir de la clase',
  leaveConfirm: 'Sí, terminar el vínculo',
  left: 'Sam ya no está vinculado a 3B.',
  invite: 'O invita a un niño por su nombre de acceso',
  inviteButton: 'Invitar',
  invitedLine: 'Dana Reyes invita a Sam a 3B',
  approve: 'Aprobar',
  approved: 'Sam ya está en 3B.',
  students: 'Estudiantes',
  familyAsks: 'Una familia pide que su hijo se una a la clase.',
  notFound: 'No se encontró a ese alumno en la clase.',
};

for (const words of [ENGLISH, SPANISH]) {
  test(`a parent links a child by the class code and the teacher accepts; the teacher invites and the parent approves (${words.locale})`, async ({
    page,
    signInAs,
    newDevice,
    expectAccessible,
  }) => {
    test.slow();
    // The family: Dana and her son Sam, on the family's computer (the e-mails of signing
    // up are read in English: the pages' language is chosen after).
    await signInAs('parent');
    await chooseLanguage(page, words.locale);
    const sam = await addChild(apiOf(page.request), { firstname: 'Sam', grade: 3 });
    // The teacher, on the school's laptop, with class 3B.
    const school = await newDevice();
    await setClientSession(school, 'teacher', {});
    await chooseLanguage(school, words.locale);
    const { class: made } = await apiOf(school.request)({
      tag: 'class.create',
      name: '3B',
      grade: 3,
      locale: words.locale,
      schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
    });
    await school.goto(`/classes/${made.id}`);
    const code = school.getByText(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await expect(code).toHaveText(`${made.code.slice(0, 4)}-${made.code.slice(4)}`);
    await expectAccessibleOn(school, 'the class’s page with its code');

    // The parent types the code from the teacher's note: a wrong one, then the right one.
    await page.goto('/configure-student');
    const card = page
      .getByRole('list', { name: words.students })
      .getByRole('listitem')
      .filter({ hasText: `@${sam}` });
    await card.getByRole('button', { name: words.join }).click();
    const dialog = page.getByRole('dialog', { name: words.joinDialog });
    const field = dialog.getByLabel(words.code);
    await field.fill('hello');
    await dialog.getByRole('button', { name: words.ask }).click();
    await expect(dialog.getByText(words.badCode)).toBeVisible();
    await field.fill('ZZZZ-ZZZZ');
    await dialog.getByRole('button', { name: words.ask }).click();
    await expect(dialog.getByText(words.noClass)).toBeVisible();
    await expectAccessible('the class code popup');
    await field.fill(made.code.toLowerCase());
    await dialog.getByRole('button', { name: words.ask }).click();
    await expect(page.getByText(words.asked)).toBeVisible();
    await expect(card.getByText(words.askedLine)).toBeVisible();

    // The teacher accepts Sam, then reads Sam's work as the parent reads it.
    await school.reload();
    // Told at the top of the class's page, and listed under "Children from families".
    await expect(school.getByText(words.familyAsks)).toBeVisible();
    const asking = school.getByRole('heading', { name: words.askingList });
    await expect(asking).toBeVisible();
    await school.getByRole('button', { name: words.accept }).click();
    await expect(school.getByText(words.accepted)).toBeVisible();
    await expect(school.getByText(words.familyAsks)).toHaveCount(0);
    await expectAccessibleOn(school, 'the class’s page with a family’s child');
    await school.getByRole('link', { name: words.seeWork }).last().click();
    await expect(school.getByRole('heading', { level: 1, name: words.reportOf })).toBeVisible();
    await expect(school.getByRole('heading', { level: 2, name: /^Sam Reyes/ })).toBeVisible();

    // The parent sees Sam in the class, and ends the link.
    await page.reload();
    await expect(card.getByText(words.inClass)).toBeVisible();
    await expectAccessible('the child’s card with its class');
    await card.getByRole('button', { name: words.leave }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.leaveConfirm }).click();
    await expect(page.getByText(words.left)).toBeVisible();
    // The teacher sees Sam's work no more.
    await school.reload();
    await expect(school.getByText(words.notFound)).toBeVisible();

    // The other way: the teacher invites Sam by the sign-in name the family gave.
    await school.goBack();
    await school.getByLabel(words.invite).fill(sam);
    await school.getByRole('button', { name: words.inviteButton, exact: true }).click();
    await expect(school.getByText(sam, { exact: true })).toBeVisible();
    await page.reload();
    await expect(card.getByText(words.invitedLine)).toBeVisible();
    await card.getByRole('button', { name: words.approve }).click();
    await expect(page.getByText(words.approved)).toBeVisible();
    await expect(card.getByText(words.inClass)).toBeVisible();
    await school.reload();
    await expect(school.getByRole('link', { name: words.seeWork })).toBeVisible();
  });
}
