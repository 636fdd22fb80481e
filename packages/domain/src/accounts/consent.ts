// Apart from the form schemas so that /register shows the statement without waiting for
// zod (the schemas load after the first paint).

/** The parent's consent statement on /register (children's privacy, docs/operations.md "Security"). */
export const CONSENT_STATEMENT =
  'I am the parent or legal guardian of the children I will add, and I agree to MathSteps keeping their names, grade and practice history so that I can follow their progress.';
export const CONSENT_MESSAGE = 'Please confirm that you are the parent or guardian';

/**
 * A teacher's statement on /register (docs/decisions/0029-teachers.md): a school gives consent
 * for its pupils' use of a school's tool, and the teacher says the school allows it.
 */
export const TEACHER_CONSENT_STATEMENT =
  'I am a teacher, my school allows me to use MathSteps with my pupils, and I agree to MathSteps keeping their first names, grade and practice history for the school’s use only.';
export const TEACHER_CONSENT_MESSAGE = 'Please confirm that your school allows it';
