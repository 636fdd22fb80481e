import { z } from 'zod';
import { SUBJECTS, type Subject } from '../arithmetic/problem';
import { BUG_IDS, type BugId } from '../diagnosis/catalog';

/**
 * The class's live board (docs/product.md "The live board"): a tile a pupil, read from what the
 * pupil's device sent today. Pure, so that the rule a teacher reads is tested without a server.
 */

/** No answer for this long while an assignment is open: the pupil is idle. */
export const IDLE_AFTER_MS = 2 * 60_000;
/** The same step wrong on this many of today's problems: the pupil is stuck. */
export const STUCK_AFTER = 3;

export const BOARD_STATUSES = ['working', 'idle', 'done', 'not_started'] as const;
/** A practice set of a step: waiting for the pupil, or what its answers showed. */
export const PRACTICE_STATUSES = ['waiting', 'confirmed', 'cleared', 'inconclusive'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** What the server reads of one pupil's today. */
export interface PupilToday {
  id: string;
  firstname: string;
  initial: string;
  /** The picture beside the pupil's name; none for a family's linked child. */
  picture: string | null;
  /** The pupil's local date: its "today". */
  today: string;
  /** The assignment the pupil's device last reported on today, if any. */
  current: {
    attempt: string;
    subject: Subject;
    level: number;
    /** Problems answered at least once. */
    answered: number;
    questions: number;
    /** Of those, right at the first try. */
    right: number;
    at: Date;
  } | null;
  /** Today's finished assignments. */
  finished: { attempt: string; subject: Subject; questions: number; errors: number }[];
  /** Today's wrong submissions, each with the steps (bugs) that explain it. */
  wrong: { subject: Subject; problem: string; bugs: readonly BugId[] }[];
  /**
   * The steps named today: the report card's evidence rule named them today
   * (docs/misconceptions.md), or a practice set of the step confirmed them today.
   */
  named: readonly { subject: Subject; bug: BugId }[];
  /** The step's practice set the teacher (or parent) gave last, in the last two weeks. */
  practice: BoardTile['practice'];
}

const SubjectField = z.enum(SUBJECTS);

export const BoardTileSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  /** The last name's initial only, a family's linked child's too. */
  initial: z.string(),
  picture: z.string().nullable(),
  /** The pupil's local date, its "today" (YYYY-MM-DD). */
  today: z.string(),
  status: z.enum(BOARD_STATUSES),
  /** While working or idle: the subject, its level, and problem `question` of `questions`. */
  work: z
    .object({
      subject: SubjectField,
      level: z.number(),
      question: z.number(),
      questions: z.number(),
    })
    .nullable(),
  /** Today's first tries: how many, and the share right in percent (null before any). */
  tries: z.number(),
  score: z.number().nullable(),
  /**
   * The step the pupil got wrong on STUCK_AFTER or more of today's problems, or else a step
   * named today (`named`); `problems`: today's different wrong problems it explains.
   */
  stuck: z
    .object({
      bug: z.enum(BUG_IDS),
      subject: SubjectField,
      problems: z.number(),
      named: z.boolean(),
    })
    .nullable(),
  /** When the pupil's device last reported work today (ISO), or null. */
  lastSeen: z.string().nullable(),
  /** The last practice set of a step given in the two weeks, and what it showed so far. */
  practice: z
    .object({
      bug: z.enum(BUG_IDS),
      subject: SubjectField,
      status: z.enum(PRACTICE_STATUSES),
    })
    .nullable(),
});
export type BoardTile = z.infer<typeof BoardTileSchema>;

export const ClassBoardSchema = z.object({
  tiles: z.array(BoardTileSchema),
  /** When the board was read (ISO): a tile's idle time is counted from it. */
  at: z.string(),
});
export type ClassBoard = z.infer<typeof ClassBoardSchema>;

/**
 * The step a pupil is stuck on: the bug that explains the most of today's different wrong
 * problems, when that is STUCK_AFTER or more (a problem fixed box by box counts once); of
 * equals, the catalogue's first, the more common. Else a step named today, the catalogue's
 * first: the evidence of the days before and today's together (docs/misconceptions.md).
 */
export function stuckStep(
  wrong: PupilToday['wrong'],
  named: PupilToday['named'] = [],
): BoardTile['stuck'] {
  const problems = new Map<BugId, { subject: Subject; problems: Set<string> }>();
  for (const report of wrong) {
    for (const bug of report.bugs) {
      const seen = problems.get(bug) ?? { subject: report.subject, problems: new Set() };
      seen.problems.add(`${report.subject}:${report.problem}`);
      problems.set(bug, seen);
    }
  }
  let found: BoardTile['stuck'] = null;
  for (const bug of BUG_IDS) {
    const seen = problems.get(bug);
    if (!seen || seen.problems.size < STUCK_AFTER) continue;
    if (!found || seen.problems.size > found.problems)
      found = { bug, subject: seen.subject, problems: seen.problems.size, named: false };
  }
  if (found) {
    const { bug, subject } = found;
    return { ...found, named: named.some((each) => each.bug === bug && each.subject === subject) };
  }
  const first = BUG_IDS.flatMap((bug) => named.filter((each) => each.bug === bug))[0];
  return first
    ? { ...first, problems: problems.get(first.bug)?.problems.size ?? 0, named: true }
    : null;
}

/** A practice set's outcome as recorded (null while it waits) as the board and table say it. */
export function practiceStatus(outcome: string | null): (typeof PRACTICE_STATUSES)[number] {
  return outcome === 'confirmed' || outcome === 'cleared' || outcome === 'inconclusive'
    ? outcome
    : 'waiting';
}

/** One pupil's tile at `now`. */
export function boardTile(pupil: PupilToday, now: Date): BoardTile {
  const { current, finished } = pupil;
  const open =
    current && !finished.some((each) => each.attempt === current.attempt) ? current : null;
  const status: BoardStatus = open
    ? now.getTime() - open.at.getTime() < IDLE_AFTER_MS
      ? 'working'
      : 'idle'
    : finished.length > 0
      ? 'done'
      : 'not_started';
  const tries =
    finished.reduce((sum, each) => sum + each.questions, 0) + (open ? open.answered : 0);
  const right =
    finished.reduce((sum, each) => sum + each.questions - each.errors, 0) + (open ? open.right : 0);
  return {
    id: pupil.id,
    firstname: pupil.firstname,
    initial: pupil.initial,
    picture: pupil.picture,
    today: pupil.today,
    status,
    work: open && {
      subject: open.subject,
      level: open.level,
      question: Math.min(open.answered + 1, open.questions),
      questions: open.questions,
    },
    tries,
    score: tries === 0 ? null : Math.round((100 * right) / tries),
    stuck: stuckStep(pupil.wrong, pupil.named),
    lastSeen: current ? current.at.toISOString() : null,
    practice: pupil.practice,
  };
}

/**
 * The board, its tiles in the order of the class's names: a tile stays where the teacher found
 * it while its pupil works (a flag, not a move, says who needs a word).
 */
export function classBoard(pupils: readonly PupilToday[], now: Date): ClassBoard {
  const tiles = pupils
    .map((pupil) => boardTile(pupil, now))
    .sort((a, b) => a.firstname.localeCompare(b.firstname) || a.initial.localeCompare(b.initial));
  return { tiles, at: now.toISOString() };
}
