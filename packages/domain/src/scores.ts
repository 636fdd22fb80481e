/**
 * The product's bands over a first-try score, in percent: the report card's letter grade
 * (docs/product.md "What parents read"), a result screen's stars and the word beside a
 * subject on My Progress (decision record 0006), in one place.
 */

/** The value of the first band whose lower bound the score reaches; `below` under them all. */
function band<T>(score: number, bands: readonly (readonly [number, T])[], below: T): T {
  return bands.find(([from]) => score >= from)?.[1] ?? below;
}

export type LetterGrade = 'A' | 'B' | 'C' | 'D' | 'F';

// biome-ignore format: a band a pair, on one line
const GRADES = [[90, 'A'], [80, 'B'], [70, 'C'], [60, 'D']] as const;
// biome-ignore format: a band a pair, on one line
const STARS = [[80, 3], [60, 2]] as const;
// biome-ignore format: a band a pair, on one line
const MASTERY = [[90, 'Mastered'], [75, 'Strong'], [50, 'Growing']] as const;

/** 90 A, 80 B, 70 C, 60 D, else F. */
export function letterGrade(score: number): LetterGrade {
  return band<LetterGrade>(score, GRADES, 'F');
}

/** The result screen's 1-3 stars: 80+ three, 60-79 two, else one. */
export function scoreStars(score: number): 1 | 2 | 3 {
  return band<1 | 2 | 3>(score, STARS, 1);
}

/** A word for how well a subject is going, beside the letter grade and percent. */
export function masteryWord(score: number, complete: number): string {
  if (complete === 0 && score === 0) return 'Ready to start';
  return band<string>(score, MASTERY, 'Learning');
}
