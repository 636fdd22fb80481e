import type { Subject } from './subject';

/**
 * How the child's school writes the written methods (docs/help-tonight.md "The school's
 * method"): the parent picks it once per child, and the help pages' words and worked grids
 * follow it. The grids a child types in stay as they are.
 */
export const SUBTRACTION_METHODS = ['regrouping', 'exchanging', 'equal-additions'] as const;
export type SubtractionMethod = (typeof SUBTRACTION_METHODS)[number];

export const DIVISION_METHODS = ['bracket', 'divisor-right'] as const;
export type DivisionMethod = (typeof DIVISION_METHODS)[number];

export interface SchoolMethod {
  subtraction: SubtractionMethod;
  division: DivisionMethod;
}

/** What a child has until the parent chooses: the methods of US schools. */
export const DEFAULT_SCHOOL_METHOD: SchoolMethod = {
  subtraction: 'regrouping',
  division: 'bracket',
};

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
