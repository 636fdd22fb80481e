import { SUBJECTS } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { WEEK_WORDS } from './week-words';

/**
 * "Wrong this week: 11 different problems (7 in multiplication, 4 in division)." from
 * a report's week figures (StudentReport['week'].wrong): the weekly e-mail and the report
 * card say it in the same words; null for a week without mistakes. No "most in": a tie
 * would have to pick one.
 */
export function wrongThisWeekText(
  wrong: Record<string, number>,
  language: Language = 'en',
): string | null {
  const counts = SUBJECTS.filter((subject) => (wrong[subject] ?? 0) > 0)
    .map((subject) => ({ subject, count: wrong[subject]! }))
    .sort((a, b) => b.count - a.count);
  const total = counts.reduce((sum, each) => sum + each.count, 0);
  if (total === 0) return null;
  return WEEK_WORDS[language].wrongThisWeek(counts, total);
}
