import { digitAt, operandsOf, type Problem, placeName } from '@mathsteps/domain';

const digitsOf = (n: number) => String(n).length;

/**
 * The printed digits of a problem in words, for a screen reader: the grid's boxes have
 * names, but the digits above them are drawn, not read. Column work is given by
 * column from the ones, as it is worked; long division from the left, as it is worked.
 */
export function problemDigitsText(problem: Problem): string {
  const [a, b] = operandsOf(problem);
  if (problem.subject === 'division') {
    const digits = String(a).split('').join(', ');
    return `${a} divided by ${b}. The number divided, from the left: ${digits}.`;
  }
  if (problem.subject === 'multiplication') {
    const byPlace = (n: number) =>
      Array.from(
        { length: digitsOf(n) },
        (_, place) => `${placeName(place)} ${digitAt(n, place)}`,
      ).join(', ');
    return `${a} times ${b}. Top number, from the ones: ${byPlace(a)}. Bottom number: ${byPlace(b)}.`;
  }
  const columns = Math.max(digitsOf(a), digitsOf(b));
  const column = (place: number) => {
    const top = digitAt(a, place);
    const bottom = place < digitsOf(b) ? ` and ${digitAt(b, place)}` : ', nothing below';
    return `${placeName(place)} ${top}${bottom}`;
  };
  const sign = problem.subject === 'addition' ? 'plus' : 'minus';
  const parts = Array.from({ length: columns }, (_, place) => column(place));
  return `${a} ${sign} ${b}. By column from the ones, top digit and bottom digit: ${parts.join('; ')}.`;
}
