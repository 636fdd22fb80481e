import { generateProblems, type Level, MAX_LEVEL, TIERS } from '../arithmetic/curriculum';
import { answerText, type Problem } from '../arithmetic/problem';
import type { Subject } from '../arithmetic/subject';
import { isSubject } from '../arithmetic/subject';
import { bugsOf } from '../diagnosis/bugs-of';
import { type BugId, isBugId } from '../diagnosis/catalog';
import { probeProblems } from '../diagnosis/misconceptions';
import { createRandom } from '../random';

/**
 * A worksheet to print (docs/help-tonight.md "Practice on paper"): ten problems of a subject at
 * a level, or ten a step's bug gets wrong, the same for the same seed, with the answer key.
 */
export const WORKSHEET_PROBLEMS = 10;

export interface Worksheet {
  subject: Subject;
  level: Level;
  problems: Problem[];
  /** The right answers, as printed: "79 r 2". */
  key: string[];
}

export function worksheet(input: {
  subject: Subject;
  level: Level;
  seed: string;
  /** A step's worksheet: problems this bug gets wrong. */
  bug?: BugId;
}): Worksheet {
  const level = Math.max(0, Math.min(MAX_LEVEL, Math.trunc(input.level)));
  const problems = input.bug
    ? probeProblems(input.bug, input.subject, level, input.seed, WORKSHEET_PROBLEMS)
    : generateProblems(input.subject, level, createRandom(input.seed), WORKSHEET_PROBLEMS);
  return { subject: input.subject, level, problems, key: problems.map(answerText) };
}

/** The levels a visitor may print: the free problems' tiers. */
export const FREE_WORKSHEET_LEVELS: readonly Level[] = TIERS.map((tier) => tier.startLevel);

/** What picks a worksheet's problems: with the same, the same ten. */
export interface WorksheetChoice {
  subject: Subject;
  level: Level;
  seed: string;
  bug?: BugId;
}

/** A seed a worksheet's address and printed code carry: a few lower-case letters and digits. */
export function isWorksheetSeed(seed: string | null | undefined): seed is string {
  return typeof seed === 'string' && /^[a-z0-9]{1,16}$/.test(seed);
}

/**
 * A worksheet's choice in one short code for its printed link ("subtraction.7.k2x9", with a
 * step ".borrow-across-zero"): the QR code on the sheet opens the same ten on a device.
 */
export function worksheetCode(choice: WorksheetChoice): string {
  return [choice.subject, choice.level, choice.seed, ...(choice.bug ? [choice.bug] : [])].join('.');
}

/** The choice a code names, or null for a code that names none. */
export function worksheetOfCode(code: string | null): WorksheetChoice | null {
  const [subject, level, seed, bug, ...rest] = (code ?? '').split('.');
  const number = Number(level);
  if (!isSubject(subject) || !Number.isInteger(number) || number < 0 || number > MAX_LEVEL)
    return null;
  if (!isWorksheetSeed(seed) || rest.length > 0) return null;
  // A step's worksheet names a bug that happens in its subject.
  if (bug !== undefined && !(isBugId(bug) && bugsOf(subject).includes(bug))) return null;
  return { subject, level: number, seed, ...(bug ? { bug } : {}) };
}
