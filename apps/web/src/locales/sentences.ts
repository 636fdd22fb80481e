import { msg } from '@lingui/core/macro';

/**
 * What the domain's form rules and the server's refusals say, listed for the catalogues
 * (docs/languages.md). They are written once, in English, where the rule is (the server checks
 * the same rules and sends the same words); each is a message whose id is its English, so that
 * the page says it with `inWords` (src/lib/reason-words.ts) and a sentence missing here stays
 * readable in English. No screen imports this file: `npm run i18n:extract` reads it, and
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
  msg({
    id: 'We are sorry, you can only add one student to a non-premium account. If you have multiple students, please sign up for a premium account!',
  }),
  msg({ id: 'Accounts are limited to 4 students per parent.' }),
  msg({ id: 'Grade level must be between 1 and 7' }),
  msg({ id: 'Password must be at least 4 characters long' }),
  msg({ id: 'Account name is required' }),
  // The server's refusals a person meets, and the forms' word when it cannot be reached.
  msg({ id: 'Could not reach MathSteps. Check your connection and try again.' }),
  msg({ id: 'Invalid credentials' }),
  msg({ id: 'That handle and passcode do not match. Please try again.' }),
  // The API's words for an ended session; the English catalogue (en.po) says it as a child
  // can read it: "Your session ended. Please log in again."
  msg({ id: 'Authentication token not found. Please log in again.' }),
  msg({ id: 'Check your e-mail to continue' }),
  msg({ id: 'You are not allowed to do this' }),
  msg({ id: 'MathSteps is briefly unavailable. Please try again in a moment.' }),
  msg({ id: 'Something went wrong on our side. Please try again.' }),
  msg({ id: 'Invalid verification code' }),
  msg({ id: 'Failed to send verification email. Please try again.' }),
  msg({
    id: 'This e-mail address now belongs to another account. Please change to another address.',
  }),
  msg({ id: 'Your email address is already verified' }),
  msg({ id: 'This code can no longer be used. Please request a new one.' }),
  msg({ id: 'This code has expired. Please request a new one.' }),
  msg({ id: 'This link has expired. Please request a new one.' }),
  msg({ id: 'Too many wrong codes. Please request a new one.' }),
  msg({ id: 'This link is not valid any more. Ask for a new one: it works for an hour, once.' }),
  msg({ id: 'The current password is not correct' }),
  msg({ id: 'Student not found' }),
  // Refusals a parent or child can meet in billing, students and Quick Facts.
  msg({ id: 'There is no subscription to change.' }),
  msg({ id: 'With premium every student is active already.' }),
  msg({ id: 'That Quick Facts session was recorded for someone else.' }),
  msg({ id: 'Test payments are switched off: this server takes real payments.' }),
  msg({ id: 'The test portal is switched off: this server uses Stripe.' }),
  // The student login form (features/student-account/login-schema.ts).
  msg({ id: 'Student handle is required' }),
  msg({ id: 'Student handle must be at least 3 characters long' }),
  msg({ id: 'Student passcode is required' }),
  msg({ id: 'Student passcode must be at least 4 characters long' }),
  msg({ id: 'That student handle is already taken. Please choose another.' }),
  msg({
    id: 'Your account is resting for now. Ask your grown-up to choose you as the active student.',
  }),
  msg({ id: 'That level choice is not available right now.' }),
  msg({
    id: 'This assignment changed while you were working, so it was not counted. Great practice anyway!',
  }),
  msg({ id: 'This Quick Facts round is out of date. Please start a new one.' }),
  msg({ id: 'That practice set was not found.' }),
  msg({
    id: 'Report cards are part of MathSteps Premium. Sign up to see how your child is doing.',
  }),
  msg({
    id: 'Targeted practice is part of MathSteps Premium. Sign up to help your child with the step they get wrong.',
  }),
  msg({ id: 'Payments are briefly unavailable. Please try again in a few minutes.' }),
  msg({ id: 'Payments are not set up on this server.' }),
  msg({ id: 'You already have MathSteps Premium. Manage it from Manage Billing.' }),
  msg({ id: 'There was an error processing your payment. Please contact support.' }),
  msg({ id: 'Failed to send message. Please try again.' }),
  msg({ id: 'This unsubscribe link is not valid.' }),
  msg({ id: 'No payment session found' }),
  msg({ id: 'No subscription found' }),
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
