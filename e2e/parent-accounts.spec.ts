import { prehashPassword } from '@mathsteps/domain';
import type { Page } from '@playwright/test';
import { addChild, apiOf, EVERY_DAY } from './fixtures/api';
import { logInAsChild, logInAsParent } from './fixtures/log-in';
import { verificationParts, waitForMail } from './fixtures/mail';
import { expect, expectAccessibleOn, PARENT_PASSWORD, test } from './fixtures/test';
import * as grid from './fixtures/worked-grid';
import { SUPPORT_EMAIL } from './playwright.config';

const PASSWORD = 'Sunny2day!';
let count = 0;
const newEmail = (name: string) =>
  `${name}-${test.info().project.name}-${Date.now()}-${++count}@example.com`;

/** Fills /register with good values for `email`, presses Register and lands on the dashboard. */
async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
}

const unverifiedBanner = (page: Page) => page.getByText('Check your e-mail to continue.');

test('register, verify by code, log out and in, and write to support', async ({
  page,
  expectAccessible,
}) => {
  const email = newEmail('dana');
  await register(page, email);
  // A brand-new account is not "back".
  await expect(page.getByText('Welcome, Dana!')).toBeVisible();
  await expect(page.getByText('Welcome back')).toBeHidden();
  await expect(unverifiedBanner(page)).toBeVisible();
  // The account waits for its address: no children, reports or billing before then.
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Start by creating your first student')).toBeHidden();
  await expect(page.getByRole('link', { name: /Configure Students/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Manage Account/ })).toBeVisible();
  await expectAccessible('the dashboard, unverified');
  await page.screenshot({ path: test.info().outputPath('dashboard-unverified.png') });
  await page.goto('/configure-student');
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(unverifiedBanner(page)).toBeVisible();

  const { code } = verificationParts(await waitForMail(email, /verification code/));
  await page.getByRole('button', { name: 'Enter a Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter your verification code' });
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(dialog.getByText('Please enter a verification code')).toBeVisible();
  await dialog.getByLabel('Verification code').fill('00000000');
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(dialog.getByText('Invalid verification code')).toBeVisible();
  await expectAccessible('the code popup with an error');
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(unverifiedBanner(page)).toBeHidden();
  await expect(page.getByText('Start by creating your first student')).toBeVisible();
  await expect(page.getByRole('link', { name: /Configure Students/ })).toBeVisible();

  await page.getByRole('button', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/parent-dashboard');
  await expect(page).toHaveURL(/\/parent-login$/);

  await logInAsParent(page, email, 'Wrong2day!');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(unverifiedBanner(page)).toBeHidden();

  await page.getByRole('link', { name: /Contact Us/ }).click();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expectAccessible('the contact page');
  await page.getByLabel('Reason').selectOption('Billing');
  const text = `Can I pay yearly? (${email})`;
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Thank you for your message! We'll get back to you within 24 hours."),
  ).toBeVisible();
  const mail = await waitForMail(SUPPORT_EMAIL, /Contact: Billing/);
  expect(mail.text).toContain(text);
  expect(mail.replyTo).toBe(email);
});

test('a second account verifies by opening the e-mailed link', async ({
  page,
  expectAccessible,
}) => {
  const email = newEmail('link');
  await register(page, email);
  const { link } = verificationParts(await waitForMail(email, /verification code/));
  await page.goto(link);
  await expect(page.getByText('Email Verified Successfully!')).toBeVisible();
  // Still signed in: the page says where it goes, and goes there.
  await expect(page.getByText('Taking you to your dashboard...')).toBeVisible();
  // The button goes where the page is taking the parent, and says so.
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/parent-dashboard',
  );
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveCount(0);
  await expectAccessible('the verified page');
  await expect(page).toHaveURL(/\/parent-dashboard$/, { timeout: 5000 });
  await expect(page.getByText('Welcome, Dana!')).toBeVisible();
  await expect(unverifiedBanner(page)).toBeHidden();

  // The same link a second time: nothing went wrong, and there is nothing left to do.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Your e-mail is already verified' }),
  ).toBeVisible();
  await expect(page.getByText('Verification Failed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verified-already.png') });
  // A link that never was is still refused.
  await page.goto('/verifyemail?emailtoken=xxxxxxxxxxxxxxxxxxxxxx');
  await expect(page.getByText('Verification Failed')).toBeVisible();
  await expect(page.getByText('Something went wrong, this token is not valid')).toBeVisible();
  await page.goto('/verifyemail');
  await expect(page.getByText('There is no token here, please recheck your email.')).toBeVisible();
});

const registerCases: [string, Record<string, string>, string][] = [
  ['an empty form', {}, 'First name is required'],
  ['a short first name', { 'First name': 'D' }, 'First name must be at least 2 characters'],
  ['no last name', { 'First name': 'Dana' }, 'Last name is required'],
  ['a short last name', { 'Last name': 'R' }, 'Last name must be at least 2 characters'],
  ['no email', {}, 'Email is required'],
  ['a bad email', { Email: 'dana@' }, 'Please enter a valid email address'],
  ['no password', {}, 'Password is required'],
  [
    'a weak password',
    { Password: 'sunnyday' },
    'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
  ],
  ['no confirmation', { Password: PASSWORD }, 'Please confirm your password'],
  [
    'a different confirmation',
    { Password: PASSWORD, 'Confirm password': 'Sunny3day!' },
    'Passwords do not match',
  ],
  ['no consent', {}, 'Please confirm that you are the parent or guardian'],
];

test('the register form shows each message of docs/product.md for its bad input', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/register');
  for (const [, fields, message] of registerCases) {
    await page.reload();
    for (const [label, value] of Object.entries(fields)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible('the register form with errors');
  // A taken address is answered as a new one (decision 0012): nothing tells it is taken;
  // its owner hears of it by e-mail once the address is verified.
  const email = newEmail('taken');
  await register(page, email);
  await page.getByRole('button', { name: /Logout/ }).click();
  // Signed out before registering again: a sign-out still on its way (a loaded machine) would
  // otherwise end the new session too, and the dashboard would draw nothing.
  await expect(page).toHaveURL(/\/$/);
  await register(page, email);
  await expect(unverifiedBanner(page)).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
});

test('the login and contact forms show their messages', async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  await page.goto('/parent-login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('dana@example');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('dana@example.com');
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible('the login form with errors');

  await signInAs('parent');
  await page.goto('/parent-contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a reason')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  const message = page.getByLabel('Message');
  await message.fill('x'.repeat(701));
  const counter = page.getByText('701/768');
  await expect(counter).toHaveClass(/text-berry-700/);
  await message.fill('x'.repeat(769));
  await expect(page.getByText('Message must be less than 768 characters')).toBeVisible();
  await message.fill('x'.repeat(700));
  await expect(page.getByText('700/768')).not.toHaveClass(/text-berry-700/);
  await expectAccessible('the contact form with errors');
});

test('on a slow phone the login is there before the app: what is typed is kept, and nothing is sent until the app runs', async ({
  signInAs,
  newDevice,
}) => {
  const { parentEmail } = await signInAs('parent');
  const phone = await newDevice();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  // The app's entry held back, as a slow connection holds it: the page is the server's drawing.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await phone.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await phone.goto('/parent-login', { waitUntil: 'commit' });
  await phone.getByLabel('Email').fill(parentEmail);
  await phone.getByLabel('Password').fill(PARENT_PASSWORD);
  const login = phone.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  // Enter does not send the form either (the browser would put it in a request of its own).
  await phone.getByLabel('Password').press('Enter');

  release();
  await expect(login).toBeEnabled();
  await expect(phone).toHaveURL(/\/parent-login$/);
  await expect(phone.getByLabel('Email')).toHaveValue(parentEmail);
  await expect(phone.getByLabel('Password')).toHaveValue(PARENT_PASSWORD);
  await login.click();
  await expect(phone).toHaveURL(/\/parent-dashboard$/);
  expect(errors).toEqual([]);
});

test('manage account: names, password and deleting the account, all on the server', async ({
  page,
  expectAccessible,
}) => {
  const email = newEmail('manage');
  await register(page, email);
  await page.getByRole('link', { name: /Manage Account/ }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible('the account page');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Danielle');
  await page.getByLabel('New password', { exact: true }).fill('Brighter3!');
  await page.getByLabel('Confirm new password').fill('Brighter3!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account updated successfully!')).toBeVisible();
  await expect(page.getByText('Danielle')).toBeVisible();
  await waitForMail(email, /password was changed/);

  // Saved on the server: a fresh login with the new password shows the new name.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/parent-login');
  await logInAsParent(page, email, 'Brighter3!');
  // No child added yet: still a welcome, not a welcome back.
  await expect(page.getByText('Welcome, Danielle!')).toBeVisible();

  await page.goto('/manage-account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to delete your account?',
  });
  await expect(dialog.getByText('This action is permanent and cannot be undone.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('Brighter3!');
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/parent-login');
  await logInAsParent(page, email, 'Brighter3!');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('a parent who forgot the password gets a link that sets a new one, once, and signs every device out', async ({
  page,
  newDevice,
  signInAs,
}, info) => {
  // Signed in on one device (this page), which the sign-in remembers (its device cookie);
  // on another, the password is forgotten.
  const { parentEmail } = await signInAs('parent');
  await apiOf(page.request)({
    tag: 'user.connect',
    email: parentEmail,
    emailpassword: await prehashPassword(parentEmail, PASSWORD),
  });
  await page.goto('/parent-dashboard');
  await expect(page.getByText('Welcome, Dana!')).toBeVisible();
  const remembered = async () =>
    (await page.context().cookies()).some((cookie) => cookie.name === 'ms_device');
  expect(await remembered()).toBe(true);

  const other = await newDevice();
  await other.goto('/parent-login');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  await other.getByLabel('Email').fill(parentEmail);
  await other.getByRole('button', { name: 'Send Link' }).click();
  await expect(other.getByText('If an account uses this address, we sent a link.')).toBeVisible();
  await expectAccessibleOn(other, 'the link sent');
  await other.screenshot({ path: info.outputPath('forgot-sent.png') });

  const mail = await waitForMail(parentEmail, /Set a new MathSteps password/);
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)![1]!;
  const path = new URL(link).pathname + new URL(link).search;
  await other.goto(path);
  await other.getByLabel('New password').fill('weak');
  await other.getByLabel('Confirm password').fill('weak');
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(
    other.getByText(
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    ),
  ).toBeVisible();
  await other.getByLabel('New password').fill('Brand2new!');
  await other.getByLabel('Confirm password').fill('Brand2new!');
  await other.screenshot({ path: info.outputPath('reset-form.png') });
  await other.getByRole('button', { name: 'Set New Password' }).click();
  await expect(other.getByText('Your password is changed.')).toBeVisible();
  await expectAccessibleOn(other, 'the password changed');
  await waitForMail(parentEmail, /Your MathSteps password was changed/);

  // The device that was signed in is signed out; the server forgot it as a remembered
  // device (its cookie now counts as a stranger's: apps/server/src/auth/logins.test.ts).
  await page.reload();
  await expect(page).toHaveURL(/\/parent-login$/);
  const answer = await page.request.post('/api', { data: { tag: 'user.get' } });
  expect(answer.status()).toBe(401);
  // The new password signs in; the link, used, says so and offers a new one.
  await other.getByRole('link', { name: 'Go to Login' }).click();
  await logInAsParent(other, parentEmail, 'Brand2new!');
  await expect(other).toHaveURL(/\/parent-dashboard$/);
  // The used link says so at once, before any form is filled in.
  await other.goto(path);
  await expect(other.getByText('This link is not valid any more.', { exact: false })).toBeVisible();
  await expect(other.getByLabel('New password')).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Ask for a New Link' })).toBeVisible();
  await other.screenshot({ path: info.outputPath('reset-used.png') });
});

test('Manage Account signs every other device out, after asking', async ({
  page,
  newDevice,
  signInAs,
}, info) => {
  const { parentEmail } = await signInAs('parent');
  const other = await newDevice();
  await other.goto('/parent-login');
  await logInAsParent(other, parentEmail, 'Sunny2day!');
  await expect(other).toHaveURL(/\/parent-dashboard$/);

  await page.goto('/manage-account');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
  await expect(dialog).toContainText("your children's tablets and computers");
  await expectAccessibleOn(page, 'asking before signing out everywhere');
  await page.screenshot({ path: info.outputPath('sign-out-everywhere.png') });
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  // This device stays; the other one is signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/manage-account$/);
  await other.reload();
  await expect(other).toHaveURL(/\/parent-login$/);
});

test("a new password in Manage Account signs the children's tablets out too, when asked", async ({
  page,
  newDevice,
  signInAs,
  expectAccessible,
}, info) => {
  await signInAs('parent');
  const handle = await addChild(apiOf(page.request), {
    firstname: 'Kit',
    lastname: 'Lee',
    grade: 2,
    schedules: { addition: EVERY_DAY },
  });
  // Kit signs in on the family's tablet and is in the middle of an assignment.
  const child = await newDevice();
  await child.goto('/student-login');
  await logInAsChild(child, handle);
  await expect(child).toHaveURL(/\/student-dashboard$/);
  await child.getByRole('button', { name: 'Start Addition' }).click();
  await grid.solveOnScreen(child);

  await page.goto('/manage-account');
  await page.getByRole('button', { name: 'Edit' }).click();
  const also = page.getByLabel("Also sign out my children's tablets and computers");
  // Offered with a new password only.
  await expect(also).toHaveCount(0);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Brighter3!');
  await page.getByLabel('Confirm new password').fill('Brighter3!');
  await also.check();
  await expectAccessible('a new password, the children signed out too');
  await page.screenshot({ path: info.outputPath('new-password-children.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account updated successfully!')).toBeVisible();
  // This device stays signed in; Kit's tablet is signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/manage-account$/);
  const kits = await child.request.post('/api', { data: { tag: 'student.get' } });
  expect(kits.status()).toBe(401);
  // The tablet picked up again: the open assignment ends too, without asking to leave, and the
  // login says why in words a child reads.
  await child.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(child).toHaveURL(/\/student-login$/);
  await expect(child.getByText('Your session ended. Please log in again.')).toBeVisible();
  await expect(child.getByRole('dialog')).toHaveCount(0);
});
