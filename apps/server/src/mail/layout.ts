import { dayRangeText, displayName, type Language, type LocalDate } from '@mathsteps/domain';
import { type Html, html, languageOfReader, lines, localeOfReader, type Reader } from './html';
import type { MailMessage } from './mailer';

/**
 * The frame every e-mail shares (docs/product.md "Accounts"): a title, the paragraphs, our
 * closing line, all inline-styled for mail apps, nothing that needs an image to load. Each
 * e-mail (mail/emails/) says its words per language and builds its parts with `html`.
 */

/** The e-mail's closing line, under every message. */
const SIGNATURE: Record<Language, string> = {
  en: 'MathSteps: math, one step at a time.',
  es: 'MathSteps: matemáticas, paso a paso.',
};

export function page(title: string, parts: readonly Html[], language: Language = 'en'): string {
  return html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:12px;background:#f7f6f2;font-family:Arial,Helvetica,sans-serif;color:#1b2333">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:20px">
<h1 style="font-size:22px;margin:0 0 16px">${title}</h1>
${lines(parts)}
<p style="color:#5b6475;font-size:13px;margin-top:24px">${SIGNATURE[language]}</p>
</div></body></html>`.markup;
}

export const paragraph = (content: Html | string) =>
  html`<p style="font-size:16px;line-height:1.5">${content}</p>`;

/**
 * A notice of something done to the account (a password changed, the account deleted): the
 * greeting, what happened, and to reply at once if it was not the parent.
 */
const NOTICE_WORDS: Record<Language, { hello: (name: string) => string; notYou: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    notYou: 'If this was not you, contact us at once by replying to this e-mail.',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    notYou: 'Si no fuiste tú, escríbenos de inmediato respondiendo a este correo.',
  },
};

export function noticeEmail(
  to: { email: string; firstname: string },
  language: Language,
  words: { title: string; subject: string; happened: string },
): MailMessage {
  const said = [
    NOTICE_WORDS[language].hello(to.firstname),
    words.happened,
    NOTICE_WORDS[language].notYou,
  ];
  return {
    to: to.email,
    subject: words.subject,
    text: said.join('\n\n'),
    html: page(words.title, said.map(paragraph), language),
  };
}

/** A section's heading in a longer e-mail: a rule above a part (h2), or a smaller title (h3). */
export const heading = (level: 2 | 3, text: string) =>
  level === 2
    ? html`<h2 style="font-size:20px;margin:24px 0 4px;border-top:1px solid #e3e6ec;padding-top:16px">${text}</h2>`
    : html`<h3 style="font-size:16px;margin:14px 0 4px;color:#34405a">${text}</h3>`;

/**
 * A weekly e-mail's week as its reader writes dates ("Mar 2 – 8, 2026"), and the title and
 * greeting its words make of it.
 */
export function weekOpening(
  to: Reader,
  week: { from: LocalDate; to: LocalDate },
  words: { title: (days: string) => string; intro: (name: string, days: string) => string },
) {
  const days = dayRangeText(week.from, week.to, localeOfReader(to));
  return { days, title: words.title(days), intro: words.intro(displayName(to.firstname), days) };
}

/** A weekly e-mail's way out: a page to turn the e-mails off, and the mail app's one click. */
export interface WeeklyLinks {
  unsubscribe: string;
  oneClickUnsubscribe: string;
}

/** The weekly e-mails' way out, the same under each. */
const WEEKLY_FOOT: Record<Language, { stop: string; unsubscribe: string }> = {
  en: { stop: 'Do not want these e-mails any more? Turn them off:', unsubscribe: 'unsubscribe' },
  es: {
    stop: '¿Ya no quieres recibir estos correos? Desactívalos:',
    unsubscribe: 'darse de baja',
  },
};

/**
 * A weekly e-mail (a parent's summary, a teacher's class report): the greeting, its parts as
 * text and as HTML, and the way out at its foot, also as the mail app's own one-click
 * unsubscribe button (RFC 8058).
 */
export function weeklyMessage(
  to: Reader,
  message: {
    subject: string;
    title: string;
    intro: string;
    parts: readonly { text: string; html: Html }[];
    links: WeeklyLinks;
  },
): MailMessage {
  const { parts, links } = message;
  const language = languageOfReader(to);
  const foot = WEEKLY_FOOT[language];
  return {
    to: to.email,
    subject: message.subject,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      message.intro,
      ...parts.map((part) => part.text),
      `${foot.stop}\n${links.unsubscribe}`,
    ].join('\n\n'),
    html: page(
      message.title,
      [
        paragraph(message.intro),
        ...parts.map((part) => part.html),
        html`<p style="font-size:13px;color:#5b6475;margin-top:24px">${foot.stop} <a href="${links.unsubscribe}">${foot.unsubscribe}</a></p>`,
      ],
      language,
    ),
  };
}
