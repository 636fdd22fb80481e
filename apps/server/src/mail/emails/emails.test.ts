import type { LocalDate } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../mailer';
import { accountDeletedEmail } from './account-deleted';
import { addressInUseEmail } from './address-in-use';
import { contactEmail } from './contact';
import { passwordChangedEmail } from './password-changed';
import { passwordResetEmail } from './password-reset';
import { paymentFailedEmail } from './payment-failed';
import { verificationEmail } from './verification';
import { type ChildWeek, weeklySummaryEmail } from './weekly-summary';

/**
 * Every e-mail in both languages, and nothing anyone typed reaching the HTML as markup
 * (docs/decisions/0028-e-mail-templates.md). The words are read, not snapshotted.
 */

const WEEK = { from: '2026-11-16' as LocalDate, to: '2026-11-22' as LocalDate };
const LINKS = {
  unsubscribe: 'https://m.example/u?t=1',
  oneClickUnsubscribe: 'https://m.example/1',
};

/** A child's week, its sentences naming the child as the domain's do. */
const child = (name: string, link: string): ChildWeek => ({
  name,
  summary: {
    thisWeek: [`${name} did 3 of 4 days: 83 − 46 and more.`],
    goingWell: [`${name} is quick with 7 × 8.`],
    steps: [`${name} borrowed without taking one from the next column.`],
    toWorkOn: [],
    nextStep: { text: `Sit with ${name} for one problem.`, practice: null },
  },
  facts: `${name} knows 20 facts.`,
  links: { report: link, practice: link, help: link, steps: [link] },
});

/** Each e-mail for a reader, its words and its links as given. */
function everyEmail(reader: { firstname: string; locale: string | null }, link: string) {
  const to = { ...reader, email: 'dana@example.com', lastname: reader.firstname };
  return {
    verification: verificationEmail(
      { ...to, createdAt: new Date('2026-11-22T10:00:00Z') },
      '12345678',
      link,
    ),
    addressInUse: addressInUseEmail(to, link),
    passwordReset: passwordResetEmail(to, link),
    passwordChanged: passwordChangedEmail(to),
    accountDeleted: accountDeletedEmail(to),
    paymentFailed: paymentFailedEmail(to, link),
    weeklySummary: weeklySummaryEmail(to, [child(reader.firstname, link)], WEEK, {
      ...LINKS,
      unsubscribe: link,
    }),
  } satisfies Record<string, MailMessage>;
}

const english = everyEmail({ firstname: 'Dana', locale: 'en-US' }, 'https://m.example/l');
const spanish = everyEmail({ firstname: 'Lucía', locale: 'es-419' }, 'https://m.example/l');

describe('each e-mail in the reader’s language', () => {
  it.each([
    ['verification', 'Your MathSteps verification code', 'Tu código de verificación de MathSteps'],
    ['addressInUse', 'You already have a MathSteps account', 'Ya tienes una cuenta de MathSteps'],
    ['passwordReset', 'Set a new MathSteps password', 'Elige una contraseña nueva de MathSteps'],
    ['passwordChanged', 'Your MathSteps password was changed', 'Tu contraseña de MathSteps cambió'],
    ['accountDeleted', 'Your MathSteps account was deleted', 'Se eliminó tu cuenta de MathSteps'],
    [
      'paymentFailed',
      'Your MathSteps payment did not go through',
      'Tu pago de MathSteps no se pudo hacer',
    ],
    ['weeklySummary', 'Your MathSteps week', 'Tu semana en MathSteps'],
  ] as const)('%s: English %j, Spanish %j', (email, inEnglish, inSpanish) => {
    expect(english[email].subject).toContain(inEnglish);
    expect(spanish[email].subject).toContain(inSpanish);
    expect(english[email].html).toContain('<html lang="en">');
    expect(spanish[email].html).toContain('<html lang="es">');
    expect(spanish[email].html).toContain('MathSteps: matemáticas, paso a paso.');
    // The plain-text part says what the HTML says, without markup.
    expect(spanish[email].text).not.toMatch(/<[a-z]/);
  });

  it('greets by name and gives the link in both parts', () => {
    for (const email of [spanish.passwordReset, spanish.verification, spanish.paymentFailed]) {
      expect(email.text).toContain('Hola, Lucía:');
      expect(email.text).toContain('https://m.example/l');
      expect(email.html).toContain('href="https://m.example/l"');
    }
    expect(english.verification.text).toContain('Your verification code is 12345678.');
    expect(spanish.verification.html).toContain('letter-spacing:4px">12345678</strong>');
    expect(spanish.addressInUse.html).toContain('<a href="https://m.example/l">inicia sesión</a>');
    expect(english.passwordChanged.text).toContain('contact us at once by replying');
    expect(spanish.accountDeleted.text).toContain('escríbenos de inmediato');
  });

  it('an account without a language of its own reads English', () => {
    const none = everyEmail({ firstname: 'Sam', locale: null }, 'https://m.example/l');
    expect(none.passwordReset.text).toContain('Hello Sam,');
  });
});

describe('nothing typed reaches the HTML as markup', () => {
  const hostile = `<img src=x onerror="alert(1)">'&`;
  const link = `https://m.example/x?a=1&b="><script>alert(1)</script>`;
  const emails = {
    ...everyEmail({ firstname: hostile, locale: 'en-US' }, link),
    ...Object.fromEntries(
      Object.entries(everyEmail({ firstname: hostile, locale: 'es-ES' }, link)).map(
        ([name, email]) => [`${name} (es)`, email],
      ),
    ),
    contact: contactEmail(
      'support@example.com',
      { email: 'dana@example.com', firstname: hostile, lastname: hostile },
      hostile,
      `Hello\n${hostile}`,
    ),
  };

  it.each(Object.entries(emails))('%s', (_, email) => {
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('onerror="');
    // Said, escaped, where it was put: the text part as it was typed.
    expect(email.html).toMatch(/&#60;(img|script)/);
  });

  it('keeps what was typed in the text part as it was typed', () => {
    expect(emails.contact.text).toContain(hostile);
    expect(emails.passwordReset.text).toContain(`Hello ${hostile},`);
  });
});
