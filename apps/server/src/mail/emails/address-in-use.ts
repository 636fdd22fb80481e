import type { Language } from '@mathsteps/domain';
import { type LinkSentence, languageOfReader, linkSentence, type Reader } from '../html';
import { page, paragraph } from '../layout';
import type { MailMessage } from '../mailer';

/**
 * To the owner of an address another account asked to verify (a sign-up or an e-mail change
 * naming it, decision 0012): that account is not told, and gets no code.
 */

const WORDS: Record<
  Language,
  {
    title: string;
    hello: string;
    tried: string;
    ifYou: (loginUrl: string) => string;
    ifYouHtml: LinkSentence;
    ifNot: string;
  }
> = {
  en: {
    title: 'You already have a MathSteps account',
    hello: 'Hello,',
    tried:
      'Someone just tried to use this e-mail address for another MathSteps account. Your account keeps it: nothing has changed.',
    ifYou: (loginUrl) => `If it was you, you already have an account: log in at ${loginUrl}.`,
    ifYouHtml: ['If it was you, you already have an account: ', 'log in', '.'],
    ifNot: 'If it was not you, you can ignore this e-mail.',
  },
  es: {
    title: 'Ya tienes una cuenta de MathSteps',
    hello: 'Hola:',
    tried:
      'Alguien acaba de intentar usar este correo para otra cuenta de MathSteps. Tu cuenta lo conserva: no ha cambiado nada.',
    ifYou: (loginUrl) => `Si fuiste tú, ya tienes una cuenta: inicia sesión en ${loginUrl}.`,
    ifYouHtml: ['Si fuiste tú, ya tienes una cuenta: ', 'inicia sesión', '.'],
    ifNot: 'Si no fuiste tú, puedes ignorar este correo.',
  },
};

export function addressInUseEmail(
  to: Pick<Reader, 'email' | 'locale'>,
  loginUrl: string,
): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  return {
    to: to.email,
    subject: words.title,
    text: [words.hello, words.tried, words.ifYou(loginUrl), words.ifNot].join('\n\n'),
    html: page(
      words.title,
      [
        paragraph(words.hello),
        paragraph(words.tried),
        paragraph(linkSentence(words.ifYouHtml, loginUrl)),
        paragraph(words.ifNot),
      ],
      language,
    ),
  };
}
