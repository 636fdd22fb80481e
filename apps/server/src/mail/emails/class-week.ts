import {
  type ClassWeek,
  type Language,
  type LocalDate,
  misconceptionText,
  type PupilWord,
  pupilName,
  SIGNS,
} from '@mathsteps/domain';
import { button, type Html, html, languageOfReader, lines, type Reader } from '../html';
import { heading, paragraph, type WeeklyLinks, weeklyMessage, weekOpening } from '../layout';
import type { MailMessage } from '../mailer';

/**
 * The teacher's weekly e-mail (docs/product.md "The weekly class report"): per class, who
 * practiced, the steps most of the class got wrong with one pupil's answer of each, the pupils
 * who need a word, and a link to the page to print.
 */

const WORDS = {
  en: {
    title: (days: string) => `Your classes' MathSteps week, ${days}`,
    intro: (name: string, days: string) =>
      `Hello ${name}, here is how your classes' week of ${days} went.`,
    practised: (count: number, of: number) => `${count} of ${of} pupils practiced this week.`,
    steps: 'Steps most of the class got wrong',
    stepLine: (title: string, pupils: number) =>
      `${title}: ${pupils} ${pupils === 1 ? 'pupil' : 'pupils'}`,
    example: (pupil: string, sum: string, answer: string, correct: string) =>
      `for example ${pupil}: ${sum} = ${answer || 'blank'} (the right answer is ${correct})`,
    noSteps: 'No step stood out this week.',
    needWord: 'Pupils who need a word',
    everyoneFine: 'Every pupil practiced and no one needs a word.',
    words: {
      not_practised: 'did not practice this week',
      moved_down: 'was moved down a level',
      stuck: 'is stuck on a step',
      struggling: 'got fewer than 60% right at the first try',
      not_finished: 'started but finished no assignment',
    } satisfies Record<PupilWord, string>,
    open: (name: string) => `Open the report of ${name} to print`,
  },
  es: {
    title: (days: string) => `La semana de tus clases en MathSteps, ${days}`,
    intro: (name: string, days: string) =>
      `Hola, ${name}: así fue la semana ${days} de tus clases.`,
    practised: (count: number, of: number) => `${count} de ${of} alumnos practicaron esta semana.`,
    steps: 'Pasos que más falló la clase',
    stepLine: (title: string, pupils: number) =>
      `${title}: ${pupils} ${pupils === 1 ? 'alumno' : 'alumnos'}`,
    example: (pupil: string, sum: string, answer: string, correct: string) =>
      `por ejemplo ${pupil}: ${sum} = ${answer || 'en blanco'} (la respuesta correcta es ${correct})`,
    noSteps: 'Ningún paso destacó esta semana.',
    needWord: 'Alumnos con quienes conviene hablar',
    everyoneFine: 'Todos los alumnos practicaron y no hace falta hablar con ninguno.',
    words: {
      not_practised: 'no practicó esta semana',
      moved_down: 'bajó un nivel',
      stuck: 'está atascado en un paso',
      struggling: 'acertó menos del 60 % al primer intento',
      not_finished: 'empezó pero no terminó ninguna tarea',
    } satisfies Record<PupilWord, string>,
    open: (name: string) => `Abrir el informe de ${name} para imprimir`,
  },
} satisfies Record<Language, unknown>;
type Words = (typeof WORDS)['en'];

const list = (items: string[]) =>
  html`<ul style="font-size:16px;line-height:1.5;padding-left:20px;margin:0">${items.map(
    (item) => html`<li style="margin:2px 0">${item}</li>`,
  )}</ul>`;

/** One class's part: as text and as HTML. */
function classSection(week: ClassWeek, link: string, words: Words, language: Language) {
  const practised = week.pupils.filter((pupil) => pupil.days > 0).length;
  const steps = week.steps.map((step) => {
    const { title } = misconceptionText(step.bug, step.subject, language);
    const { example } = step;
    const sum = `${example.number_0} ${SIGNS[step.subject]} ${example.number_1}`;
    return `${words.stepLine(title, step.pupils)}; ${words.example(example.pupil, sum, example.answer, example.correct)}`;
  });
  const needs = week.pupils.flatMap((pupil) =>
    pupil.word ? [`${pupilName(pupil)} ${words.words[pupil.word]}`] : [],
  );
  const sections: [string, string[]][] = [
    [words.steps, steps.length > 0 ? steps : [words.noSteps]],
    [words.needWord, needs.length > 0 ? needs : [words.everyoneFine]],
  ];
  const text = [
    week.name,
    words.practised(practised, week.pupils.length),
    ...sections.map(([title, items]) => `${title}\n${items.map((item) => `- ${item}`).join('\n')}`),
    `${words.open(week.name)}: ${link}`,
  ].join('\n\n');
  const markup: Html = lines([
    heading(2, week.name),
    paragraph(words.practised(practised, week.pupils.length)),
    ...sections.map(([title, items]) => html`${heading(3, title)}${list(items)}`),
    html`<p style="margin:4px 0 0">${button(link, words.open(week.name))}</p>`,
  ]);
  return { text, html: markup };
}

export function classWeekEmail(
  to: Reader,
  weeks: { week: ClassWeek; link: string }[],
  days: { from: LocalDate; to: LocalDate },
  links: WeeklyLinks,
): MailMessage {
  const language = languageOfReader(to);
  const words = WORDS[language];
  const { title, intro } = weekOpening(to, days, words);
  const parts = weeks.map(({ week, link }) => classSection(week, link, words, language));
  return weeklyMessage(to, {
    subject: `${title}: ${weeks.map(({ week }) => week.name).join(', ')}`,
    title,
    intro,
    parts,
    links,
  });
}
