import { displayName } from '../accounts/names';
import { isSubject, SIGNS, SUBJECTS, type Subject } from '../arithmetic/problem';
import type { SchoolMethod } from '../arithmetic/school-method';
import { bugsOf } from '../diagnosis/bugs-of';
import { misconceptionText } from '../diagnosis/step-words';
import type { Language } from '../languages/locale';
import { placementWords } from '../placement/placement-words';
import { badgeInfo } from '../rewards/badges';
import type { Misconception, StudentReport } from '../rpc/contract';
import { wrongThisWeekText } from './week';
import { WEEK_WORDS, type WeekWords } from './week-words';

/**
 * What a parent reads about one child's week (Monday to Sunday, StudentReport.week), in
 * the shape "This week / Going well / To work on / Next step": the weekly e-mail and the
 * report card's "This week" say the same sentences, built here from the report alone, so
 * the two cannot disagree. Every sentence is true of the figures; a section with nothing
 * true to say is empty.
 */
export interface WeekSummary {
  /** The figures: per subject days done and first-try score, the rewards, the mistakes. */
  thisWeek: string[];
  goingWell: string[];
  /** The misconceptions named (docs/misconceptions.md), each with its example: first under "To work on". */
  steps: string[];
  /** The rest to work on: scheduled days not done, low first-try scores. */
  toWorkOn: string[];
  nextStep: NextStep;
}

export interface NextStep {
  text: string;
  /** The step to practice when the next step is a targeted practice the parent starts. */
  practice: { subject: Subject; misconception: Misconception['id'] } | null;
}

/** Below this first-try score a subject's week is something to work on. */
const LOW_SCORE = 60;
/** From this first-try score a subject's week is going well. */
const GOOD_SCORE = 80;

/** "level 7 (3-digit + 2-digit, carrying)": a level a parent can picture. */
export function levelText(subject: Subject, level: number | string, language: Language = 'en') {
  return WEEK_WORDS[language].level(subject, level);
}

/** This week's figures of a subject: the report's last week, and its level moves. */
function subjectWeek(report: StudentReport, subject: Subject) {
  const figures = report.subjects[subject];
  if (!figures) return null;
  const week = figures.weeks.at(-1);
  if (!week || week.weekStart !== report.week.from) return null;
  const levels = figures.levels.filter((entry) => entry.date >= report.week.from);
  const before = figures.levels.filter((entry) => entry.date < report.week.from).at(-1);
  // The level the week started at: the last one before it, else the week's first.
  const start = Number(before?.level ?? levels[0]?.level ?? figures.level);
  return { week, start, level: Number(figures.level), worked: week.questions > 0 };
}

/**
 * The moves down the level rule made by itself this week (decision 0018), each in a sentence:
 * "Maya's subtraction moved from level 17 to 16 by itself: 2 and 1 of 10 right at level 17.
 * Level 16 is 4-digit − 3-digit, borrowing."
 */
function movesDownText(
  report: StudentReport,
  subject: Subject,
  child: string,
  words: WeekWords,
): string[] {
  const levels = report.subjects[subject]?.levels ?? [];
  return levels.flatMap((entry, index) => {
    if (entry.moved === undefined || entry.date < report.week.from) return [];
    // The assignment before it at the same level: the first of the two low ones.
    const before = levels
      .slice(0, index)
      .filter((earlier) => earlier.level === entry.level)
      .at(-1);
    const scores = [before?.right, entry.right].filter((right) => right !== undefined);
    const rights = scores.map((right) => right.split('/')[0] ?? '');
    const of = scores.at(-1)?.split('/')[1];
    const got = of ? { rights, of } : null;
    return [words.movedDown(child, subject, entry.level, entry.moved, got)];
  });
}

/**
 * A level found this week by a placement or re-check (docs/decisions/0027-placement.md): "Lia
 * works level 3 surely; level 4 asks for 2-digit + 2-digit, no carrying."
 */
function placedText(
  report: StudentReport,
  subject: Subject,
  child: string,
  language: Language,
): string[] {
  const found = report.placements?.find((placed) => placed.subject === subject);
  if (!found || found.date < report.week.from) return [];
  return [placementWords(child, subject, Number(found.level), language)];
}

/** A step's name in the language's quotation marks: “…” in English, «…» in Spanish. */
export const quotedIn = (name: string, language: Language) => WEEK_WORDS[language].quoted(name);

/** A step's name and explanation: as the report gives them in English, else from the catalogue. */
const namedIn = (misconception: Misconception, language: Language) =>
  misconceptionText(misconception.id, misconception.subject, language);

/** The example of a misconception in a line: "904 − 237 answered 577 instead of 667". */
function exampleText(misconception: Misconception, words: WeekWords): string {
  const { example } = misconception;
  const problem = `${example.number_0} ${SIGNS[misconception.subject]} ${example.number_1}`;
  return words.example(problem, example.answer, example.correct);
}

export function weekSummary(report: StudentReport, language: Language = 'en'): WeekSummary {
  const words = WEEK_WORDS[language];
  const child = displayName(report.student.firstname);
  const thisWeek: string[] = [];
  const goingWell: string[] = [];
  const toWorkOn: string[] = [];
  const allDone: Subject[] = [];
  const missed: { subject: Subject; days: number }[] = [];
  const low: Subject[] = [];
  /** Subjects with questions answered this week. */
  const workedSubjects: Subject[] = [];

  for (const subject of SUBJECTS) {
    const figures = subjectWeek(report, subject);
    if (!figures) continue;
    const { week, start, level, worked } = figures;
    if (week.scheduledDays === 0 && !worked) continue;
    if (worked) workedSubjects.push(subject);
    const days =
      week.scheduledDays > 0
        ? words.daysDone(week.completedDays, week.scheduledDays)
        : words.unscheduledDay;
    const score = worked ? words.firstTry(week.score) : words.nothingDoneYet;
    const moved =
      start !== level ? words.levelMoved(subject, start, level) : words.level(subject, level);
    thisWeek.push(words.subjectLine(subject, days, score, moved));
    thisWeek.push(...movesDownText(report, subject, child, words));
    thisWeek.push(...placedText(report, subject, child, language));

    if (week.scheduledDays > 0 && week.completedDays >= week.scheduledDays) allDone.push(subject);
    else if (week.scheduledDays > week.completedDays) {
      missed.push({ subject, days: week.scheduledDays - week.completedDays });
    }
    if (worked && Number(week.score) >= GOOD_SCORE) {
      goingWell.push(words.goodFirstTry(week.score, subject));
    }
    if (worked && Number(week.score) < LOW_SCORE) low.push(subject);
    if (level > start) {
      goingWell.push(words.movedUp(subject, level));
    }
  }
  if (allDone.length > 0) {
    goingWell.unshift(words.everyDayDone(allDone));
  }

  const { rewards } = report;
  const newBadges = rewards.badges.filter((badge) => badge.on >= report.week.from);
  if (rewards.streak >= 2) {
    goingWell.push(words.streak(rewards.streak));
  }
  if (newBadges.length > 0) {
    const titles = newBadges.map((badge) => badgeInfo(badge.id, language).title);
    goingWell.push(words.newBadges(titles));
  }
  if (rewards.stars > 0) thisWeek.push(words.stars(rewards.stars));
  const quick = report.week.quickFacts ?? {};
  const drilled = SUBJECTS.filter((subject) => (quick[subject]?.rounds ?? 0) > 0);
  if (drilled.length > 0) {
    const total = (key: 'rounds' | 'facts') =>
      drilled.reduce((sum, subject) => sum + quick[subject]![key], 0);
    thisWeek.push(words.quickFacts(total('rounds'), drilled, total('facts')));
  }
  const wrong = wrongThisWeekText(report.week.wrong, language);
  if (wrong) thisWeek.push(wrong);

  const steps: string[] = [];
  for (const misconception of report.misconceptions) {
    const { title, explanation } = namedIn(misconception, language);
    const example = exampleText(misconception, words);
    steps.push(
      words.step(
        misconception.subject,
        title,
        misconception.explains,
        misconception.wrong,
        example,
        explanation,
      ),
    );
  }
  for (const { subject, days } of missed) {
    toWorkOn.push(words.daysNotDone(subject, days));
  }
  for (const subject of low) {
    const level = report.subjects[subject]!.level;
    toWorkOn.push(words.lowScore(subject, LOW_SCORE, words.level(subject, level)));
  }

  const scheduled = Object.values(report.subjects).some((subject) => subject.schedule !== '');
  const nothing = words.nothingThisWeek(scheduled);
  return {
    thisWeek: thisWeek.length > 0 ? thisWeek : [nothing],
    goingWell,
    steps,
    toWorkOn,
    nextStep: nextStepOf(report, child, words, language, {
      missed,
      low,
      worked: workedSubjects.length > 0,
    }),
  };
}

/** One thing for the parent to do, the most useful first. */
function nextStepOf(
  report: StudentReport,
  child: string,
  words: WeekWords,
  language: Language,
  week: { missed: { subject: Subject; days: number }[]; low: Subject[]; worked: boolean },
): NextStep {
  const [step] = report.misconceptions;
  if (step) {
    const name = namedIn(step, language).title;
    const title = words.quoted(name);
    if (step.practice?.status === 'waiting') {
      return {
        text: words.next.practiceWaiting(title, child),
        practice: null,
      };
    }
    const practice = { subject: step.subject, misconception: step.id };
    if (step.practice?.status === 'confirmed') {
      return {
        text: words.next.goThroughExample(child, exampleText(step, words), title),
        practice,
      };
    }
    return {
      text: words.next.startPractice(title, step.subject, child),
      practice,
    };
  }
  const [missed] = week.missed;
  if (missed) {
    return {
      text: words.next.keepSchedule(child, missed.days, missed.subject),
      practice: null,
    };
  }
  const [low] = week.low;
  if (low) {
    return {
      text: words.next.sitWith(child, low),
      practice: null,
    };
  }
  if (Object.values(report.subjects).every((subject) => subject.schedule === '')) {
    return {
      text: words.next.setSchedule(child),
      practice: null,
    };
  }
  if (!week.worked) {
    return {
      text: words.next.askToStart(child),
      practice: null,
    };
  }
  return { text: words.next.keepRoutine, practice: null };
}

/** The query of a report card link: which child, and the step whose practice to start. */
export const REPORT_CARD_QUERY = { student: 'student', practice: 'practice' } as const;

/**
 * "/report-cards?student=maya&practice=subtraction.smaller-from-larger": the weekly
 * e-mail's "See Maya's report" and "Start Maya's practice" (the page reads it back).
 */
export function reportCardPath(handle: string, practice?: NextStep['practice']): string {
  // The domain has no URLSearchParams (no DOM, no Node): handles and bug ids are encoded here.
  const query = [[REPORT_CARD_QUERY.student, handle]];
  if (practice) {
    query.push([REPORT_CARD_QUERY.practice, `${practice.subject}.${practice.misconception}`]);
  }
  return `/report-cards?${query.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`;
}

/**
 * The query of a Help tonight link: which child, and which step
 * ("subtraction.borrow-across-zero"); or which class, in its written methods.
 */
export const HELP_TONIGHT_QUERY = {
  student: 'student',
  step: 'step',
  class: 'class',
  subtraction: 'subtraction',
  division: 'division',
} as const;

/**
 * "/help-tonight?student=maya&step=subtraction.borrow-across-zero": a step's page for the
 * parent (docs/help-tonight.md), from the report card and the weekly e-mail; without a child,
 * the sample report's page, open to anyone; from a class's mistakes, the sample's page in the
 * class's written methods, for its teacher.
 */
export function helpTonightPath(
  step: NonNullable<NextStep['practice']>,
  from?: { student: string } | { classId: string; method?: SchoolMethod },
): string {
  const query = [
    ...(from && 'student' in from ? [[HELP_TONIGHT_QUERY.student, from.student]] : []),
    [HELP_TONIGHT_QUERY.step, `${step.subject}.${step.misconception}`],
    ...(from && 'classId' in from ? [[HELP_TONIGHT_QUERY.class, from.classId]] : []),
    ...(from && 'classId' in from && from.method
      ? [
          [HELP_TONIGHT_QUERY.subtraction, from.method.subtraction],
          [HELP_TONIGHT_QUERY.division, from.method.division],
        ]
      : []),
  ];
  return `/help-tonight?${query.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`;
}

/** The step a report card link asks to practice ("subtraction.smaller-from-larger"), or null. */
export function practiceOfQuery(value: string | null): NextStep['practice'] {
  const [subject, misconception] = (value ?? '').split('.');
  if (!subject || !isSubject(subject)) return null;
  // Only a step that can happen in the subject: "addition.smaller-from-larger" names none.
  const id = bugsOf(subject).find((bug) => bug === misconception);
  return id ? { subject, misconception: id } : null;
}
