import { SUBJECT_NAMES, type Subject } from '../arithmetic/subject';

/**
 * Every refusal a person can meet, by its code (docs/architecture.md, "Where a refusal's
 * words live"). The server answers the code, its parameters and this English (`reason`, for
 * programs and logs); a screen says the web catalogue's message for the code in the page's
 * language, with the parameters in it (a subject's name in Spanish, not "addition"). Each tag
 * lists the codes it may answer in the contract (`refusals`), beside ANY_TAG_REFUSALS. What
 * is not here is a program's mistake (a field of the wrong shape): it is answered in English,
 * naming the field. The seed's own refusal texts are kept word for word. The web reads a
 * refusal (`refusalOf`) and says it from its catalogues (apps/web/src/lib/refusal-words.ts):
 * no page carries this table.
 */

/** What a refusal's sentence may carry. */
export interface RefusalParams {
  subject: Subject;
  level: number;
}

interface WithParams<K extends keyof RefusalParams> {
  params: readonly K[];
  english: (params: Pick<RefusalParams, K>) => string;
}

/** A refusal whose sentence carries `params`. */
const carrying = <K extends keyof RefusalParams>(
  params: readonly K[],
  english: (params: Pick<RefusalParams, K>) => string,
): WithParams<K> => ({ params, english });

const subjectName = (subject: Subject) => SUBJECT_NAMES[subject].toLowerCase();

export const REFUSALS = {
  // Any tag: the dispatcher's and the session's refusals.
  not_signed_in: 'Authentication token not found. Please log in again.',
  not_allowed: 'You are not allowed to do this',
  check_your_email: 'Check your e-mail to continue',
  other_site: 'Requests from other sites are not accepted',
  database_unavailable: 'MathSteps is briefly unavailable. Please try again in a moment.',

  // Signing in, and the limits on trying.
  invalid_credentials: 'Invalid credentials',
  student_login_failed: 'That handle and passcode do not match. Please try again.',
  student_resting:
    'Your account is resting for now. Ask your grown-up to choose you as the active student.',
  too_many_logins: 'Too many failed logins. Please wait a few minutes and try again.',
  too_many_student_logins: 'Too many tries. Please wait a while, or ask your grown-up for help.',
  too_many_devices: 'Too many devices were registered from this address. Please try again later.',

  // A parent's account: registering, verifying, passwords, messages.
  too_many_accounts: 'Too many new accounts from this network. Please try again later.',
  invalid_code: 'Invalid verification code',
  code_used: 'This code can no longer be used. Please request a new one.',
  code_expired: 'This code has expired. Please request a new one.',
  link_expired: 'This link has expired. Please request a new one.',
  link_not_valid: 'Something went wrong, this token is not valid',
  too_many_wrong_codes: 'Too many wrong codes. Please request a new one.',
  // Only whoever holds the address's code or link can meet this: it tells nobody else.
  address_taken:
    'This e-mail address now belongs to another account. Please change to another address.',
  already_verified: 'Your email address is already verified',
  verification_not_sent: 'Failed to send verification email. Please try again.',
  too_many_verification_emails:
    'Too many verification e-mails. Please wait a few minutes and try again.',
  too_many_email_changes: 'Too many e-mail changes. Please wait a while and try again.',
  wrong_current_password: 'The current password is not correct',
  too_many_wrong_passwords: 'Too many wrong passwords. Please wait a few minutes and try again.',
  password_link_not_valid:
    'This link is not valid any more. Ask for a new one: it works for an hour, once.',
  too_many_reset_requests: 'Too many password reset requests. Please wait a while and try again.',
  message_not_sent: 'Failed to send message. Please try again.',
  too_many_messages:
    'You have sent several messages already. Please wait a while before sending another.',
  unsubscribe_not_valid: 'This unsubscribe link is not valid.',

  // Students.
  student_not_found: 'Student not found',
  free_student_limit:
    'We are sorry, you can only add one student to a non-premium account. If you have multiple students, please sign up for a premium account!',
  premium_student_limit: 'Accounts are limited to 4 students per parent.',
  handle_taken: 'That student handle is already taken. Please choose another.',
  too_many_students: 'Too many new students at once. Please wait a while and try again.',
  every_student_active: 'With premium every student is active already.',

  // A teacher's classes.
  class_not_found: 'That class was not found.',
  class_name_taken: 'You already have a class of that name. Please choose another.',
  too_many_classes: 'You can have at most 30 classes. Delete one you no longer need first.',
  roster_not_taken:
    'Some lines of the list name no pupil, or a pupil the class has, or more than it holds: no pupil was added.',
  pupil_not_found: 'That pupil was not found in the class.',
  pupil_login_failed: 'Those are not your pictures. Try again!',
  too_many_pupil_logins: 'Too many tries. Ask your teacher for help.',
  class_code_not_found: 'No class has that code. Check it with the teacher.',
  too_many_class_codes: 'Too many class codes tried. Please wait an hour and try again.',
  class_full: 'That class is full: it holds 40 pupils.',
  child_classes_full: 'A child can be in at most 3 classes. Leave one first.',
  link_not_found: 'That class link was not found.',
  board_not_yours: 'That class is not one of yours.',
  too_many_boards: 'The class’s board is open in too many windows. Close one and try again.',

  // A child's work.
  already_done_today: carrying(
    ['subject'],
    ({ subject }) => `You already finished today's ${subjectName(subject)}. Great work!`,
  ),
  work_changed:
    'This assignment changed while you were working, so it was not counted. Great practice anyway!',
  choice_not_offered: 'That level choice is not available right now.',
  practice_level_closed: carrying(
    ['level'],
    ({ level }) => `Level ${level} opens when you finish an assignment at level ${level - 1}.`,
  ),
  too_many_wrong_answers:
    'Too many wrong answers were sent at once. Please wait a little and go on.',
  facts_round_out_of_date: 'This Quick Facts round is out of date. Please start a new one.',
  facts_session_elsewhere: 'That Quick Facts session was recorded for someone else.',
  placement_not_found: 'That placement was not found.',
  placement_finished: 'That placement is finished.',
  answer_recorded: 'That answer was already recorded.',
  answer_out_of_order: "Answer the placement's problems in order.",

  // Premium's reports and targeted practice.
  reports_are_premium:
    'Report cards are part of MathSteps Premium. Sign up to see how your child is doing.',
  practice_is_premium:
    'Targeted practice is part of MathSteps Premium. Sign up to help your child with the step they get wrong.',
  practice_not_found: 'That practice set was not found.',
  step_not_in_subject: carrying(
    ['subject'],
    ({ subject }) => `That step does not happen in ${subjectName(subject)}.`,
  ),

  // Payments.
  payments_off: 'Payments are not set up on this server.',
  payments_unreachable: 'Payments are briefly unavailable. Please try again in a few minutes.',
  already_premium: 'You already have MathSteps Premium. Manage it from Manage Billing.',
  payment_not_found: 'No payment session found',
  payment_not_confirmed: 'There was an error processing your payment. Please contact support.',
  subscription_not_found: 'No subscription found',
  no_subscription_to_change: 'There is no subscription to change.',
  test_payments_off: 'Test payments are switched off: this server takes real payments.',
  test_portal_off: 'The test portal is switched off: this server uses Stripe.',
} as const satisfies Record<string, string | WithParams<keyof RefusalParams>>;

export type RefusalCode = keyof typeof REFUSALS;
export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

/** The refusals any tag may answer: the dispatcher's, before a tag's own code runs. */
export const ANY_TAG_REFUSALS = [
  'not_signed_in',
  'not_allowed',
  'check_your_email',
  'other_site',
  'database_unavailable',
] as const satisfies readonly RefusalCode[];

/** What checking an address's code or link may answer (signed in or from the e-mail). */
export const VERIFYING_REFUSALS = [
  'invalid_code',
  'link_not_valid',
  'code_used',
  'code_expired',
  'link_expired',
  'address_taken',
  'too_many_wrong_codes',
] as const satisfies readonly RefusalCode[];

/** What sending an address's code and link may answer. */
export const SENDING_CODE_REFUSALS = [
  'too_many_verification_emails',
  'verification_not_sent',
] as const satisfies readonly RefusalCode[];

/** What a call to the payment provider may answer. */
export const PAYMENT_REFUSALS = [
  'payments_off',
  'payments_unreachable',
] as const satisfies readonly RefusalCode[];

type ParamsOf<C extends RefusalCode> =
  (typeof REFUSALS)[C] extends WithParams<infer K> ? Pick<RefusalParams, K> : undefined;

/** A refusal with its parameters, as the server answers it. */
export type Refusal = {
  [C in RefusalCode]: ParamsOf<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: ParamsOf<C> };
}[RefusalCode];

/** The refusal's English: the `reason` every failure answer carries. */
export function refusalEnglish(refusal: Refusal): string {
  const said: string | WithParams<keyof RefusalParams> = REFUSALS[refusal.code];
  return typeof said === 'string' ? said : said.english(refusal.params as RefusalParams);
}
