import {
  acceptedLanguages,
  chooseLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from '@mathsteps/domain';
import type { FastifyRequest } from 'fastify';

const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * The locale chosen on the browser that sent the request (its cookie), if any. A value that
 * does not decode (`%` alone, a cut escape) is no choice, as an unknown one is: a browser's
 * cookie never makes a page fail.
 */
function chosenOn(request: FastifyRequest): Locale | undefined {
  const value = COOKIE.exec(String(request.headers.cookie ?? ''))?.[1];
  if (value === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return isLocale(decoded) ? decoded : undefined;
}

/**
 * The locale of the browser that sent a request, as its page chooses it (docs/languages.md): the
 * one chosen on it before, else the first of its languages MathSteps speaks; undefined when it
 * names none (a program, or a language MathSteps does not speak).
 */
export function requestLocale(request: FastifyRequest): Locale | undefined {
  const chosen = chosenOn(request);
  if (chosen) return chosen;
  const accepted = acceptedLanguages(request.headers['accept-language']);
  const locale = chooseLocale(undefined, accepted);
  return locale === DEFAULT_LOCALE && !accepted.some((tag) => /^en\b/i.test(tag))
    ? undefined
    : locale;
}
