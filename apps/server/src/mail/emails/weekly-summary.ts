import {
  displayName,
  type Language,
  type LocalDate,
  namesText,
  type WeekSummary,
} from '@mathsteps/domain';
import { button, type Html, html, languageOfReader, lines, type Reader } from '../html';
import { heading, paragraph, type WeeklyLinks, weeklyMessage, weekOpening } from '../layout';
import type { MailMessage } from '../mailer';

/**
 * The weekly summary e-mail (docs/product.md "What parents read"): per child, the week's
 * sentences of the domain's weekSummary with the links that act on them, and a way out.
 */

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

/** The weekly e-mail's own words, around the week's sentences. */
const WORDS = {
  en: {
    and: 'and',
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
  },
  es: {
    and: 'y',
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
  },
} satisfies Record<Language, unknown>;
type Words = (typeof WORDS)['en'];

/** "83 − 46" stays on one line on a phone. */
const keepSums = (line: string): Html[] =>
  line
    .split(/(\d+ [+−×÷] \d+)/)
    .map((part, index) =>
      index % 2 === 1 ? html`<span style="white-space:nowrap">${part}</span>` : html`${part}`,
    );

/** A section's lines; a line with a link (a named step's) ends with it. */
const list = (items: string[], howToHelp: string, links: (string | undefined)[] = []) =>
  html`<ul style="font-size:16px;line-height:1.5;padding-left:20px;margin:0">${items.map(
    (item, index) => {
      const link = links[index];
      const after = link
        ? html` <a href="${link}" style="color:#174c99;white-space:nowrap">${howToHelp}</a>`
        : html``;
      return html`<li style="margin:2px 0">${keepSums(item)}${after}</li>`;
    },
  )}</ul>`;

/** "This week / Going well / To work on / Next step" per child, as text and as HTML. */
function childSections(child: ChildWeek, days: string, words: Words) {
  const name = displayName(child.name);
  const { summary, links } = child;
  const sections: [string, string[], string[]?][] = [
    [words.thisWeek(days), summary.thisWeek],
    [words.goingWell, summary.goingWell],
    [words.toWorkOn, [...summary.steps, ...summary.toWorkOn], links.steps],
    [words.numberFacts, child.facts ? [child.facts] : []],
  ];
  const shown = sections.filter(([, items]) => items.length > 0);
  const actions: [string, string][] = [[words.seeReport(name), links.report]];
  if (links.help) actions.unshift([words.helpTonight(name), links.help]);
  if (links.practice) actions.unshift([words.startPractice(name), links.practice]);
  const text = [
    name,
    ...shown.map(
      ([title, items, stepLinks = []]) =>
        `${title}\n${items.map((item, index) => `- ${item}${stepLinks[index] ? `\n  ${words.howToHelp}: ${stepLinks[index]}` : ''}`).join('\n')}`,
    ),
    `${words.nextStep}\n${summary.nextStep.text}`,
    actions.map(([label, href]) => `${label}: ${href}`).join('\n'),
  ].join('\n\n');
  const markup = lines([
    heading(2, name),
    ...shown.map(
      ([title, items, stepLinks]) =>
        html`${heading(3, title)}${list(items, words.howToHelp, stepLinks)}`,
    ),
    heading(3, words.nextStep),
    paragraph(summary.nextStep.text),
    html`<p style="margin:0">${actions.map(([label, href], index) => button(href, label, index === 0))}</p>`,
  ]);
  return { text, html: markup };
}

export function weeklySummaryEmail(
  to: Reader,
  children: ChildWeek[],
  week: { from: LocalDate; to: LocalDate },
  links: WeeklyLinks,
): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  const { days, title, intro } = weekOpening(to, week, words);
  const names = namesText(
    children.map((child) => child.name),
    words.and,
  );
  const parts = children.map((child) => childSections(child, days, words));
  return weeklyMessage(to, {
    subject: names ? `${title}: ${names}` : title,
    title,
    intro,
    parts,
    links,
  });
}
