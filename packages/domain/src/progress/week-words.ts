import { levelRule } from '../arithmetic/level-rules';
import { NOMBRES_DE_OPERACION, SUBJECT_NAMES, type Subject } from '../arithmetic/problem';
import type { Language } from '../languages/locale';

/**
 * The sentences of a child's week (week-summary.ts) in each language (docs/languages.md): the
 * weekly e-mail and the report card's "This week" say them in the parent's. Each language
 * builds the same facts; TypeScript holds Spanish to every sentence English says.
 */
export interface WeekWords {
  subject: (subject: Subject) => string;
  /** "3 of 4 scheduled days done". */
  daysDone: (done: number, scheduled: number) => string;
  unscheduledDay: string;
  firstTry: (score: string) => string;
  nothingDoneYet: string;
  /** "level 7 (3-digit + 2-digit)". */
  level: (subject: Subject, level: number | string) => string;
  /** A step's name in the language's quotation marks: “…” in English, «…» in Spanish. */
  quoted: (name: string) => string;
  levelMoved: (subject: Subject, from: number, to: number) => string;
  subjectLine: (subject: Subject, days: string, score: string, level: string) => string;
  movedDown: (
    child: string,
    subject: Subject,
    from: string,
    to: string,
    got: { rights: string[]; of: string } | null,
  ) => string;
  goodFirstTry: (score: string, subject: Subject) => string;
  movedUp: (subject: Subject, level: number) => string;
  everyDayDone: (subjects: Subject[]) => string;
  streak: (days: number) => string;
  newBadges: (titles: string[]) => string;
  stars: (stars: number) => string;
  /** "Quick Facts: 3 rounds (addition and multiplication), 58 facts answered." */
  quickFacts: (rounds: number, subjects: Subject[], facts: number) => string;
  wrongThisWeek: (counts: { subject: Subject; count: number }[], total: number) => string;
  step: (
    subject: Subject,
    title: string,
    explains: number,
    wrong: number,
    example: string,
    explanation: string,
  ) => string;
  example: (problem: string, answer: string, correct: string) => string;
  daysNotDone: (subject: Subject, days: number) => string;
  lowScore: (subject: Subject, under: number, level: string) => string;
  nothingThisWeek: (scheduled: boolean) => string;
  next: {
    practiceWaiting: (title: string, child: string) => string;
    goThroughExample: (child: string, example: string, title: string) => string;
    startPractice: (title: string, subject: Subject, child: string) => string;
    keepSchedule: (child: string, days: number, subject: Subject) => string;
    sitWith: (child: string, subject: Subject) => string;
    setSchedule: (child: string) => string;
    askToStart: (child: string) => string;
    keepRoutine: string;
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** "a", "a and b", "a, b and c" ("a y b" in Spanish). */
export const andList = (items: readonly string[], and = 'and') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const lower = (subject: Subject) => SUBJECT_NAMES[subject].toLowerCase();

const ENGLISH: WeekWords = {
  subject: (subject) => SUBJECT_NAMES[subject],
  quoted: (name) => `“${name}”`,
  daysDone: (done, scheduled) => `${done} of ${count(scheduled, 'scheduled day')} done`,
  unscheduledDay: 'done on an unscheduled day',
  firstTry: (score) => `${score}% right at the first try`,
  nothingDoneYet: 'nothing done yet',
  level: (subject, level) => `level ${level} (${levelRule(subject, Number(level) as never)})`,
  levelMoved: (subject, from, to) => `level ${from} → ${to} (${levelRule(subject, to as never)})`,
  subjectLine: (subject, days, score, level) =>
    `${SUBJECT_NAMES[subject]}: ${days}, ${score}, ${level}.`,
  movedDown: (child, subject, from, to, got) => {
    const said = got ? `: ${andList(got.rights)} of ${got.of} right at level ${from}` : '';
    return `${child}'s ${lower(subject)} moved from level ${from} to ${to} by itself${said}. Level ${to} is ${levelRule(subject, Number(to) as never)}.`;
  },
  goodFirstTry: (score, subject) => `${score}% right at the first try in ${lower(subject)}.`,
  movedUp: (subject, level) => `Moved up in ${lower(subject)} to ${ENGLISH.level(subject, level)}.`,
  everyDayDone: (subjects) => `Every scheduled day done in ${andList(subjects.map(lower))}.`,
  streak: (days) => `${days} scheduled days in a row done.`,
  newBadges: (titles) => `New ${titles.length === 1 ? 'badge' : 'badges'}: ${titles.join(', ')}.`,
  stars: (stars) => `Stars: ${stars} in all.`,
  quickFacts: (rounds, subjects, facts) =>
    `Quick Facts: ${count(rounds, 'round')} (${andList(subjects.map(lower))}), ${count(facts, 'fact')} answered.`,
  wrongThisWeek: (counts, total) => {
    const problems = `${total} different ${total === 1 ? 'problem' : 'problems'}`;
    if (counts.length === 1) {
      return `Wrong this week: ${problems}, ${total === 1 ? 'in' : 'all in'} ${lower(counts[0]!.subject)}.`;
    }
    return `Wrong this week: ${problems} (${counts.map((each) => `${each.count} in ${lower(each.subject)}`).join(', ')}).`;
  },
  step: (subject, title, explains, wrong, example, explanation) =>
    `${SUBJECT_NAMES[subject]}: “${title}”, in ${explains} of the last ${count(wrong, `wrong ${lower(subject)} problem`)}; for example ${example}. ${explanation}`,
  example: (problem, answer, correct) =>
    `${problem} answered ${answer || 'blank'} instead of ${correct}`,
  daysNotDone: (subject, days) =>
    `${SUBJECT_NAMES[subject]}: ${count(days, 'scheduled day')} not done.`,
  lowScore: (subject, under, level) =>
    `${SUBJECT_NAMES[subject]}: under ${under}% right at the first try at ${level}.`,
  nothingThisWeek: (scheduled) =>
    scheduled ? 'Nothing done yet this week.' : 'Nothing was scheduled or done this week.',
  next: {
    practiceWaiting: (title, child) =>
      `A practice set on ${title} is waiting on ${child}'s Practice page: ask ${child} to do it. Its 5 answers will confirm or clear this step.`,
    goThroughExample: (child, example, title) =>
      `Go through the example on the report card with ${child} (${example}), then start a new practice set on ${title}.`,
    startPractice: (title, subject, child) =>
      `Start a targeted practice set on ${title}: 5 ${lower(subject)} problems picked to show whether this is the step ${child} gets wrong.`,
    keepSchedule: (child, days, subject) =>
      `Help ${child} keep to the schedule: ${count(days, 'scheduled day')} of ${lower(subject)} ${days === 1 ? 'was' : 'were'} not done this week.`,
    sitWith: (child, subject) =>
      `Sit with ${child} for one ${lower(subject)} assignment, or set an easier level in Configure Students.`,
    setSchedule: (child) => `Set a weekly schedule for ${child} in Configure Students.`,
    askToStart: (child) =>
      `Ask ${child} to start: the scheduled work is on ${child}'s Assignments page.`,
    keepRoutine: 'Keep the routine: the same days next week.',
  },
};

/** "de suma", "de resta": what a problem or an assignment is of. */
const de = (subject: Subject) => `de ${NOMBRES_DE_OPERACION[subject].toLowerCase()}`;
const regla = (subject: Subject, level: number | string) =>
  levelRule(subject, Number(level) as never, 'es');

const SPANISH: WeekWords = {
  subject: (subject) => NOMBRES_DE_OPERACION[subject],
  quoted: (name) => `«${name}»`,
  daysDone: (done, scheduled) =>
    `${done} de ${count(scheduled, 'día programado', 'días programados')} ${scheduled === 1 ? 'hecho' : 'hechos'}`,
  unscheduledDay: 'hecha en un día no programado',
  firstTry: (score) => `${score} % bien al primer intento`,
  nothingDoneYet: 'nada hecho todavía',
  level: (subject, level) => `nivel ${level} (${regla(subject, level)})`,
  levelMoved: (subject, from, to) => `nivel ${from} → ${to} (${regla(subject, to)})`,
  subjectLine: (subject, days, score, level) =>
    `${NOMBRES_DE_OPERACION[subject]}: ${days}, ${score}, ${level}.`,
  movedDown: (child, subject, from, to, got) => {
    const said = got ? `: ${andList(got.rights, 'y')} de ${got.of} bien en el nivel ${from}` : '';
    return `La ${NOMBRES_DE_OPERACION[subject].toLowerCase()} de ${child} bajó sola del nivel ${from} al ${to}${said}. El nivel ${to} es ${regla(subject, to)}.`;
  },
  goodFirstTry: (score, subject) =>
    `${score} % bien al primer intento en ${NOMBRES_DE_OPERACION[subject].toLowerCase()}.`,
  movedUp: (subject, level) =>
    `Subió en ${NOMBRES_DE_OPERACION[subject].toLowerCase()} al ${SPANISH.level(subject, level)}.`,
  everyDayDone: (subjects) =>
    `Todos los días programados hechos en ${andList(
      subjects.map((subject) => NOMBRES_DE_OPERACION[subject].toLowerCase()),
      'y',
    )}.`,
  streak: (days) => `${days} días programados seguidos hechos.`,
  newBadges: (titles) =>
    `${titles.length === 1 ? 'Insignia nueva' : 'Insignias nuevas'}: ${titles.join(', ')}.`,
  stars: (stars) => `Estrellas: ${stars} en total.`,
  quickFacts: (rounds, subjects, facts) =>
    `Operaciones rápidas: ${count(rounds, 'ronda', 'rondas')} (${andList(
      subjects.map((subject) => NOMBRES_DE_OPERACION[subject].toLowerCase()),
      'y',
    )}), ${count(facts, 'respuesta', 'respuestas')}.`,
  wrongThisWeek: (counts, total) => {
    const problems = `${total} ${total === 1 ? 'problema distinto' : 'problemas distintos'}`;
    if (counts.length === 1) {
      return `Con errores esta semana: ${problems}, ${total === 1 ? '' : 'todos '}${de(counts[0]!.subject)}.`;
    }
    return `Con errores esta semana: ${problems} (${counts.map((each) => `${each.count} ${de(each.subject)}`).join(', ')}).`;
  },
  step: (subject, title, explains, wrong, example, explanation) =>
    `${NOMBRES_DE_OPERACION[subject]}: «${title}», en ${explains} ${wrong === 1 ? 'del último problema' : `de los últimos ${wrong} problemas`} ${de(subject)} ${wrong === 1 ? 'incorrecto' : 'incorrectos'}; por ejemplo, ${example}. ${explanation}`,
  example: (problem, answer, correct) =>
    `${problem}: respondió ${answer || 'en blanco'} en vez de ${correct}`,
  daysNotDone: (subject, days) =>
    `${NOMBRES_DE_OPERACION[subject]}: ${count(days, 'día programado', 'días programados')} sin hacer.`,
  lowScore: (subject, under, level) =>
    `${NOMBRES_DE_OPERACION[subject]}: menos del ${under} % bien al primer intento en el ${level}.`,
  nothingThisWeek: (scheduled) =>
    scheduled ? 'Nada hecho todavía esta semana.' : 'No hubo nada programado ni hecho esta semana.',
  next: {
    practiceWaiting: (title, child) =>
      `Una serie de práctica sobre ${title} espera en la página de Práctica de ${child}: pídele que la haga. Sus 5 respuestas confirmarán o descartarán este paso.`,
    goThroughExample: (child, example, title) =>
      `Repasa con ${child} el ejemplo del boletín (${example}) y luego empieza una serie de práctica nueva sobre ${title}.`,
    startPractice: (title, subject, child) =>
      `Empieza una serie de práctica dirigida sobre ${title}: 5 problemas ${de(subject)} elegidos para ver si este es el paso en que ${child} se equivoca.`,
    keepSchedule: (child, days, subject) =>
      `Ayuda a ${child} a seguir el horario: esta semana ${days === 1 ? 'quedó 1 día programado' : `quedaron ${days} días programados`} ${de(subject)} sin hacer.`,
    sitWith: (child, subject) =>
      `Siéntate con ${child} durante una tarea ${de(subject)}, o fija un nivel más fácil en Configurar estudiantes.`,
    setSchedule: (child) => `Fija un horario semanal para ${child} en Configurar estudiantes.`,
    askToStart: (child) =>
      `Pídele a ${child} que empiece: el trabajo programado está en su página de Tareas.`,
    keepRoutine: 'Mantén la rutina: los mismos días la semana que viene.',
  },
};

export const WEEK_WORDS: Record<Language, WeekWords> = { en: ENGLISH, es: SPANISH };
