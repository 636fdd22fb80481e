import type { Language } from '@mathsteps/domain';
import { type LinkSentence, languageOfReader, linkSentence, type Reader } from '../html';
import { page, paragraph } from '../layout';
import type { MailMessage } from '../mailer';

/** "Forgot password?": the single-use link, for an hour (decision 0023). */

const WORDS: Record<
  Language,
  {
    title: string;
    subject: string;
    hello: (name: string) => string;
    asked: string;
    ifYou: (link: string) => string;
    ifYouHtml: LinkSentence;
    once: string;
  }
> = {
  en: {
    title: 'Set a new password',
    subject: 'Set a new MathSteps password',
    hello: (name) => `Hello ${name},`,
    asked: 'Someone asked to set a new password for the MathSteps account of this e-mail address.',
    ifYou: (link) =>
      `If it was you, open this link within an hour to choose a new password: ${link}`,
    ifYouHtml: ['If it was you, ', 'choose a new password with this link', ' within an hour.'],
    once: 'The link works once. If you did not ask, you can ignore this e-mail: your password stays as it is.',
  },
  es: {
    title: 'Elige una contraseña nueva',
    subject: 'Elige una contraseña nueva de MathSteps',
    hello: (name) => `Hola, ${name}:`,
    asked: 'Alguien pidió elegir una contraseña nueva para la cuenta de MathSteps de este correo.',
    ifYou: (link) =>
      `Si fuiste tú, abre este enlace antes de una hora para elegir una contraseña nueva: ${link}`,
    ifYouHtml: [
      'Si fuiste tú, ',
      'elige una contraseña nueva con este enlace',
      ' antes de una hora.',
    ],
    once: 'El enlace sirve una sola vez. Si no lo pediste, puedes ignorar este correo: tu contraseña sigue igual.',
  },
};

export function passwordResetEmail(to: Reader, link: string): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  return {
    to: to.email,
    // The link stays out of the subject, which mail servers and our outbox line log.
    subject: words.subject,
    text: [words.hello(to.firstname), words.asked, words.ifYou(link), words.once].join('\n\n'),
    html: page(
      words.title,
      [
        paragraph(words.hello(to.firstname)),
        paragraph(words.asked),
        paragraph(linkSentence(words.ifYouHtml, link)),
        paragraph(words.once),
      ],
      language,
    ),
  };
}
