// The four subjects and how they are written: kept apart from problem.ts so that the number
// facts (facts.ts), which problem.ts builds on, can name a subject without a circle.

export const SUBJECTS = ['addition', 'subtraction', 'multiplication', 'division'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** How the product names each subject to people (docs/product.md: the category buttons). */
export const SUBJECT_NAMES: Record<Subject, string> = {
  addition: 'Addition',
  subtraction: 'Subtraction',
  multiplication: 'Multiplication',
  division: 'Division',
};

/** The same in Spanish, for what the domain writes in Spanish (docs/languages.md). */
export const NOMBRES_DE_OPERACION: Record<Subject, string> = {
  addition: 'Suma',
  subtraction: 'Resta',
  multiplication: 'Multiplicación',
  division: 'División',
};

export const OPERATORS = {
  addition: '+',
  subtraction: '-',
  multiplication: '*',
  division: '/',
} as const;
export type Operator = (typeof OPERATORS)[Subject];

/** The signs as print shows them to people (the wire uses OPERATORS). */
export const SIGNS = {
  addition: '+',
  subtraction: '−',
  multiplication: '×',
  division: '÷',
} as const satisfies Record<Subject, string>;

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}
