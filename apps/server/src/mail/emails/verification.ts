import type { Language } from '@mathsteps/domain';
import {
  html,
  type LinkSentence,
  languageOfReader,
  linkSentence,
  localeOfReader,
  type Reader,
  type Sentence,
  sentenceHtml,
  sentenceText,
} from '../html';
import { page, paragraph } from '../layout';
import type { MailMessage } from '../mailer';

/** The code and the link that verify a parent's address (decision 0022). */

interface Account {
  firstname: string;
  lastname: string;
  /** When the sign-up was made, as the reader writes dates, in UTC. */
  made: string;
}

const WORDS: Record<
  Language,
  {
    title: string;
    subject: string;
    hello: (account: Account) => string;
    code: Sentence;
    link: string;
    linkHtml: LinkSentence;
    which: (account: Account) => string;
    ignore: string;
  }
> = {
  en: {
    title: 'Verify your e-mail address',
    subject: 'Your MathSteps verification code',
    hello: ({ firstname }) => `Hello ${firstname},`,
    code: ['Your verification code is ', '. Enter it on your dashboard within 10 minutes.'],
    link: 'Or open this link within 24 hours:',
    linkHtml: ['Or ', 'verify your address with this link', ' within 24 hours.'],
    which: ({ firstname, lastname, made }) =>
      `This is for the account ${firstname} ${lastname} made on ${made} (UTC).`,
    ignore: 'If you did not create a MathSteps account, you can ignore this e-mail.',
  },
  es: {
    title: 'Verifica tu correo electrónico',
    subject: 'Tu código de verificación de MathSteps',
    hello: ({ firstname }) => `Hola, ${firstname}:`,
    code: ['Tu código de verificación es ', '. Escríbelo en tu panel antes de 10 minutos.'],
    link: 'O abre este enlace antes de 24 horas:',
    linkHtml: ['O ', 'verifica tu dirección con este enlace', ' antes de 24 horas.'],
    which: ({ firstname, lastname, made }) =>
      `Es para la cuenta que ${firstname} ${lastname} creó el ${made} (UTC).`,
    ignore: 'Si no creaste una cuenta de MathSteps, puedes ignorar este correo.',
  },
};

export function verificationEmail(
  to: Reader & { lastname: string; createdAt: Date },
  code: string,
  link: string,
): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  // Which sign-up this is: several may name one address, and only its owner's is wanted. Said
  // as the reader writes dates ("November 22, 2026 at 10:00 AM"), in UTC: the account has no
  // time zone yet.
  const made = new Intl.DateTimeFormat(localeOfReader(to), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(to.createdAt);
  const account = { firstname: to.firstname, lastname: to.lastname, made };
  const shownCode = html`<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`;
  return {
    to: to.email,
    // The code stays out of the subject, which mail servers and our outbox line log.
    subject: words.subject,
    text: [
      words.hello(account),
      sentenceText(words.code, code),
      `${words.link} ${link}`,
      words.which(account),
      words.ignore,
    ].join('\n\n'),
    html: page(
      words.title,
      [
        paragraph(words.hello(account)),
        paragraph(sentenceHtml(words.code, shownCode)),
        paragraph(linkSentence(words.linkHtml, link)),
        paragraph(words.which(account)),
        paragraph(words.ignore),
      ],
      language,
    ),
  };
}
