import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  digitAt,
  type Locale,
  languageOf,
  operandsOf,
  type Problem,
  placeName,
} from '@mathsteps/domain';

const digitsOf = (n: number) => String(n).length;

/**
 * The printed digits of a problem in words, for a screen reader: the grid's boxes have
 * names, but the digits above them are drawn, not read. Column work is given by
 * column from the ones, as it is worked; long division from the left, as it is worked.
 */
export function problemDigitsText(i18n: I18n, problem: Problem): string {
  const [a, b] = operandsOf(problem);
  const name = (place: number) => placeName(place, languageOf(i18n.locale as Locale));
  if (problem.subject === 'division') {
    const digits = String(a).split('').join(', ');
    return i18n._(msg`${a} divided by ${b}. The number divided, from the left: ${digits}.`);
  }
  if (problem.subject === 'multiplication') {
    const byPlace = (n: number) =>
      Array.from({ length: digitsOf(n) }, (_, place) => `${name(place)} ${digitAt(n, place)}`).join(
        ', ',
      );
    const top = byPlace(a);
    const bottom = byPlace(b);
    return i18n._(
      msg`${a} times ${b}. Top number, from the ones: ${top}. Bottom number: ${bottom}.`,
    );
  }
  const columns = Math.max(digitsOf(a), digitsOf(b));
  const column = (place: number) => {
    const column = name(place);
    const top = digitAt(a, place);
    const bottom = digitAt(b, place);
    return place < digitsOf(b)
      ? i18n._(msg`${column} ${top} and ${bottom}`)
      : i18n._(msg`${column} ${top}, nothing below`);
  };
  const parts = Array.from({ length: columns }, (_, place) => column(place)).join('; ');
  return problem.subject === 'addition'
    ? i18n._(msg`${a} plus ${b}. By column from the ones, top digit and bottom digit: ${parts}.`)
    : i18n._(msg`${a} minus ${b}. By column from the ones, top digit and bottom digit: ${parts}.`);
}
