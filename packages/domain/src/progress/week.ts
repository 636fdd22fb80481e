import { SUBJECT_NAMES, SUBJECTS, type Subject } from '../arithmetic/problem';

/**
 * "Wrong this week: 11 different problems (7 in multiplication, 4 in division)." from
 * a report's week figures (StudentReport['week'].wrong): the weekly e-mail and the report
 * card say it in the same words; null for a week without mistakes. No "most in": a tie
 * would have to pick one.
 */
export function wrongThisWeekText(wrong: Record<string, number>): string | null {
  const counts = SUBJECTS.filter((subject) => (wrong[subject] ?? 0) > 0)
    .map((subject) => ({ subject, count: wrong[subject]! }))
    .sort((a, b) => b.count - a.count);
  const total = counts.reduce((sum, each) => sum + each.count, 0);
  if (total === 0) return null;
  const problems = `${total} different ${total === 1 ? 'problem' : 'problems'}`;
  const name = (subject: Subject) => SUBJECT_NAMES[subject].toLowerCase();
  if (counts.length === 1) {
    return `Wrong this week: ${problems}, ${total === 1 ? 'in' : 'all in'} ${name(counts[0]!.subject)}.`;
  }
  return `Wrong this week: ${problems} (${counts.map((each) => `${each.count} in ${name(each.subject)}`).join(', ')}).`;
}
