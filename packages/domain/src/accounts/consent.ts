// Apart from the form schemas so that /register shows the statement without waiting for
// zod (the schemas load after the first paint).

/** The parent's consent statement on /register (children's privacy, docs/operations.md "Security"). */
export const CONSENT_STATEMENT =
  'I am the parent or legal guardian of the children I will add, and I agree to MathSteps keeping their names, grade and practice history so that I can follow their progress.';
export const CONSENT_MESSAGE = 'Please confirm that you are the parent or guardian';
