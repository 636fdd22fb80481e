import { isLocale, type Locale } from '../languages/locale';
import type { Subject } from './subject';

/**
 * How the child's school writes the written methods (docs/written-methods.md): the parent
 * picks it once per child; until then it is the usual one for the child's language. The
 * grids the child types in, "Show me how", the diagnosis and the help pages follow it.
 */
export const SUBTRACTION_METHODS = ['regrouping', 'exchanging', 'equal-additions'] as const;
export type SubtractionMethod = (typeof SUBTRACTION_METHODS)[number];

export const DIVISION_METHODS = ['bracket', 'divisor-right'] as const;
export type DivisionMethod = (typeof DIVISION_METHODS)[number];

export interface SchoolMethod {
  subtraction: SubtractionMethod;
  division: DivisionMethod;
}

/** The methods of US schools: a child's in English until the parent chooses. */
export const DEFAULT_SCHOOL_METHOD: SchoolMethod = {
  subtraction: 'regrouping',
  division: 'bracket',
};

/**
 * The usual methods for a language and country (docs/written-methods.md): Spain subtracts by
 * equal additions ("me llevo una") and divides with the divisor on the right; Mexico and
 * Spanish-speaking US schools, most of es-419's children here, borrow and divide in the
 * bracket (the "casita").
 */
const USUAL_METHODS: Record<Locale, SchoolMethod> = {
  'en-US': DEFAULT_SCHOOL_METHOD,
  'es-419': DEFAULT_SCHOOL_METHOD,
  'es-ES': { subtraction: 'equal-additions', division: 'divisor-right' },
};

/**
 * A child's methods: the parent's choice for each subject, else the usual one of the locale
 * (the US methods for none, or one MathSteps does not write).
 */
export function schoolMethodOf(
  chosen: { subtraction?: string | null; division?: string | null },
  locale: string | null = null,
): SchoolMethod {
  const usual = isLocale(locale) ? USUAL_METHODS[locale] : DEFAULT_SCHOOL_METHOD;
  return {
    subtraction: isSubtractionMethod(chosen.subtraction) ? chosen.subtraction : usual.subtraction,
    division: isDivisionMethod(chosen.division) ? chosen.division : usual.division,
  };
}

/** Each method as a parent finds it in a list, with how a teacher says it. */
export const SUBTRACTION_METHOD_NAMES: Record<SubtractionMethod, string> = {
  regrouping: 'Borrowing ("regrouping")',
  exchanging: 'Exchanging (a ten for ten ones)',
  'equal-additions': 'Equal additions (add ten on top, pay it back below)',
};

export const DIVISION_METHOD_NAMES: Record<DivisionMethod, string> = {
  bracket: 'Answer on top of the bracket',
  'divisor-right': 'Divisor on the right, answer under it',
};

/**
 * The methods that change how a subject is written: three for subtraction, two for long
 * division, the default alone for addition and multiplication.
 */
export function methodsFor(subject: Subject): SchoolMethod[] {
  if (subject === 'subtraction') {
    return SUBTRACTION_METHODS.map((subtraction) => ({ ...DEFAULT_SCHOOL_METHOD, subtraction }));
  }
  if (subject === 'division') {
    return DIVISION_METHODS.map((division) => ({ ...DEFAULT_SCHOOL_METHOD, division }));
  }
  return [DEFAULT_SCHOOL_METHOD];
}

export function isSubtractionMethod(value: unknown): value is SubtractionMethod {
  return (SUBTRACTION_METHODS as readonly unknown[]).includes(value);
}

export function isDivisionMethod(value: unknown): value is DivisionMethod {
  return (DIVISION_METHODS as readonly unknown[]).includes(value);
}
