import {
  dayRangeText,
  displayName,
  type LocalDate,
  namesText,
  type WeekSummary,
} from '@mathsteps/domain';
import type { MailMessage } from './mailer';

/**
 * The texts of our e-mails (docs/product.md "Accounts"). Each has an HTML part and a plain-text part
 * that says everything without the HTML, and nothing depends on images loading.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:12px;background:#f7f6f2;font-family:Arial,Helvetica,sans-serif;color:#1b2333">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:20px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
<p style="color:#5b6475;font-size:13px;margin-top:24px">MathSteps: math, one step at a time.</p>
</div></body></html>`;
}

const p = (html: string) => `<p style="font-size:16px;line-height:1.5">${html}</p>`;

export function verificationEmail(
  to: { email: string; firstname: string; lastname: string; createdAt: Date },
  code: string,
  link: string,
): MailMessage {
  const title = 'Verify your e-mail address';
  // Which sign-up this is: several may name one address, and only its owner's is wanted.
  const made = to.createdAt.toISOString().slice(0, 16).replace('T', ' at ');
  const which = `This is for the account ${to.firstname} ${to.lastname} made on ${made} (UTC).`;
  return {
    to: to.email,
    // The code stays out of the subject, which mail servers and our outbox line log.
    subject: 'Your MathSteps verification code',
    text: [
      `Hello ${to.firstname},`,
      '',
      `Your verification code is ${code}. Enter it on your dashboard within 10 minutes.`,
      '',
      `Or open this link within 24 hours: ${link}`,
      '',
      which,
      '',
      'If you did not create a MathSteps account, you can ignore this e-mail.',
    ].join('\n'),
    html: page(title, [
      p(`Hello ${escapeHtml(to.firstname)},`),
      p(
        `Your verification code is <strong style="font-size:24px;letter-spacing:4px">${code}</strong>. Enter it on your dashboard within 10 minutes.`,
      ),
      p(`Or <a href="${escapeHtml(link)}">verify your address with this link</a> within 24 hours.`),
      p(escapeHtml(which)),
      p('If you did not create a MathSteps account, you can ignore this e-mail.'),
    ]),
  };
}

/**
 * To the owner of an address another account asked to verify (a sign-up or an e-mail change
 * naming it, decision 0012): that account is not told, and gets no code.
 */
export function addressInUseEmail(to: string, loginUrl: string): MailMessage {
  const title = 'You already have a MathSteps account';
  const lines = [
    'Hello,',
    'Someone just tried to use this e-mail address for another MathSteps account. Your account keeps it: nothing has changed.',
    `If it was you, you already have an account: log in at ${loginUrl}.`,
    'If it was not you, you can ignore this e-mail.',
  ];
  return {
    to,
    subject: 'You already have a MathSteps account',
    text: lines.join('\n\n'),
    html: page(title, [
      p(lines[0]!),
      p(lines[1]!),
      p(
        `If it was you, you already have an account: <a href="${escapeHtml(loginUrl)}">log in</a>.`,
      ),
      p(lines[3]!),
    ]),
  };
}

/** "Forgot password?": the single-use link, for an hour. */
export function passwordResetEmail(
  to: { email: string; firstname: string },
  link: string,
): MailMessage {
  const title = 'Set a new password';
  const lines = [
    `Hello ${to.firstname},`,
    'Someone asked to set a new password for the MathSteps account of this e-mail address.',
    `If it was you, open this link within an hour to choose a new password: ${link}`,
    'The link works once. If you did not ask, you can ignore this e-mail: your password stays as it is.',
  ];
  return {
    to: to.email,
    // The link stays out of the subject, which mail servers and our outbox line log.
    subject: 'Set a new MathSteps password',
    text: lines.join('\n\n'),
    html: page(title, [
      p(escapeHtml(lines[0]!)),
      p(escapeHtml(lines[1]!)),
      p(
        `If it was you, <a href="${escapeHtml(link)}">choose a new password with this link</a> within an hour.`,
      ),
      p(escapeHtml(lines[3]!)),
    ]),
  };
}

export function passwordChangedEmail(to: { email: string; firstname: string }): MailMessage {
  return noticeEmail(to, 'Your password was changed', 'Your MathSteps password was changed', [
    'The password of your MathSteps account was just changed, and every other device was signed out.',
  ]);
}

/**
 * A notice of something done to the account (a password changed, the account deleted): the
 * greeting, what happened, and to reply at once if it was not the parent.
 */
function noticeEmail(
  to: { email: string; firstname: string },
  title: string,
  subject: string,
  happened: string[],
): MailMessage {
  const lines = [
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
    ),
  };
}

/** After an account was deleted: what went, and that nothing more will be billed. */
export function accountDeletedEmail(to: { email: string; firstname: string }): MailMessage {
  const title = 'Your MathSteps account was deleted';
  return noticeEmail(to, title, title, [
    "Your MathSteps account was just deleted, with your children's accounts and all of their work. Any subscription was cancelled: nothing more will be charged.",
  ]);
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

export function paymentFailedEmail(
  to: { email: string; firstname: string },
  billingLink: string,
): MailMessage {
  const title = 'Your MathSteps payment did not go through';
  const lines = [
    `Hello ${to.firstname},`,
    'We could not take the payment for your MathSteps Premium subscription. Your card may have expired, or the bank declined it.',
    'Your children can keep practicing while the payment is tried again. To update your payment method, open Manage Billing:',
  ];
  return {
    to: to.email,
    subject: title,
    text: [...lines, billingLink].join('\n\n'),
    html: page(title, [
      ...lines.map((line) => p(escapeHtml(line))),
      p(`<a href="${escapeHtml(billingLink)}">Manage Billing</a>`),
    ]),
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
/** Said after a named step's line, linking to its Help tonight page. */
const HOW_TO_HELP = 'How to help tonight';
/** A section's lines; a line with a link (a named step's) ends with it. */
const list = (lines: string[], links: (string | undefined)[] = []) =>
  `<ul style="font-size:16px;line-height:1.5;padding-left:20px;margin:0">${lines
    .map((line, index) => {
      const link = links[index];
      const after = link
        ? ` <a href="${escapeHtml(link)}" style="color:#174c99;white-space:nowrap">${HOW_TO_HELP}</a>`
        : '';
      return `<li style="margin:2px 0">${keepSums(escapeHtml(line))}${after}</li>`;
    })
    .join('')}</ul>`;
const button = (href: string, label: string, primary: boolean) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:8px 8px 0 0;padding:10px 16px;border-radius:8px;font-size:16px;font-weight:bold;text-decoration:none;${primary ? 'background:#1d5fbf;color:#ffffff' : 'background:#eaf1fb;color:#174c99'}">${escapeHtml(label)}</a>`;

/** "This week / Going well / To work on / Next step" per child, as text and as HTML. */
function childSections(child: ChildWeek, days: string) {
  const name = displayName(child.name);
  const { summary, links } = child;
  const sections: [string, string[], string[]?][] = [
    [`This week (${days})`, summary.thisWeek],
    ['Going well', summary.goingWell],
    ['To work on', [...summary.steps, ...summary.toWorkOn], links.steps],
    ['Number facts', child.facts ? [child.facts] : []],
  ];
  const shown = sections.filter(([, lines]) => lines.length > 0);
  const actions: [string, string][] = [[`See ${name}'s report`, links.report]];
  if (links.help) actions.unshift([`Help ${name} tonight`, links.help]);
  if (links.practice) actions.unshift([`Start ${name}'s practice`, links.practice]);
  const text = [
    name,
    ...shown.map(
      ([title, lines, stepLinks = []]) =>
        `${title}\n${lines.map((line, index) => `- ${line}${stepLinks[index] ? `\n  ${HOW_TO_HELP}: ${stepLinks[index]}` : ''}`).join('\n')}`,
    ),
    `Next step\n${summary.nextStep.text}`,
    actions.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n\n');
  const html = [
    h(2, name),
    ...shown.map(([title, lines, stepLinks]) => h(3, title) + list(lines, stepLinks)),
    h(3, 'Next step'),
    p(escapeHtml(summary.nextStep.text)),
    `<p style="margin:0">${actions.map(([label, href], index) => button(href, label, index === 0)).join('')}</p>`,
  ].join('\n');
  return { text, html };
}

export function weeklySummaryEmail(
  to: { email: string; firstname: string },
  children: ChildWeek[],
  week: { from: LocalDate; to: LocalDate },
  links: { unsubscribe: string; oneClickUnsubscribe: string },
): MailMessage {
  const days = dayRangeText(week.from, week.to);
  const title = `Your MathSteps week, ${days}`;
  const names = namesText(children.map((child) => child.name));
  const intro = `Hello ${displayName(to.firstname)}, here is how the week of ${days} went.`;
  const stop = 'Do not want these e-mails any more? Turn them off:';
  const parts = children.map((child) => childSections(child, days));
  return {
    to: to.email,
    subject: names ? `${title}: ${names}` : title,
    // One-click unsubscribe from the mail app's own button (RFC 8058).
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [intro, ...parts.map((part) => part.text), `${stop}\n${links.unsubscribe}`].join('\n\n'),
    html: page(title, [
      p(escapeHtml(intro)),
      ...parts.map((part) => part.html),
      `<p style="font-size:13px;color:#5b6475;margin-top:24px">${escapeHtml(stop)} <a href="${escapeHtml(links.unsubscribe)}">unsubscribe</a></p>`,
    ]),
  };
}
