import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefusalCode } from '@mathsteps/domain';

/**
 * The server's refusals, by code, listed for the catalogues (docs/languages.md): each is the
 * message `refusal.<code>`, its English as a screen says it. The page says them through
 * `refusalInWords` (src/lib/refusal-words.ts), which finds the code's message in the loaded
 * catalogue, so that no page carries this list: `npm run i18n:extract` reads it, TypeScript
 * asks for every code, and `npm run lint` for each message in every catalogue. A subject is
 * said as `{name}`, a level as `{level}` (and the one below it, `{below}`).
 */
export const REFUSAL_WORDS: Record<RefusalCode, MessageDescriptor> = {
  // Any tag: the dispatcher's and the session's refusals.
  not_signed_in: msg({
    id: 'refusal.not_signed_in',
    message: 'Your session ended. Please log in again.',
  }),
  not_allowed: msg({ id: 'refusal.not_allowed', message: 'You are not allowed to do this' }),
  check_your_email: msg({
    id: 'refusal.check_your_email',
    message: 'Check your e-mail to continue',
  }),
  other_site: msg({
    id: 'refusal.other_site',
    message: 'Requests from other sites are not accepted',
  }),
  database_unavailable: msg({
    id: 'refusal.database_unavailable',
    message: 'MathSteps is briefly unavailable. Please try again in a moment.',
  }),
  // Signing in, and the limits on trying.
  invalid_credentials: msg({ id: 'refusal.invalid_credentials', message: 'Invalid credentials' }),
  student_login_failed: msg({
    id: 'refusal.student_login_failed',
    message: 'That handle and passcode do not match. Please try again.',
  }),
  student_resting: msg({
    id: 'refusal.student_resting',
    message:
      'Your account is resting for now. Ask your grown-up to choose you as the active student.',
  }),
  too_many_logins: msg({
    id: 'refusal.too_many_logins',
    message: 'Too many failed logins. Please wait a few minutes and try again.',
  }),
  too_many_student_logins: msg({
    id: 'refusal.too_many_student_logins',
    message: 'Too many tries. Please wait a while, or ask your grown-up for help.',
  }),
  too_many_devices: msg({
    id: 'refusal.too_many_devices',
    message: 'Too many devices were registered from this address. Please try again later.',
  }),
  // A parent's account: registering, verifying, passwords, messages.
  too_many_accounts: msg({
    id: 'refusal.too_many_accounts',
    message: 'Too many new accounts from this network. Please try again later.',
  }),
  invalid_code: msg({ id: 'refusal.invalid_code', message: 'Invalid verification code' }),
  code_used: msg({
    id: 'refusal.code_used',
    message: 'This code can no longer be used. Please request a new one.',
  }),
  code_expired: msg({
    id: 'refusal.code_expired',
    message: 'This code has expired. Please request a new one.',
  }),
  link_expired: msg({
    id: 'refusal.link_expired',
    message: 'This link has expired. Please request a new one.',
  }),
  link_not_valid: msg({
    id: 'refusal.link_not_valid',
    message: 'Something went wrong, this token is not valid',
  }),
  too_many_wrong_codes: msg({
    id: 'refusal.too_many_wrong_codes',
    message: 'Too many wrong codes. Please request a new one.',
  }),
  address_taken: msg({
    id: 'refusal.address_taken',
    message:
      'This e-mail address now belongs to another account. Please change to another address.',
  }),
  already_verified: msg({
    id: 'refusal.already_verified',
    message: 'Your email address is already verified',
  }),
  verification_not_sent: msg({
    id: 'refusal.verification_not_sent',
    message: 'Failed to send verification email. Please try again.',
  }),
  too_many_verification_emails: msg({
    id: 'refusal.too_many_verification_emails',
    message: 'Too many verification e-mails. Please wait a few minutes and try again.',
  }),
  too_many_email_changes: msg({
    id: 'refusal.too_many_email_changes',
    message: 'Too many e-mail changes. Please wait a while and try again.',
  }),
  wrong_current_password: msg({
    id: 'refusal.wrong_current_password',
    message: 'The current password is not correct',
  }),
  too_many_wrong_passwords: msg({
    id: 'refusal.too_many_wrong_passwords',
    message: 'Too many wrong passwords. Please wait a few minutes and try again.',
  }),
  password_link_not_valid: msg({
    id: 'refusal.password_link_not_valid',
    message: 'This link is not valid any more. Ask for a new one: it works for an hour, once.',
  }),
  too_many_reset_requests: msg({
    id: 'refusal.too_many_reset_requests',
    message: 'Too many password reset requests. Please wait a while and try again.',
  }),
  message_not_sent: msg({
    id: 'refusal.message_not_sent',
    message: 'Failed to send message. Please try again.',
  }),
  too_many_messages: msg({
    id: 'refusal.too_many_messages',
    message: 'You have sent several messages already. Please wait a while before sending another.',
  }),
  unsubscribe_not_valid: msg({
    id: 'refusal.unsubscribe_not_valid',
    message: 'This unsubscribe link is not valid.',
  }),
  // Students.
  student_not_found: msg({ id: 'refusal.student_not_found', message: 'Student not found' }),
  free_student_limit: msg({
    id: 'refusal.free_student_limit',
    message:
      'We are sorry, you can only add one student to a non-premium account. If you have multiple students, please sign up for a premium account!',
  }),
  premium_student_limit: msg({
    id: 'refusal.premium_student_limit',
    message: 'Accounts are limited to 4 students per parent.',
  }),
  handle_taken: msg({
    id: 'refusal.handle_taken',
    message: 'That student handle is already taken. Please choose another.',
  }),
  too_many_students: msg({
    id: 'refusal.too_many_students',
    message: 'Too many new students at once. Please wait a while and try again.',
  }),
  every_student_active: msg({
    id: 'refusal.every_student_active',
    message: 'With premium every student is active already.',
  }),
  // A child's work.
  class_not_found: msg({ id: 'refusal.class_not_found', message: 'That class was not found.' }),
  class_name_taken: msg({
    id: 'refusal.class_name_taken',
    message: 'You already have a class of that name. Please choose another.',
  }),
  too_many_classes: msg({
    id: 'refusal.too_many_classes',
    message: 'You can have at most 30 classes. Delete one you no longer need first.',
  }),
  roster_not_taken: msg({
    id: 'refusal.roster_not_taken',
    message:
      'Some lines of the list name no pupil, or a pupil the class has, or more than it holds: no pupil was added.',
  }),
  pupil_not_found: msg({
    id: 'refusal.pupil_not_found',
    message: 'That pupil was not found in the class.',
  }),
  pupil_login_failed: msg({
    id: 'refusal.pupil_login_failed',
    message: 'Those are not your pictures. Try again!',
  }),
  too_many_pupil_logins: msg({
    id: 'refusal.too_many_pupil_logins',
    message: 'Too many tries. Ask your teacher for help.',
  }),
  class_code_not_found: msg({
    id: 'refusal.class_code_not_found',
    message: 'No class has that code. Check it with the teacher.',
  }),
  too_many_class_codes: msg({
    id: 'refusal.too_many_class_codes',
    message: 'Too many class codes tried. Please wait an hour and try again.',
  }),
  class_full: msg({ id: 'refusal.class_full', message: 'That class is full: it holds 40 pupils.' }),
  child_classes_full: msg({
    id: 'refusal.child_classes_full',
    message: 'A child can be in at most 3 classes. Leave one first.',
  }),
  link_not_found: msg({ id: 'refusal.link_not_found', message: 'That class link was not found.' }),
  board_not_yours: msg({
    id: 'refusal.board_not_yours',
    message: 'That class is not one of yours.',
  }),
  too_many_boards: msg({
    id: 'refusal.too_many_boards',
    message: 'The class’s board is open in too many windows. Close one and try again.',
  }),
  already_done_today: msg({
    id: 'refusal.already_done_today',
    message: "You already finished today's {name}. Great work!",
  }),
  work_changed: msg({
    id: 'refusal.work_changed',
    message:
      'This assignment changed while you were working, so it was not counted. Great practice anyway!',
  }),
  choice_not_offered: msg({
    id: 'refusal.choice_not_offered',
    message: 'That level choice is not available right now.',
  }),
  practice_level_closed: msg({
    id: 'refusal.practice_level_closed',
    message: 'Level {level} opens when you finish an assignment at level {below}.',
  }),
  too_many_wrong_answers: msg({
    id: 'refusal.too_many_wrong_answers',
    message: 'Too many wrong answers were sent at once. Please wait a little and go on.',
  }),
  facts_round_out_of_date: msg({
    id: 'refusal.facts_round_out_of_date',
    message: 'This Quick Facts round is out of date. Please start a new one.',
  }),
  facts_session_elsewhere: msg({
    id: 'refusal.facts_session_elsewhere',
    message: 'That Quick Facts session was recorded for someone else.',
  }),
  placement_not_found: msg({
    id: 'refusal.placement_not_found',
    message: 'That placement was not found.',
  }),
  placement_finished: msg({
    id: 'refusal.placement_finished',
    message: 'That placement is finished.',
  }),
  answer_recorded: msg({
    id: 'refusal.answer_recorded',
    message: 'That answer was already recorded.',
  }),
  answer_out_of_order: msg({
    id: 'refusal.answer_out_of_order',
    message: "Answer the placement's problems in order.",
  }),
  // Premium's reports and targeted practice.
  reports_are_premium: msg({
    id: 'refusal.reports_are_premium',
    message: 'Report cards are part of MathSteps Premium. Sign up to see how your child is doing.',
  }),
  practice_is_premium: msg({
    id: 'refusal.practice_is_premium',
    message:
      'Targeted practice is part of MathSteps Premium. Sign up to help your child with the step they get wrong.',
  }),
  practice_not_found: msg({
    id: 'refusal.practice_not_found',
    message: 'That practice set was not found.',
  }),
  step_not_in_subject: msg({
    id: 'refusal.step_not_in_subject',
    message: 'That step does not happen in {name}.',
  }),
  // Payments.
  payments_off: msg({
    id: 'refusal.payments_off',
    message: 'Payments are not set up on this server.',
  }),
  payments_unreachable: msg({
    id: 'refusal.payments_unreachable',
    message: 'Payments are briefly unavailable. Please try again in a few minutes.',
  }),
  already_premium: msg({
    id: 'refusal.already_premium',
    message: 'You already have MathSteps Premium. Manage it from Manage Billing.',
  }),
  payment_not_found: msg({ id: 'refusal.payment_not_found', message: 'No payment session found' }),
  payment_not_confirmed: msg({
    id: 'refusal.payment_not_confirmed',
    message: 'There was an error processing your payment. Please contact support.',
  }),
  subscription_not_found: msg({
    id: 'refusal.subscription_not_found',
    message: 'No subscription found',
  }),
  no_subscription_to_change: msg({
    id: 'refusal.no_subscription_to_change',
    message: 'There is no subscription to change.',
  }),
  test_payments_off: msg({
    id: 'refusal.test_payments_off',
    message: 'Test payments are switched off: this server takes real payments.',
  }),
  test_portal_off: msg({
    id: 'refusal.test_portal_off',
    message: 'The test portal is switched off: this server uses Stripe.',
  }),
};
