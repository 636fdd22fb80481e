import { displayName } from '../accounts/names';
import { levelRule } from '../arithmetic/level-rules';
import { isSubject, SIGNS, SUBJECT_NAMES, SUBJECTS, type Subject } from '../arithmetic/problem';
import { bugsOf } from '../diagnosis/catalog';
import type { Misconception, StudentReport } from '../rpc/contract';
import { wrongThisWeekText } from './week';

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
  /** The step to practise when the next step is a targeted practice the parent starts. */
  practice: { subject: Subject; misconception: Misconception['id'] } | null;
}

/** Below this first-try score a subject's week is something to work on. */
const LOW_SCORE = 60;
/** From this first-try score a subject's week is going well. */
const GOOD_SCORE = 80;

const lower = (subject: Subject) => SUBJECT_NAMES[subject].toLowerCase();
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
/** "a", "a and b", "a, b and c". */
const andList = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "level 7 (3-digit + 2-digit, carrying)": a level a parent can picture. */
export function levelText(subject: Subject, level: number | string): string {
  return `level ${level} (${levelRule(subject, Number(level))})`;
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
function movesDownText(report: StudentReport, subject: Subject, child: string): string[] {
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
    const got = of ? `: ${andList(rights)} of ${of} right at level ${entry.level}` : '';
    return [
      `${child}'s ${lower(subject)} moved from level ${entry.level} to ${entry.moved} by itself${got}. Level ${entry.moved} is ${levelRule(subject, Number(entry.moved))}.`,
    ];
  });
}

/** The example of a misconception in a line: "904 − 237 answered 577 instead of 667". */
function exampleText(misconception: Misconception): string {
  const { example } = misconception;
  return `${example.number_0} ${SIGNS[misconception.subject]} ${example.number_1} answered ${example.answer || 'blank'} instead of ${example.correct}`;
}

export function weekSummary(report: StudentReport): WeekSummary {
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
        ? `${week.completedDays} of ${plural(week.scheduledDays, 'scheduled day')} done`
        : 'done on an unscheduled day';
    const score = worked ? `${week.score}% right at the first try` : 'nothing done yet';
    const moved =
      start !== level
        ? `, level ${start} → ${level} (${levelRule(subject, level)})`
        : `, ${levelText(subject, level)}`;
    thisWeek.push(`${SUBJECT_NAMES[subject]}: ${days}, ${score}${moved}.`);
    thisWeek.push(...movesDownText(report, subject, child));

    if (week.scheduledDays > 0 && week.completedDays >= week.scheduledDays) allDone.push(subject);
    else if (week.scheduledDays > week.completedDays) {
      missed.push({ subject, days: week.scheduledDays - week.completedDays });
    }
    if (worked && Number(week.score) >= GOOD_SCORE) {
      goingWell.push(`${week.score}% right at the first try in ${lower(subject)}.`);
    }
    if (worked && Number(week.score) < LOW_SCORE) low.push(subject);
    if (level > start) {
      goingWell.push(`Moved up in ${lower(subject)} to ${levelText(subject, level)}.`);
    }
  }
  if (allDone.length > 0) {
    goingWell.unshift(`Every scheduled day done in ${andList(allDone.map(lower))}.`);
  }

  const { rewards } = report;
  const newBadges = rewards.badges.filter((badge) => badge.on >= report.week.from);
  if (rewards.streak >= 2) {
    goingWell.push(`${rewards.streak} scheduled days in a row done.`);
  }
  if (newBadges.length > 0) {
    goingWell.push(
      `New ${newBadges.length === 1 ? 'badge' : 'badges'}: ${newBadges.map((badge) => badge.title).join(', ')}.`,
    );
  }
  if (rewards.stars > 0) thisWeek.push(`Stars: ${rewards.stars} in all.`);
  const wrong = wrongThisWeekText(report.week.wrong);
  if (wrong) thisWeek.push(wrong);

  const steps: string[] = [];
  for (const misconception of report.misconceptions) {
    steps.push(
      `${SUBJECT_NAMES[misconception.subject]}: “${misconception.title}”, in ${misconception.explains} of the last ${plural(misconception.wrong, `wrong ${lower(misconception.subject)} problem`)}; for example ${exampleText(misconception)}. ${misconception.explanation}`,
    );
  }
  for (const { subject, days } of missed) {
    toWorkOn.push(`${SUBJECT_NAMES[subject]}: ${plural(days, 'scheduled day')} not done.`);
  }
  for (const subject of low) {
    const level = report.subjects[subject]!.level;
    toWorkOn.push(
      `${SUBJECT_NAMES[subject]}: under ${LOW_SCORE}% right at the first try at ${levelText(subject, level)}.`,
    );
  }

  const scheduled = Object.values(report.subjects).some((subject) => subject.schedule !== '');
  const nothing = scheduled
    ? 'Nothing done yet this week.'
    : 'Nothing was scheduled or done this week.';
  return {
    thisWeek: thisWeek.length > 0 ? thisWeek : [nothing],
    goingWell,
    steps,
    toWorkOn,
    nextStep: nextStepOf(report, child, { missed, low, worked: workedSubjects.length > 0 }),
  };
}

/** One thing for the parent to do, the most useful first. */
function nextStepOf(
  report: StudentReport,
  child: string,
  week: { missed: { subject: Subject; days: number }[]; low: Subject[]; worked: boolean },
): NextStep {
  const [step] = report.misconceptions;
  if (step) {
    const title = `“${step.title}”`;
    if (step.practice?.status === 'waiting') {
      return {
        text: `A practice set on ${title} is waiting on ${child}'s Practice page: ask ${child} to do it. Its 5 answers will confirm or clear this step.`,
        practice: null,
      };
    }
    const practice = { subject: step.subject, misconception: step.id };
    if (step.practice?.status === 'confirmed') {
      return {
        text: `Go through the example on the report card with ${child} (${exampleText(step)}), then start a new practice set on ${title}.`,
        practice,
      };
    }
    return {
      text: `Start a targeted practice set on ${title}: 5 ${lower(step.subject)} problems picked to show whether this is the step ${child} gets wrong.`,
      practice,
    };
  }
  const [missed] = week.missed;
  if (missed) {
    return {
      text: `Help ${child} keep to the schedule: ${plural(missed.days, 'scheduled day')} of ${lower(missed.subject)} ${missed.days === 1 ? 'was' : 'were'} not done this week.`,
      practice: null,
    };
  }
  const [low] = week.low;
  if (low) {
    return {
      text: `Sit with ${child} for one ${lower(low)} assignment, or set an easier level in Configure Students.`,
      practice: null,
    };
  }
  if (Object.values(report.subjects).every((subject) => subject.schedule === '')) {
    return {
      text: `Set a weekly schedule for ${child} in Configure Students.`,
      practice: null,
    };
  }
  if (!week.worked) {
    return {
      text: `Ask ${child} to start: the scheduled work is on ${child}'s Assignments page.`,
      practice: null,
    };
  }
  return { text: `Keep the routine: the same days next week.`, practice: null };
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

/** The query of a Help tonight link: which child, and which step ("subtraction.borrow-across-zero"). */
export const HELP_TONIGHT_QUERY = { student: 'student', step: 'step' } as const;

/**
 * "/help-tonight?student=maya&step=subtraction.borrow-across-zero": a step's page for the
 * parent (docs/help-tonight.md), from the report card and the weekly e-mail; without a child,
 * the sample report's page, open to anyone.
 */
export function helpTonightPath(step: NonNullable<NextStep['practice']>, handle?: string): string {
  const query = [
    ...(handle === undefined ? [] : [[HELP_TONIGHT_QUERY.student, handle]]),
    [HELP_TONIGHT_QUERY.step, `${step.subject}.${step.misconception}`],
  ];
  return `/help-tonight?${query.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`;
}

/** The step a report card link asks to practise ("subtraction.smaller-from-larger"), or null. */
export function practiceOfQuery(value: string | null): NextStep['practice'] {
  const [subject, misconception] = (value ?? '').split('.');
  if (!subject || !isSubject(subject)) return null;
  // Only a step that can happen in the subject: "addition.smaller-from-larger" names none.
  const id = bugsOf(subject).find((bug) => bug === misconception);
  return id ? { subject, misconception: id } : null;
}
