import type { Language } from '@mathsteps/domain';
import { languageOfReader, type Reader } from '../html';
import { noticeEmail } from '../layout';
import type { MailMessage } from '../mailer';

/** After an account was deleted: what went, and that nothing more will be billed. */

const WORDS: Record<Language, { title: string; happened: string }> = {
  en: {
    title: 'Your MathSteps account was deleted',
    happened:
      "Your MathSteps account was just deleted, with your children's accounts and all of their work. Any subscription was cancelled: nothing more will be charged.",
  },
  es: {
    title: 'Se eliminó tu cuenta de MathSteps',
    happened:
      'Tu cuenta de MathSteps acaba de eliminarse, con las cuentas de tus hijos y todo su trabajo. Toda suscripción se canceló: no se cobrará nada más.',
  },
};

export function accountDeletedEmail(to: Reader): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  return noticeEmail(to, language, { ...words, subject: words.title });
}
