import { z } from 'zod';
import { SUBJECTS, type Subject } from '../arithmetic/problem';
import { BUG_IDS } from '../diagnosis/catalog';
import { ReportedMistakeSchema } from '../diagnosis/reported-mistake';
import { STUCK_AFTER } from './board';

/**
 * The weekly class report (docs/product.md "The weekly class report"): who practised how often,
 * the levels now and their change over the week, the three steps most of the class gets wrong
 * with a pupil's grid of each, and the pupils who need a word. Pure: the server reads the week,
 * this sums it; the page and the e-mail say it.
 */

/** A pupil's first-try score under this (in percent) over the week needs a word. */
export const WEEK_STRUGGLING_BELOW = 60;
/** Steps the report shows. */
export const WEEK_STEPS = 3;

export const PUPIL_WORDS = [
  'not_practised',
  'moved_down',
  'stuck',
  'struggling',
  'not_finished',
] as const;
export type PupilWord = (typeof PUPIL_WORDS)[number];

const SubjectField = z.enum(SUBJECTS);

export const ClassWeekSchema = z.object({
  /** The class's id and name. */
  id: z.string(),
  name: z.string(),
  /** The week, Monday to Sunday, in the class's zone. */
  from: z.string(),
  to: z.string(),
  pupils: z.array(
    z.object({
      id: z.string(),
      firstname: z.string(),
      initial: z.string(),
      /**
       * Days with any work (an assignment finished, an answer sent, a Quick Facts round, a
       * practice set), and assignments finished.
       */
      days: z.number(),
      assignments: z.number(),
      /** First tries right over the week's assignments, in percent; null without any. */
      score: z.number().nullable(),
      /** Each subject on the pupil's days: its level now and how far it moved this week. */
      levels: z.array(z.object({ subject: SubjectField, level: z.number(), change: z.number() })),
      /** Why the pupil needs a word this week, the first that holds; null when none does. */
      word: z.enum(PUPIL_WORDS).nullable(),
    }),
  ),
  /** The steps most of the class got wrong this week, each with one pupil's grid of it. */
  steps: z.array(
    z.object({
      bug: z.enum(BUG_IDS),
      subject: SubjectField,
      pupils: z.number(),
      /** With the pupil's name ("Ben O."). */
      example: ReportedMistakeSchema.extend({ pupil: z.string() }),
    }),
  ),
});
export type ClassWeek = z.infer<typeof ClassWeekSchema>;
export type PupilWeek = ClassWeek['pupils'][number];

/** One pupil's week as the server reads it. */
export interface PupilWeekInput {
  id: string;
  firstname: string;
  initial: string;
  /** The subjects on the pupil's days, at their level now. */
  levels: { subject: Subject; level: number }[];
  /** The week's finished assignments, oldest first. */
  finished: {
    date: string;
    subject: Subject;
    level: number;
    questions: number;
    errors: number;
    /** The level the level rule moved the pupil to after it, when it did. */
    movedTo: number | null;
  }[];
  /**
   * The week's other days of work, as far as the server keeps them: a wrong answer sent, the
   * assignment under way, a Quick Facts round, a practice set finished. A pupil who worked
   * without finishing an assignment practised all the same.
   */
  workedOn: string[];
  /** The most problems one step explained this week. */
  mostByOneStep: number;
}

/** A pupil's week: practice, score, levels and their change, and the word it needs. */
export function pupilWeek(pupil: PupilWeekInput): PupilWeek {
  const { finished } = pupil;
  const questions = finished.reduce((sum, each) => sum + each.questions, 0);
  const right = finished.reduce((sum, each) => sum + each.questions - each.errors, 0);
  const score = questions === 0 ? null : Math.round((100 * right) / questions);
  const days = new Set([...finished.map((each) => each.date), ...pupil.workedOn]).size;
  const levels = pupil.levels.map(({ subject, level }) => {
    const first = finished.find((each) => each.subject === subject);
    return { subject, level, change: first ? level - first.level : 0 };
  });
  const movedDown = finished.some((each) => each.movedTo !== null && each.movedTo < each.level);
  const word: PupilWord | null =
    days === 0
      ? 'not_practised'
      : movedDown
        ? 'moved_down'
        : pupil.mostByOneStep >= STUCK_AFTER
          ? 'stuck'
          : score !== null && score < WEEK_STRUGGLING_BELOW
            ? 'struggling'
            : finished.length === 0
              ? 'not_finished'
              : null;
  return {
    id: pupil.id,
    firstname: pupil.firstname,
    initial: pupil.initial,
    days,
    assignments: finished.length,
    score,
    levels,
    word,
  };
}
