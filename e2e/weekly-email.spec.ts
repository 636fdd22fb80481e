import { mkdirSync } from 'node:fs';
import { prehashPassword, SUBJECTS } from '@mathsteps/domain';
import { finishedWork } from '@mathsteps/domain/testing';
import type { Page } from '@playwright/test';
import {
  type ApiCall,
  addChild,
  apiOf,
  buyPremium,
  EVERY_DAY,
  reportBuggyAnswer,
  SMALLER_FROM_LARGER,
  workSmallerFromLarger,
} from './fixtures/api';
import { logInAsParent } from './fixtures/log-in';
import { verificationParts, waitForMail } from './fixtures/mail';
import { expect, test } from './fixtures/test';
import { weekAhead } from './fixtures/week';
import { CLOCKED_URL } from './playwright.config';

const SCREENS = '.artifacts/screens';

/**
 * A parent registers through the API as the form sends what was typed (names in lower case:
 * the e-mail and the card capitalise them), verifies the address by the e-mailed code (an
 * account is usable once it is, decision 0022) and buys premium.
 */
async function premiumParentOf(call: ApiCall, email: string, password: string) {
  await call({
    tag: 'user.create',
    email,
    emailpassword: await prehashPassword(email, password),
    firstname: 'dana',
    lastname: 'reyes',
    consent: true,
  });
  const { code } = verificationParts(await waitForMail(email, /verification code/));
  await call({ tag: 'user.emailverify', emailtoken: code });
  await buyPremium(call);
}

test.describe('the weekly e-mail, on the clocked server', () => {
  test.use({ baseURL: CLOCKED_URL, timezoneId: 'UTC' });

  const { wednesday, sundayEvening } = weekAhead();

  /** A verified premium parent, and their child Ana who does subtraction every day. */
  async function familyOf(page: Page) {
    const email = `weekly-${test.info().workerIndex}-${Date.now()}@example.com`;
    const password = 'Sunny2day!';
    const call = apiOf(page.request);
    await premiumParentOf(call, email, password);

    // The product's form sends names lower-cased: the e-mail and the card capitalise them.
    const handle = await addChild(call, {
      firstname: 'ana',
      lastname: 'reyes',
      schedules: { subtraction: EVERY_DAY },
      levels: { subtraction: 6 },
    });
    const accountpassword = await prehashPassword(handle, '1234');
    // Ana, on this computer after her parent: two problems worked smaller-from-larger.
    await call({ tag: 'student.connect', accountname: handle, accountpassword, timezone: 'UTC' });
    await workSmallerFromLarger(call);
    return { email, password, handle };
  }

  /** The e-mail as a phone and a desktop mail app show it, images blocked. */
  async function lookAtEmail(page: Page, html: string) {
    mkdirSync(SCREENS, { recursive: true });
    const mail = await page.context().newPage();
    await mail.route('**/*', (route) => route.abort());
    for (const width of [375, 800]) {
      await mail.setViewportSize({ width, height: 900 });
      await mail.setContent(html);
      // Laid out at the phone's width: nothing wider than the screen.
      expect(await mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await mail.screenshot({ path: `${SCREENS}/weekly-email-${width}.png`, fullPage: true });
    }
    await mail.close();
  }

  test('from its link a signed-out parent logs in and lands on the child’s report, at the step to practice', async ({
    page,
    liveAt,
    expectAccessible,
  }) => {
    test.slow();
    await liveAt(wednesday);
    const { email, password, handle } = await familyOf(page);

    await liveAt(sundayEvening);
    const run = await page.request.post('/test/weekly-emails', { data: { to: email } });
    expect(run.status()).toBe(200);
    const mail = await waitForMail(email, /Your MathSteps week/);
    expect(mail.subject).toMatch(/: Ana$/);
    expect(mail.text).toContain('Ana');
    expect(mail.text).not.toContain('ana ');
    const link = (label: string) => {
      const found = new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(mail.html)?.[1];
      expect(found, `a link "${label}" in the e-mail`).toBeTruthy();
      return found!.replaceAll('&#38;', '&');
    };
    const report = link('See Ana&#39;s report');
    const practice = link('Start Ana&#39;s practice');
    expect(report).toBe(`${CLOCKED_URL}/report-cards?student=${handle}`);
    expect(practice).toBe(`${report}&practice=subtraction.smaller-from-larger`);
    const help = link('Help Ana tonight');
    expect(help).toBe(
      `${CLOCKED_URL}/help-tonight?student=${handle}&step=subtraction.smaller-from-larger`,
    );
    // The step's own line under "To work on" links to the same page.
    expect(link('How to help tonight')).toBe(help);
    await lookAtEmail(page, mail.html);

    // Signed out (the e-mail opens in a browser without the session): login, then back.
    await page.context().clearCookies();
    await page.goto(practice);
    await expect(page).toHaveURL(/\/parent-login\?next=/);
    await logInAsParent(page, email, password);
    await expect(page).toHaveURL(practice);

    const card = page.getByRole('article', { name: 'Ana Reyes' });
    await expect(card).toBeVisible();
    // The card says this week as the e-mail does.
    const subtractionLine = /Subtraction: \d of \d scheduled days done[^\n]*/.exec(mail.text)![0];
    await expect(card.getByRole('region', { name: /^This week/ })).toContainText(subtractionLine);
    // The step the e-mail named is in view, its practice one press away.
    const start = card.getByRole('button', { name: 'Start Targeted Practice' });
    await expect(start).toBeFocused();
    await expect(start).toBeInViewport();
    await expect(card.getByText('Here it is: start the practice set for Ana.')).toBeVisible();
    await expectAccessible('the report opened from the e-mail');
    await page.screenshot({
      path: `${SCREENS}/report-from-email-${test.info().project.name}.png`,
      fullPage: true,
    });

    await page.keyboard.press('Enter');
    await expect(card.getByText(/A practice set is waiting for Ana/)).toBeVisible();

    // The e-mail's Help tonight link: the step's page, from Ana's own mistake.
    await page.goto(help);
    const helpPage = page.getByRole('article', {
      name: 'Takes the smaller digit from the larger one',
    });
    await expect(helpPage.getByRole('img', { name: /^Ana’s answer on / })).toBeVisible();
    await expect(helpPage.getByText(/A practice set is waiting for Ana/)).toBeVisible();
  });

  test('a busy week of two children prints one page per child, on Letter and A4', async ({
    page,
    liveAt,
  }) => {
    test.slow();
    const monday = new Date(wednesday.getTime() - 2 * 86_400_000 + 6 * 3_600_000);
    await liveAt(monday);
    const email = `busy-${test.info().workerIndex}-${Date.now()}@example.com`;
    const call = apiOf(page.request);
    await premiumParentOf(call, email, 'Sunny2day!');

    // Two children, all four subjects on weekdays, a week with every kind of line: a level
    // of each subject, a step to work on, missed days, slips, badges.
    for (const kid of ['maya', 'leo']) {
      await liveAt(monday);
      // The parent signs in again: a child's sign-in on this browser ended the parent's session.
      await call({
        tag: 'user.connect',
        email,
        emailpassword: await prehashPassword(email, 'Sunny2day!'),
      });
      const weekdays = { schedule: 'mtwrf' };
      const handle = await addChild(call, {
        firstname: kid,
        lastname: 'reyes',
        grade: 4,
        schedules: {
          addition: weekdays,
          subtraction: weekdays,
          multiplication: weekdays,
          division: weekdays,
        },
        levels: { addition: 6, subtraction: 6, multiplication: 5, division: 5 },
      });
      const accountpassword = await prehashPassword(handle, '1234');
      for (let day = 0; day < 6; day++) {
        await liveAt(new Date(monday.getTime() + day * 86_400_000));
        await call({
          tag: 'student.connect',
          accountname: handle,
          accountpassword,
          timezone: 'UTC',
        });
        if (day === 2) continue; // Wednesday missed
        for (const [a, b] of SMALLER_FROM_LARGER.slice(0, 1 + (day % 2))) {
          const bug = 'smaller-from-larger';
          await reportBuggyAnswer(call, { bug, subject: 'subtraction', a: a + day, b, level: 6 });
        }
        for (const subject of SUBJECTS) {
          const wrong = subject === 'subtraction' ? 4 : day % 2;
          await call(await finishedWork(call, { subject, wrong }));
        }
      }
    }

    // Sunday: the parent logs in and prints both reports.
    await liveAt(sundayEvening);
    await page.context().clearCookies();
    await page.goto('/parent-login');
    await logInAsParent(page, email, 'Sunny2day!');
    await expect(page).toHaveURL(/parent-dashboard/);
    await page.goto('/report-cards');
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print Reports' }).click();
    await expect(page.getByRole('article', { name: 'Maya Reyes' })).toContainText(
      '4 of 5 scheduled days done',
    );
    await expect(page.getByRole('article', { name: 'Leo Reyes' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const format of ['Letter', 'A4']) {
      const pdf = await page.pdf({
        format,
        printBackground: true,
        path: `${SCREENS}/busy-week-${format}-${test.info().project.name}.pdf`,
      });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages, format).toHaveLength(2);
    }
  });
});
