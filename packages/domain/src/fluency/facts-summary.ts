import { parseFactKey } from '../arithmetic/facts';
import { SIGNS } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { type FactRecord, type FluencyState, fluencyState, QUICK_THINKING_MS } from './fluency';

/**
 * What a parent reads beside the facts map (decision 0010): how many facts of an
 * operation are quick, how many more than some weeks ago, the slowest by name, and the slow
 * fact the child meets most inside column work.
 */

/** A fact as the summary reads it: its record, and how many grid boxes it stood for. */
export interface FactOnRecord {
  fact: string;
  record: FactRecord;
  inGrids: number;
}

/** The slowest facts named at most. */
export const SLOWEST_NAMED = 3;
/** A slow fact is named as "in N% of the boxes" only from this many boxes... */
export const BOXES_TO_NAME_SHARE = 20;
/** ...and when it is in at least this share of them. */
export const SHARE_TO_NAME = 10;

export function quickCount(facts: readonly FactOnRecord[]): number {
  return facts.filter((each) => fluencyState(each.record) === 'fluent').length;
}

/** The mean thinking time of a fact's recent tries. */
export function typicalThinkingMs(record: FactRecord): number {
  if (record.recent.length === 0) return 0;
  return record.recent.reduce((sum, each) => sum + each.thinkingMs, 0) / record.recent.length;
}

const notQuick = (state: FluencyState) => state === 'slow' || state === 'learning';

/**
 * The facts met and not quick yet, slowest first (a wrong answer counts with its time: a
 * fact worked out slowly and wrongly is as far from recall as one worked out slowly).
 */
export function slowestFacts(facts: readonly FactOnRecord[], count = SLOWEST_NAMED): string[] {
  // Not quick yet, and slow in fact: answered wrongly, or in more than the quick time (a
  // fact answered quickly once is getting quicker, not slow).
  return facts
    .filter(
      (each) =>
        fluencyState(each.record) === 'learning' ||
        (notQuick(fluencyState(each.record)) && typicalThinkingMs(each.record) > QUICK_THINKING_MS),
    )
    .map((each) => ({ fact: each.fact, ms: typicalThinkingMs(each.record) }))
    .sort((a, b) => b.ms - a.ms || (a.fact < b.fact ? -1 : 1))
    .slice(0, count)
    .map((each) => each.fact);
}

/**
 * The fact not quick yet that stands for the most of the child's grid boxes of its
 * operation, with its share in whole percent; none while the grids have too few boxes or
 * no slow fact takes a real share of them.
 */
export function slowFactInBoxes(
  facts: readonly FactOnRecord[],
): { fact: string; percent: number } | null {
  const boxes = facts.reduce((sum, each) => sum + each.inGrids, 0);
  if (boxes < BOXES_TO_NAME_SHARE) return null;
  const most = facts
    .filter((each) => each.inGrids > 0 && notQuick(fluencyState(each.record)))
    .sort((a, b) => b.inGrids - a.inGrids || (a.fact < b.fact ? -1 : 1))[0];
  if (!most) return null;
  const percent = Math.round((100 * most.inGrids) / boxes);
  return percent >= SHARE_TO_NAME ? { fact: most.fact, percent } : null;
}

/** A fact as people write it: "7+5" is "7 + 5", "7x8" is "7 × 8", "56/7" is "56 ÷ 7". */
export function factName(key: string): string {
  const fact = parseFactKey(key);
  return fact ? `${fact.a} ${SIGNS[fact.operation]} ${fact.b}` : key;
}

/** The words of the facts' lines, per language (docs/languages.md). */
const FACTS_WORDS: Record<
  Language,
  {
    same: (then: string) => string;
    more: (n: number, then: string) => string;
    fewer: (n: number, then: string) => string;
    quick: (n: number) => string;
    aWeekAgo: string;
    slowest: (names: string) => string;
  }
> = {
  en: {
    same: (then) => `as many as ${then}`,
    more: (n, then) => `${n} more than ${then}`,
    fewer: (n, then) => `${n} fewer than ${then}`,
    quick: (n) => (n === 1 ? '1 number fact is quick now' : `${n} number facts are quick now`),
    aWeekAgo: 'a week ago',
    slowest: (names) => `; slowest: ${names}`,
  },
  es: {
    same: (then) => `tantas como ${then}`,
    more: (n, then) => `${n} más que ${then}`,
    fewer: (n, then) => `${n} menos que ${then}`,
    quick: (n) =>
      n === 1 ? '1 operación básica ya es rápida' : `${n} operaciones básicas ya son rápidas`,
    aWeekAgo: 'hace una semana',
    slowest: (names) => `; las más lentas: ${names}`,
  },
};

/** How the count of quick facts moved since `then` ("4 weeks ago", "a week ago"). */
export function quickChangeText(change: number, then: string, language: Language = 'en'): string {
  const words = FACTS_WORDS[language];
  if (change === 0) return words.same(then);
  return change > 0 ? words.more(change, then) : words.fewer(-change, then);
}

/**
 * The weekly e-mail's line on number facts (decision 0010): the facts quick now over the
 * operations met, the change since a week ago, the slowest three; none before any is met. In
 * the parent's language (docs/languages.md).
 */
export function factsWeekLine(
  summary: Partial<Record<string, { quick: number; change: number | null }>>,
  slowest: readonly string[],
  language: Language = 'en',
): string | null {
  const met = Object.values(summary).filter((each) => each !== undefined);
  if (met.length === 0) return null;
  const quick = met.reduce((sum, each) => sum + each.quick, 0);
  const words = FACTS_WORDS[language];
  const facts = words.quick(quick);
  // A child who joined this week has no week before to compare with.
  const changes = met.flatMap((each) => (each.change === null ? [] : [each.change]));
  const total = changes.reduce((sum, each) => sum + each, 0);
  const since = changes.length === 0 ? '' : `, ${quickChangeText(total, words.aWeekAgo, language)}`;
  const slow = slowest.length > 0 ? words.slowest(slowest.map(factName).join(', ')) : '';
  return `${facts}${since}${slow}.`;
}
