import type { Language } from '@mathsteps/domain';
import { languageOfReader, type Reader } from '../html';
import { noticeEmail } from '../layout';
import type { MailMessage } from '../mailer';

/** After the password changed: every other device was signed out (decision 0023). */

const WORDS: Record<Language, { title: string; subject: string; happened: string }> = {
  en: {
    title: 'Your password was changed',
    subject: 'Your MathSteps password was changed',
    happened:
      'The password of your MathSteps account was just changed, and every other device was signed out.',
  },
  es: {
    title: 'Tu contraseña cambió',
    subject: 'Tu contraseña de MathSteps cambió',
    happened:
      'La contraseña de tu cuenta de MathSteps acaba de cambiar, y se cerró la sesión en todos los demás dispositivos.',
  },
};

export function passwordChangedEmail(to: Reader): MailMessage {
  const language = languageOfReader(to);
  return noticeEmail(to, language, WORDS[language]);
}
