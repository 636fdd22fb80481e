import { z } from 'zod';
import { SUBJECTS, type Subject } from '../arithmetic/problem';
import { BUG_IDS, type BugId } from '../diagnosis/catalog';
import { ReportedMistakeSchema } from '../diagnosis/reported-mistake';
import { PRACTICE_STATUSES } from './board';

/**
 * The class's mistakes by step (docs/product.md "The class's mistakes"): for each pupil and each
 * step of the catalogue of mistakes (docs/misconceptions.md), how many different problems of the
 * last MISTAKE_DAYS the step explains, and the alerts a teacher reads in words. Pure: the
 * server reads the wrong answers, this counts them.
 */

/** How far back the table counts: two weeks. */
export const MISTAKE_DAYS = 14;
/** The alerts count this week: the last 7 days. */
export const ALERT_DAYS = 7;
/** A step on this many pupils' wrong answers this week is said in words. */
export const ALERT_PUPILS = 3;

/** One wrong answer of a pupil, with the steps that explain it. */
export interface ClassWrongAnswer {
  pupil: string;
  subject: Subject;
  /** "403,158": a problem fixed box by box counts once. */
  problem: string;
  bugs: readonly BugId[];
  at: Date;
}

const SubjectField = z.enum(SUBJECTS);
const BugField = z.enum(BUG_IDS);

export const ClassMistakesSchema = z.object({
  /** The class's pupils, the one with the most problems explained first. */
  pupils: z.array(z.object({ id: z.string(), firstname: z.string(), initial: z.string() })),
  /** The steps met, the one on the most pupils first. */
  steps: z.array(
    z.object({
      bug: BugField,
      subject: SubjectField,
      /** Pupils with it over the two weeks, and problems it explains. */
      pupils: z.number(),
      problems: z.number(),
    }),
  ),
  /** A cell a pupil and step with a count; `example` is the pupil's latest problem of it. */
  cells: z.array(
    z.object({
      pupil: z.string(),
      bug: BugField,
      subject: SubjectField,
      problems: z.number(),
      /** With the boxes where the step shows. */
      example: ReportedMistakeSchema.extend({ boxes: z.array(z.string()) }),
    }),
  ),
  /**
   * The number facts each pupil met in the two weeks and is still learning (wrong lately, or
   * right but slow), and the slowest of them by name ("7+8").
   */
  facts: z.array(
    z.object({ pupil: z.string(), learning: z.number(), slowest: z.array(z.string()) }),
  ),
  /** The step's practice given to a pupil in the two weeks, and what it showed. */
  practice: z.array(
    z.object({
      pupil: z.string(),
      bug: BugField,
      subject: SubjectField,
      status: z.enum(PRACTICE_STATUSES),
      date: z.string(),
    }),
  ),
  alerts: z.array(
    z.object({
      /** 'most': more than half of the class this week; 'many': ALERT_PUPILS or more. */
      kind: z.enum(['most', 'many']),
      bug: BugField,
      subject: SubjectField,
      pupils: z.number(),
      of: z.number(),
      /** A problem of theirs the step got wrong ("403", "158"). */
      number_0: z.string(),
      number_1: z.string(),
    }),
  ),
});
export type ClassMistakes = z.infer<typeof ClassMistakesSchema>;

/** A step and subject as one key. */
const stepKey = (bug: BugId, subject: Subject) => `${subject}.${bug}`;

export interface StepCount {
  pupil: string;
  bug: BugId;
  subject: Subject;
  /** Different problems the step explains. */
  problems: number;
  /** The latest wrong answer it explains (an index into the answers given). */
  example: number;
}

/**
 * The table's counts: for each pupil and step, the different problems the step explains over
 * the answers given (which the server reads over MISTAKE_DAYS); the rows' and columns' order,
 * the worst first; the alerts of this week (the answers since `weekFrom`) among `classSize`
 * pupils. A wrong answer two steps explain alike (a 45 for 52 − 17 is the smaller digit taken
 * from the larger, or a ten borrowed without taking it from the next column) counts for the
 * step that explains more of the pupil's problems, of equals the catalogue's first (the more
 * common), as the report card names one (docs/misconceptions.md): a step whose problems another
 * of the pupil's steps all explains is left out.
 */
export function countMistakes(
  answers: readonly ClassWrongAnswer[],
  classSize: number,
  weekFrom: Date,
): {
  cells: StepCount[];
  steps: ClassMistakes['steps'];
  pupilOrder: string[];
  alerts: (Omit<ClassMistakes['alerts'][number], 'number_0' | 'number_1'> & { example: number })[];
} {
  type Gathered = StepCount & { seen: Set<string>; week: number | null };
  const gathered = new Map<string, Gathered>();
  const latest = (index: number | null, other: number) =>
    index === null || answers[other]!.at >= answers[index]!.at ? other : index;
  answers.forEach((answer, index) => {
    for (const bug of answer.bugs) {
      const key = `${answer.pupil} ${stepKey(bug, answer.subject)}`;
      const cell = gathered.get(key) ?? {
        pupil: answer.pupil,
        bug,
        subject: answer.subject,
        problems: 0,
        example: index,
        seen: new Set<string>(),
        week: null,
      };
      cell.seen.add(answer.problem);
      cell.problems = cell.seen.size;
      cell.example = latest(cell.example, index);
      if (answer.at >= weekFrom) cell.week = latest(cell.week, index);
      gathered.set(key, cell);
    }
  });
  const catalogue = (bug: BugId) => BUG_IDS.indexOf(bug);
  const strongest = [...gathered.values()].sort(
    (a, b) => b.problems - a.problems || catalogue(a.bug) - catalogue(b.bug),
  );
  const kept: Gathered[] = [];
  for (const cell of strongest) {
    const covered = kept.some(
      (other) =>
        other.pupil === cell.pupil &&
        other.subject === cell.subject &&
        [...cell.seen].every((problem) => other.seen.has(problem)),
    );
    if (!covered) kept.push(cell);
  }
  const steps = new Map<string, ClassMistakes['steps'][number]>();
  const week = new Map<string, { pupils: number; example: number }>();
  for (const cell of kept) {
    const key = stepKey(cell.bug, cell.subject);
    const step = steps.get(key) ?? { bug: cell.bug, subject: cell.subject, pupils: 0, problems: 0 };
    step.pupils += 1;
    step.problems += cell.problems;
    steps.set(key, step);
    if (cell.week !== null) {
      const seen = week.get(key) ?? { pupils: 0, example: cell.week };
      seen.pupils += 1;
      seen.example = latest(seen.example, cell.week);
      week.set(key, seen);
    }
  }
  const stepOrder = [...steps.values()].sort(
    (a, b) =>
      b.pupils - a.pupils ||
      b.problems - a.problems ||
      SUBJECTS.indexOf(a.subject) - SUBJECTS.indexOf(b.subject) ||
      catalogue(a.bug) - catalogue(b.bug),
  );
  const totals = new Map<string, number>();
  for (const cell of kept) totals.set(cell.pupil, (totals.get(cell.pupil) ?? 0) + cell.problems);
  const pupilOrder = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([pupil]) => pupil);
  const alerts = [...week.entries()]
    .filter(([, step]) => step.pupils >= ALERT_PUPILS)
    .map(([key, step]) => {
      const [subject, bug] = key.split('.') as [Subject, BugId];
      return {
        kind: step.pupils * 2 > classSize ? ('most' as const) : ('many' as const),
        bug,
        subject,
        pupils: step.pupils,
        of: classSize,
        example: step.example,
      };
    })
    .sort((a, b) => b.pupils - a.pupils || catalogue(a.bug) - catalogue(b.bug));
  const cells = kept.map(({ seen: _, week: __, ...cell }) => cell);
  return { cells, steps: stepOrder, pupilOrder, alerts };
}
