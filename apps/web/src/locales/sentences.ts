import { msg } from '@lingui/core/macro';

/**
 * What the domain's form rules say, listed for the catalogues (docs/languages.md). They are
 * written once, in English, where the rule is (the server checks the same rules and sends the
 * same words); each is a message whose id is its English, so that the page says it with
 * `inWords` (src/lib/reason-words.ts) and a sentence missing here stays readable in English.
 * The server's refusals are said by their code instead (src/lib/refusal-words.ts). No screen imports this file: `npm run i18n:extract` reads it, and
 * `npm run lint` sees that every sentence has its Spanish.
 */

export const SENTENCES = [
  // The account forms (the domain's accounts/forms.ts and accounts/consent.ts).
  msg({ id: 'Email is required' }),
  msg({ id: 'Please enter a valid email address' }),
  msg({ id: 'Password is required' }),
  msg({
    id: 'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
  }),
  msg({ id: 'Password must be at most 128 characters' }),
  msg({ id: 'Please confirm your password' }),
  msg({ id: 'Passwords do not match' }),
  msg({ id: 'Please confirm that you are the parent or guardian' }),
  msg({
    id: 'I am the parent or legal guardian of the children I will add, and I agree to MathSteps keeping their names, grade and practice history so that I can follow their progress.',
  }),
  msg({ id: 'Please enter a verification code' }),
  msg({ id: 'Please select a reason' }),
  msg({ id: 'Please enter a message' }),
  msg({ id: 'Message must be less than 768 characters' }),
  msg({ id: 'Current password is required' }),
  // Students (the domain's accounts/students.ts).
  msg({ id: 'Grade level must be between 1 and 7' }),
  msg({ id: 'Password must be at least 4 characters long' }),
  msg({ id: 'Account name is required' }),
  // The forms' word when MathSteps cannot be reached, and the server's when it failed.
  msg({ id: 'Could not reach MathSteps. Check your connection and try again.' }),
  msg({ id: 'Something went wrong on our side. Please try again.' }),
  // The student login form (features/student-account/login-schema.ts).
  msg({ id: 'Student handle is required' }),
  msg({ id: 'Student handle must be at least 3 characters long' }),
  msg({ id: 'Student passcode is required' }),
  msg({ id: 'Student passcode must be at least 4 characters long' }),
  // A teacher's account and classes (the domain's accounts/forms.ts, classes/classes.ts).
  msg({
    id: 'I am a teacher, my school allows me to use MathSteps with my pupils, and I agree to MathSteps keeping their first names, grade and practice history for the school’s use only.',
  }),
  msg({ id: 'Please confirm that your school allows it' }),
  msg({ id: 'School is required' }),
  msg({ id: 'School must be at most 100 characters' }),
  msg({ id: "School can have letters, digits, spaces and . , ' - & ( ) / only" }),
  msg({ id: 'Class name is required' }),
  msg({ id: 'Class name must be at most 40 characters' }),
  msg({ id: 'Class name can have letters, digits, spaces and punctuation only' }),
  msg({ id: 'Grade must be a whole number from 1 to 7' }),
  // A family's child in a class (the domain's classes/links.ts; the invitation's sign-in name).
  msg({ id: 'A class code has 8 letters and digits, such as K7M2-QX4P' }),
  msg({ id: 'Student handle must be at most 30 characters long' }),
  msg({ id: 'A student handle may use letters, digits, dots, dashes and underscores' }),
];

/** The names the rules put in their sentences ("First name is required"). */
export const FIELD_NAMES = [msg({ id: 'First name' }), msg({ id: 'Last name' })];

/** The sentences the domain's personName rule makes around a field's name. */
export const AROUND_A_NAME = [
  msg({ id: '{field} is required' }),
  msg({ id: '{field} must be at least {count} characters' }),
  msg({ id: '{field} must be at most {count} characters' }),
  msg({ id: '{field} can have letters, spaces, hyphens and apostrophes only' }),
];
