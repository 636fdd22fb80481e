import { expect, test } from './fixtures/test';
import { SUPPORT_EMAIL } from './playwright.config';

const publicPages = [
  { path: '/', heading: 'Math, one step at a time' },
  { path: '/landing', heading: 'Math, one step at a time' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/about', heading: 'About us' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/no-such-page', heading: 'Page not found' },
  // Public screens that later work fills in; they must already be reachable and clean.
  { path: '/parent-login', heading: 'Parent login' },
  { path: '/register', heading: 'Create an account' },
  { path: '/student-login', heading: 'Student login' },
  { path: '/free-problems', heading: 'Free problems' },
  { path: '/math-problems', heading: 'Practice quiz' },
  { path: '/verifyemail', heading: 'Verify your e-mail' },
  // A link that matches no parent says so.
  { path: '/unsubscribe?token=abcdefghijklmnopqrstuv', heading: 'Weekly e-mail' },
];

for (const { path, heading } of publicPages) {
  test(`${path} shows its page, the nav bar and the footer, and passes axe`, async ({
    page,
    expectAccessible,
  }, info) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Pricing', 'FAQ', 'About']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
    await expectAccessible(path);
    await page.screenshot({
      path: `.artifacts/screens/${info.project.name}${path === '/' ? '/home' : path}.png`,
      fullPage: true,
    });
  });
}

test('the landing page leads to both logins and to the free problems', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Parent Login' })).toHaveAttribute(
    'href',
    '/parent-login',
  );
  await expect(page.getByRole('link', { name: 'Student Login' })).toHaveAttribute(
    'href',
    '/student-login',
  );
  await page.getByRole('link', { name: 'Try Free Problems' }).click();
  await expect(page).toHaveURL(/\/free-problems$/);
});

test('the landing page sends a signed-in parent or student to their dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('parent');
  await page.goto('/');
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/parent-dashboard');
});

test('a student sees the student nav bar and no cost or tracking questions', async ({
  page,
  signInAs,
}) => {
  await signInAs('student');
  await page.goto('/');
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await page.goto('/faq');
  const nav = page.getByRole('navigation', { name: 'Student' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'FAQ', 'About']);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/student-dashboard',
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'How much does it cost?' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /track my child/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /free for teachers/ })).toHaveCount(0);
});

test('a visitor sees all seven questions, and "try free" opens the free problems', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(
    page.getByRole('heading', { name: 'Is MathSteps free for teachers?' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'try free' }).click();
  await expect(page).toHaveURL(/\/free-problems$/);
});

test('pricing shows both plans and asks a visitor to log in before subscribing', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Free', exact: true })).toBeVisible();
  await expect(page.getByText('$0')).toBeVisible();
  // Each plan lists what it holds: worksheets for every family, Help tonight with premium.
  await expect(page.getByText('Worksheets to print', { exact: true })).toBeVisible();
  await expect(page.getByText('Help tonight', { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  await expect(page.getByText('$3.99')).toBeVisible();
  await page.getByRole('radio', { name: 'Annual' }).check({ force: true });
  await expect(page.getByText('$27.99')).toBeVisible();
  await expect(page.getByText('Save 40% annually')).toBeVisible();
  // The saving sits on the switch's one line, beside the choices, even at 360 px.
  const middle = async (name: string) => {
    const box = (await page.getByText(name, { exact: true }).boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await middle('Save 40% annually')) - (await middle('Monthly')))).toBeLessThan(4);
  await page.screenshot({ path: test.info().outputPath('pricing.png') });

  await page.getByRole('button', { name: 'Subscribe Annually' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please log in' });
  await expect(dialog).toContainText('You need to be logged in to subscribe to our premium plan.');
  await expectAccessible('the login-required dialog');
  await dialog.getByRole('button', { name: 'Close Window' }).click();
  await expect(dialog).toBeHidden();
  // The focus is back on the button that opened it, not lost on the page.
  await expect(page.getByRole('button', { name: 'Subscribe Annually' })).toBeFocused();

  await page.getByRole('button', { name: 'Subscribe Annually' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/parent-login$/);
});

test('the billing period can be chosen with the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const annual = page.getByRole('radio', { name: 'Annual' });
  const checked = (await monthly.isChecked()) ? monthly : annual;
  await checked.focus();
  await page.keyboard.press('ArrowRight');
  await expect(checked).not.toBeChecked();
});

test('the about page shows a team of three with role, portrait and profile link', async ({
  page,
}) => {
  await page.goto('/about');
  const members = page.getByRole('main').getByRole('listitem');
  await expect(members).toHaveCount(3);
  // The team shipped is an example, and says so (docs/operations.md, "The About page").
  await expect(
    page.getByText(
      'The people below are an example: whoever runs this MathSteps site puts its own team here.',
    ),
  ).toBeVisible();
  for (const member of await members.all()) {
    await expect(member.getByRole('img')).toBeVisible();
    await expect(member.getByRole('heading', { level: 2 })).toBeVisible();
    // Each link goes to an address someone reads: the site's own.
    await expect(member.getByRole('link', { name: 'Write to the team' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  }
});

test('guarded screens send visitors to the right login (docs/product.md)', async ({ page }) => {
  for (const [from, to] of [
    ['/parent-dashboard', '/parent-login'],
    ['/parent-contact', '/parent-login'],
    ['/stripe/canceled', '/parent-login'],
    ['/configure-student', '/'],
    // The weekly e-mail links here: login, then back (decision record 0007).
    ['/report-cards?student=maya', '/parent-login?next=%2Freport-cards%3Fstudent%3Dmaya'],
    ['/manage-account', '/'],
    ['/student-dashboard', '/student-login'],
    ['/assignments', '/student-login'],
    ['/my-progress', '/student-login'],
    // The other address of My Progress goes there too.
    ['/progress', '/student-login'],
  ]) {
    await page.goto(from!);
    await expect(page).toHaveURL(new RegExp(`${to!.replace(/[/?.]/g, '\\$&')}$`));
  }
});

test('the browser gets a device id once and keeps it in a strict cookie for 30 days', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'deviceid')?.value)
    .toMatch(/^[0-9a-f-]{36}$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'deviceid')!;
  expect(cookie.sameSite).toBe('Strict');
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api')) requests.push(request.postData() ?? '');
  });
  await page.goto('/about');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((body) => body.includes('device.create'))).toEqual([]);
});

test('a visitor can read the Terms and the Privacy Policy before agreeing, and has an address to write to', async ({
  page,
}) => {
  await page.goto('/register');
  const consent = page.getByRole('checkbox', { name: /parent or legal guardian/ });
  await expect(consent).toHaveAccessibleDescription(/Terms of Service.*Privacy Policy/);
  const form = page.locator('form');
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  // A new tab: what is typed in the form stays.
  await page.getByLabel('First name').fill('Dana');
  const [privacy] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  // The contact section gives the support address of this server, not only a page for parents.
  await expect(privacy.getByRole('link', { name: 'support@mathsteps.test' })).toHaveAttribute(
    'href',
    'mailto:support@mathsteps.test',
  );
  await privacy.close();
});
