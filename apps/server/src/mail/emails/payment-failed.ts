import type { Language } from '@mathsteps/domain';
import { html, languageOfReader, type Reader } from '../html';
import { page, paragraph } from '../layout';
import type { MailMessage } from '../mailer';

/** A renewal the bank declined (Stripe's invoice.payment_failed): where to update the card. */

const WORDS: Record<
  Language,
  { title: string; hello: (name: string) => string; lines: string[]; billing: string }
> = {
  en: {
    title: 'Your MathSteps payment did not go through',
    hello: (name) => `Hello ${name},`,
    lines: [
      'We could not take the payment for your MathSteps Premium subscription. Your card may have expired, or the bank declined it.',
      'Your children can keep practicing while the payment is tried again. To update your payment method, open Manage Billing:',
    ],
    billing: 'Manage Billing',
  },
  es: {
    title: 'Tu pago de MathSteps no se pudo hacer',
    hello: (name) => `Hola, ${name}:`,
    lines: [
      'No pudimos cobrar tu suscripción a MathSteps Premium. Quizá tu tarjeta venció o el banco la rechazó.',
      'Tus hijos pueden seguir practicando mientras se vuelve a intentar el pago. Para cambiar tu forma de pago, abre Administrar facturación:',
    ],
    billing: 'Administrar facturación',
  },
};

export function paymentFailedEmail(to: Reader, billingLink: string): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  const said = [words.hello(to.firstname), ...words.lines];
  return {
    to: to.email,
    subject: words.title,
    text: [...said, billingLink].join('\n\n'),
    html: page(
      words.title,
      [...said.map(paragraph), paragraph(html`<a href="${billingLink}">${words.billing}</a>`)],
      language,
    ),
  };
}
