import {
  dayRangeText,
  displayName,
  isLocale,
  type Language,
  type LocalDate,
  languageOf,
  namesText,
  type WeekSummary,
} from '@mathsteps/domain';
import type { MailMessage } from './mailer';

/**
 * The texts of our e-mails (docs/product.md "Accounts"). Each has an HTML part and a plain-text part
 * that says everything without the HTML, and nothing depends on images loading. The account's
 * e-mails are written in the parent's language (docs/languages.md): each says its words in
 * English and in Spanish side by side, so that TypeScript sees both said.
 */

/** Someone an e-mail goes to, with the language chosen for the account (none: English). */
interface Reader {
  email: string;
  firstname: string;
  locale?: string | null;
}

const languageOfReader = (to: Pick<Reader, 'locale'>): Language =>
  isLocale(to.locale) ? languageOf(to.locale) : 'en';

/** The e-mail's closing line, under every message. */
const SIGNATURE: Record<Language, string> = {
  en: 'MathSteps: math, one step at a time.',
  es: 'MathSteps: matemáticas, paso a paso.',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, paragraphs: string[], language: Language = 'en'): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:12px;background:#f7f6f2;font-family:Arial,Helvetica,sans-serif;color:#1b2333">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:20px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
<p style="color:#5b6475;font-size:13px;margin-top:24px">${SIGNATURE[language]}</p>
</div></body></html>`;
}

const p = (html: string) => `<p style="font-size:16px;line-height:1.5">${html}</p>`;

export function verificationEmail(
  to: Reader & { lastname: string; createdAt: Date },
  code: string,
  link: string,
): MailMessage {
  const language = languageOfReader(to);
  // Which sign-up this is: several may name one address, and only its owner's is wanted. Said
  // as the reader writes dates ("November 22, 2026 at 10:00 AM"), in UTC: the account has no
  // time zone yet.
  const made = new Intl.DateTimeFormat(isLocale(to.locale) ? to.locale : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(to.createdAt);
  const words = {
    en: {
      title: 'Verify your e-mail address',
      subject: 'Your MathSteps verification code',
      hello: `Hello ${to.firstname},`,
      code: (shown: string) =>
        `Your verification code is ${shown}. Enter it on your dashboard within 10 minutes.`,
      link: 'Or open this link within 24 hours:',
      linkHtml: (href: string) =>
        `Or <a href="${href}">verify your address with this link</a> within 24 hours.`,
      which: `This is for the account ${to.firstname} ${to.lastname} made on ${made} (UTC).`,
      ignore: 'If you did not create a MathSteps account, you can ignore this e-mail.',
    },
    es: {
      title: 'Verifica tu correo electrónico',
      subject: 'Tu código de verificación de MathSteps',
      hello: `Hola, ${to.firstname}:`,
      code: (shown: string) =>
        `Tu código de verificación es ${shown}. Escríbelo en tu panel antes de 10 minutos.`,
      link: 'O abre este enlace antes de 24 horas:',
      linkHtml: (href: string) =>
        `O <a href="${href}">verifica tu dirección con este enlace</a> antes de 24 horas.`,
      which: `Es para la cuenta que ${to.firstname} ${to.lastname} creó el ${made} (UTC).`,
      ignore: 'Si no creaste una cuenta de MathSteps, puedes ignorar este correo.',
    },
  }[language];
  return {
    to: to.email,
    // The code stays out of the subject, which mail servers and our outbox line log.
    subject: words.subject,
    text: [
      words.hello,
      '',
      words.code(code),
      '',
      `${words.link} ${link}`,
      '',
      words.which,
      '',
      words.ignore,
    ].join('\n'),
    html: page(
      words.title,
      [
        p(escapeHtml(words.hello)),
        p(words.code(`<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)),
        p(words.linkHtml(escapeHtml(link))),
        p(escapeHtml(words.which)),
        p(words.ignore),
      ],
      language,
    ),
  };
}

/**
 * To the owner of an address another account asked to verify (a sign-up or an e-mail change
 * naming it, decision 0012): that account is not told, and gets no code.
 */
export function addressInUseEmail(
  to: Pick<Reader, 'email' | 'locale'>,
  loginUrl: string,
): MailMessage {
  const language = languageOfReader(to);
  const words = {
    en: {
      title: 'You already have a MathSteps account',
      lines: [
        'Hello,',
        'Someone just tried to use this e-mail address for another MathSteps account. Your account keeps it: nothing has changed.',
        `If it was you, you already have an account: log in at ${loginUrl}.`,
        'If it was not you, you can ignore this e-mail.',
      ],
      linkHtml: (href: string) =>
        `If it was you, you already have an account: <a href="${href}">log in</a>.`,
    },
    es: {
      title: 'Ya tienes una cuenta de MathSteps',
      lines: [
        'Hola:',
        'Alguien acaba de intentar usar este correo para otra cuenta de MathSteps. Tu cuenta lo conserva: no ha cambiado nada.',
        `Si fuiste tú, ya tienes una cuenta: inicia sesión en ${loginUrl}.`,
        'Si no fuiste tú, puedes ignorar este correo.',
      ],
      linkHtml: (href: string) =>
        `Si fuiste tú, ya tienes una cuenta: <a href="${href}">inicia sesión</a>.`,
    },
  }[language];
  const { lines } = words;
  return {
    to: to.email,
    subject: words.title,
    text: lines.join('\n\n'),
    html: page(
      words.title,
      [p(lines[0]!), p(lines[1]!), p(words.linkHtml(escapeHtml(loginUrl))), p(lines[3]!)],
      language,
    ),
  };
}

/** "Forgot password?": the single-use link, for an hour. */
export function passwordResetEmail(to: Reader, link: string): MailMessage {
  const language = languageOfReader(to);
  const words = {
    en: {
      title: 'Set a new password',
      subject: 'Set a new MathSteps password',
      lines: [
        `Hello ${to.firstname},`,
        'Someone asked to set a new password for the MathSteps account of this e-mail address.',
        `If it was you, open this link within an hour to choose a new password: ${link}`,
        'The link works once. If you did not ask, you can ignore this e-mail: your password stays as it is.',
      ],
      linkHtml: (href: string) =>
        `If it was you, <a href="${href}">choose a new password with this link</a> within an hour.`,
    },
    es: {
      title: 'Elige una contraseña nueva',
      subject: 'Elige una contraseña nueva de MathSteps',
      lines: [
        `Hola, ${to.firstname}:`,
        'Alguien pidió elegir una contraseña nueva para la cuenta de MathSteps de este correo.',
        `Si fuiste tú, abre este enlace antes de una hora para elegir una contraseña nueva: ${link}`,
        'El enlace sirve una sola vez. Si no lo pediste, puedes ignorar este correo: tu contraseña sigue igual.',
      ],
      linkHtml: (href: string) =>
        `Si fuiste tú, <a href="${href}">elige una contraseña nueva con este enlace</a> antes de una hora.`,
    },
  }[language];
  const { lines } = words;
  return {
    to: to.email,
    // The link stays out of the subject, which mail servers and our outbox line log.
    subject: words.subject,
    text: lines.join('\n\n'),
    html: page(
      words.title,
      [
        p(escapeHtml(lines[0]!)),
        p(escapeHtml(lines[1]!)),
        p(words.linkHtml(escapeHtml(link))),
        p(escapeHtml(lines[3]!)),
      ],
      language,
    ),
  };
}

export function passwordChangedEmail(to: Reader): MailMessage {
  const words = {
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
  }[languageOfReader(to)];
  return noticeEmail(to, words.title, words.subject, [words.happened]);
}

/**
 * A notice of something done to the account (a password changed, the account deleted): the
 * greeting, what happened, and to reply at once if it was not the parent.
 */
function noticeEmail(to: Reader, title: string, subject: string, happened: string[]): MailMessage {
  const language = languageOfReader(to);
  const lines =
    language === 'es'
      ? [
          `Hola, ${to.firstname}:`,
          ...happened,
          'Si no fuiste tú, escríbenos de inmediato respondiendo a este correo.',
        ]
      : [
          `Hello ${to.firstname},`,
          ...happened,
          'If this was not you, contact us at once by replying to this e-mail.',
        ];
  return {
    to: to.email,
    subject,
    text: lines.join('\n\n'),
    html: page(
      title,
      lines.map((line) => p(escapeHtml(line))),
      language,
    ),
  };
}

/** After an account was deleted: what went, and that nothing more will be billed. */
export function accountDeletedEmail(to: Reader): MailMessage {
  const words = {
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
  }[languageOfReader(to)];
  return noticeEmail(to, words.title, words.title, [words.happened]);
}

export function contactEmail(
  support: string,
  from: { email: string; firstname: string; lastname: string },
  reason: string,
  body: string,
): MailMessage {
  const who = `${from.firstname} ${from.lastname} <${from.email}>`;
  return {
    to: support,
    replyTo: from.email,
    subject: `Contact: ${reason}`,
    text: `From: ${who}\nReason: ${reason}\n\n${body}`,
    html: page(`Contact: ${reason}`, [
      p(`From: ${escapeHtml(who)}`),
      p(`Reason: ${escapeHtml(reason)}`),
      `<div style="white-space:pre-wrap;font-size:16px;line-height:1.5;border-left:4px solid #dbe4f3;padding-left:12px">${escapeHtml(body)}</div>`,
    ]),
  };
}

export function paymentFailedEmail(to: Reader, billingLink: string): MailMessage {
  const language = languageOfReader(to);
  const words = {
    en: {
      title: 'Your MathSteps payment did not go through',
      lines: [
        `Hello ${to.firstname},`,
        'We could not take the payment for your MathSteps Premium subscription. Your card may have expired, or the bank declined it.',
        'Your children can keep practicing while the payment is tried again. To update your payment method, open Manage Billing:',
      ],
      billing: 'Manage Billing',
    },
    es: {
      title: 'Tu pago de MathSteps no se pudo hacer',
      lines: [
        `Hola, ${to.firstname}:`,
        'No pudimos cobrar tu suscripción a MathSteps Premium. Quizá tu tarjeta venció o el banco la rechazó.',
        'Tus hijos pueden seguir practicando mientras se vuelve a intentar el pago. Para cambiar tu forma de pago, abre Administrar facturación:',
      ],
      billing: 'Administrar facturación',
    },
  }[language];
  return {
    to: to.email,
    subject: words.title,
    text: [...words.lines, billingLink].join('\n\n'),
    html: page(
      words.title,
      [
        ...words.lines.map((line) => p(escapeHtml(line))),
        p(`<a href="${escapeHtml(billingLink)}">${words.billing}</a>`),
      ],
      language,
    ),
  };
}

/** One child's part of the weekly e-mail: the week summary and the links that act on it. */
export interface ChildWeek {
  name: string;
  summary: WeekSummary;
  /** The line on number facts, once the child has met some. */
  facts: string | null;
  /**
   * `help`: the Help tonight page of the step the next step names (docs/help-tonight.md);
   * `steps`: each named step's page, in the order of `summary.steps`.
   */
  links: { report: string; practice: string | null; help: string | null; steps: string[] };
}

const h = (level: 2 | 3, text: string) =>
  level === 2
    ? `<h2 style="font-size:20px;margin:24px 0 4px;border-top:1px solid #e3e6ec;padding-top:16px">${escapeHtml(text)}</h2>`
    : `<h3 style="font-size:16px;margin:14px 0 4px;color:#34405a">${escapeHtml(text)}</h3>`;
/** "83 − 46" stays on one line on a phone. */
const keepSums = (html: string) =>
  html.replace(/\d+ [+−×÷] \d+/g, (sum) => `<span style="white-space:nowrap">${sum}</span>`);
/** The weekly e-mail's own words, around the week's sentences (the domain's weekSummary). */
const WEEKLY_WORDS = {
  en: {
    howToHelp: 'How to help tonight',
    thisWeek: (days: string) => `This week (${days})`,
    goingWell: 'Going well',
    toWorkOn: 'To work on',
    numberFacts: 'Number facts',
    nextStep: 'Next step',
    seeReport: (name: string) => `See ${name}'s report`,
    helpTonight: (name: string) => `Help ${name} tonight`,
    startPractice: (name: string) => `Start ${name}'s practice`,
    title: (days: string) => `Your MathSteps week, ${days}`,
    intro: (name: string, days: string) => `Hello ${name}, here is how the week of ${days} went.`,
    stop: 'Do not want these e-mails any more? Turn them off:',
    unsubscribe: 'unsubscribe',
  },
  es: {
    howToHelp: 'Cómo ayudar esta noche',
    thisWeek: (days: string) => `Esta semana (${days})`,
    goingWell: 'Lo que va bien',
    toWorkOn: 'Por trabajar',
    numberFacts: 'Operaciones básicas',
    nextStep: 'Siguiente paso',
    seeReport: (name: string) => `Ver el boletín de ${name}`,
    helpTonight: (name: string) => `Ayudar a ${name} esta noche`,
    startPractice: (name: string) => `Empezar la práctica de ${name}`,
    title: (days: string) => `Tu semana en MathSteps, ${days}`,
    intro: (name: string, days: string) => `Hola, ${name}: así fue la semana ${days}.`,
    stop: '¿Ya no quieres recibir estos correos? Desactívalos:',
    unsubscribe: 'darse de baja',
  },
} satisfies Record<Language, unknown>;
type WeeklyWords = (typeof WEEKLY_WORDS)['en'];

/** A section's lines; a line with a link (a named step's) ends with it. */
const list = (lines: string[], howToHelp: string, links: (string | undefined)[] = []) =>
  `<ul style="font-size:16px;line-height:1.5;padding-left:20px;margin:0">${lines
    .map((line, index) => {
      const link = links[index];
      const after = link
        ? ` <a href="${escapeHtml(link)}" style="color:#174c99;white-space:nowrap">${howToHelp}</a>`
        : '';
      return `<li style="margin:2px 0">${keepSums(escapeHtml(line))}${after}</li>`;
    })
    .join('')}</ul>`;
const button = (href: string, label: string, primary: boolean) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:8px 8px 0 0;padding:10px 16px;border-radius:8px;font-size:16px;font-weight:bold;text-decoration:none;${primary ? 'background:#1d5fbf;color:#ffffff' : 'background:#eaf1fb;color:#174c99'}">${escapeHtml(label)}</a>`;

/** "This week / Going well / To work on / Next step" per child, as text and as HTML. */
function childSections(child: ChildWeek, days: string, words: WeeklyWords) {
  const name = displayName(child.name);
  const { summary, links } = child;
  const sections: [string, string[], string[]?][] = [
    [words.thisWeek(days), summary.thisWeek],
    [words.goingWell, summary.goingWell],
    [words.toWorkOn, [...summary.steps, ...summary.toWorkOn], links.steps],
    [words.numberFacts, child.facts ? [child.facts] : []],
  ];
  const shown = sections.filter(([, lines]) => lines.length > 0);
  const actions: [string, string][] = [[words.seeReport(name), links.report]];
  if (links.help) actions.unshift([words.helpTonight(name), links.help]);
  if (links.practice) actions.unshift([words.startPractice(name), links.practice]);
  const text = [
    name,
    ...shown.map(
      ([title, lines, stepLinks = []]) =>
        `${title}\n${lines.map((line, index) => `- ${line}${stepLinks[index] ? `\n  ${words.howToHelp}: ${stepLinks[index]}` : ''}`).join('\n')}`,
    ),
    `${words.nextStep}\n${summary.nextStep.text}`,
    actions.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n\n');
  const html = [
    h(2, name),
    ...shown.map(
      ([title, lines, stepLinks]) => h(3, title) + list(lines, words.howToHelp, stepLinks),
    ),
    h(3, words.nextStep),
    p(escapeHtml(summary.nextStep.text)),
    `<p style="margin:0">${actions.map(([label, href], index) => button(href, label, index === 0)).join('')}</p>`,
  ].join('\n');
  return { text, html };
}

export function weeklySummaryEmail(
  to: Reader,
  children: ChildWeek[],
  week: { from: LocalDate; to: LocalDate },
  links: { unsubscribe: string; oneClickUnsubscribe: string },
): MailMessage {
  const language = languageOfReader(to);
  const words = WEEKLY_WORDS[language];
  const days = dayRangeText(week.from, week.to, isLocale(to.locale) ? to.locale : 'en-US');
  const title = words.title(days);
  const names = namesText(
    children.map((child) => child.name),
    language === 'es' ? 'y' : 'and',
  );
  const intro = words.intro(displayName(to.firstname), days);
  const stop = words.stop;
  const parts = children.map((child) => childSections(child, days, words));
  return {
    to: to.email,
    subject: names ? `${title}: ${names}` : title,
    // One-click unsubscribe from the mail app's own button (RFC 8058).
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [intro, ...parts.map((part) => part.text), `${stop}\n${links.unsubscribe}`].join('\n\n'),
    html: page(
      title,
      [
        p(escapeHtml(intro)),
        ...parts.map((part) => part.html),
        `<p style="font-size:13px;color:#5b6475;margin-top:24px">${escapeHtml(stop)} <a href="${escapeHtml(links.unsubscribe)}">${words.unsubscribe}</a></p>`,
      ],
      language,
    ),
  };
}
