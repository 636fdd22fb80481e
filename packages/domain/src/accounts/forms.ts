import { z } from 'zod';
import { CONSENT_MESSAGE, TEACHER_CONSENT_MESSAGE } from './consent';

/**
 * The account forms' rules and messages (docs/product.md, "Contact form"). The
 * browser shows these messages under the fields; the server checks the same rules, so a
 * request made by hand cannot get round them.
 */

export const EMAIL_MAX = 254;
export const NAME_MAX = 60;
export const MESSAGE_MAX = 768;
/** The contact form's counter turns red above this. */
export const MESSAGE_WARN = 700;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = required('Email is required')
  .max(EMAIL_MAX, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/** At least 8 printable characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x20-\x7E]{8,}$/;
export const PASSWORD_MESSAGE =
  'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols';

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password must be at most 128 characters')
  .regex(PASSWORD_RULE, PASSWORD_MESSAGE);

/**
 * Letters of any alphabet (with their accents), spaces, hyphens and apostrophes: "Anne-Marie
 * O'Brien", "José", "Zoë". Names are written into e-mails, so nothing else: no line breaks,
 * no links.
 */
export const NAME_RULE = /^[\p{L}\p{M}' ’-]*\p{L}[\p{L}\p{M}' ’-]*$/u;

/**
 * What NAME_RULE lets through but no name is: the Hangul fillers, letters that show nothing
 * (a name of them reads as empty), and a letter piled with marks (no script puts more than
 * three on one letter; dozens of them draw over the lines around).
 */
const NOT_A_NAME = /[\u115f\u1160\u3164\uffa0]|\p{M}{4,}/u;

/** A person's name of `min` or more characters (parents 2, children 1), by NAME_RULE. */
export function personName(label: string, min: number) {
  const onlyLetters = `${label} can have letters, spaces, hyphens and apostrophes only`;
  return required(`${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .regex(NAME_RULE, onlyLetters)
    .refine((name) => !NOT_A_NAME.test(name), onlyLetters);
}

/** "First name", "Last name": required, at least 2 characters after trimming. */
export function nameField(label: string) {
  return personName(label, 2);
}

const confirmField = z.string().min(1, 'Please confirm your password');

/**
 * "Passwords do not match", shown even while other fields are still wrong (zod skips
 * object-level checks after a field fails, unless told when to run them).
 */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[]; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => !value.confirmPassword || value.password === value.confirmPassword,
  {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
];

/** Who an account is for (docs/decisions/0029-teachers.md): chosen on /register, for good. */
export const ACCOUNT_ROLES = ['parent', 'teacher'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const SCHOOL_MAX = 100;
/** A school's name: letters and digits of any alphabet, spaces and the punctuation names use. */
export const SCHOOL_RULE = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} '’.,&()/-]+$/u;
export const schoolField = required('School is required')
  .max(SCHOOL_MAX, `School must be at most ${SCHOOL_MAX} characters`)
  .regex(SCHOOL_RULE, "School can have letters, digits, spaces and . , ' - & ( ) / only");

/** A teacher's account needs its school; a parent's has none. */
const schoolWhenTeacher: [
  (value: { role: AccountRole; school?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.role !== 'teacher' || Boolean(value.school),
  { message: 'School is required', path: ['school'] },
];

export const RegisterFormSchema = z
  .object({
    role: z.enum(ACCOUNT_ROLES).default('parent'),
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    school: z.union([z.literal(''), schoolField]).optional(),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmField,
    consent: z.boolean(),
  })
  .refine(...passwordsMatch)
  .refine(...schoolWhenTeacher)
  // The statement the account's role agrees to (accounts/consent.ts).
  .refine((value) => value.consent || value.role !== 'parent', {
    message: CONSENT_MESSAGE,
    path: ['consent'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((value) => value.consent || value.role !== 'teacher', {
    message: TEACHER_CONSENT_MESSAGE,
    path: ['consent'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export const LoginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
});

export const VerificationCodeSchema = z.object({
  code: z.string().trim().min(1, 'Please enter a verification code'),
});

/** The reasons offered on /parent-contact. */
export const CONTACT_REASONS = [
  'General question',
  'Technical problem',
  'Billing',
  'Feedback or idea',
  'Privacy or my data',
] as const;

export const contactReasonField = z.enum(CONTACT_REASONS, { error: 'Please select a reason' });
export const contactMessageField = z
  .string({ error: 'Please enter a message' })
  .trim()
  .min(1, 'Please enter a message')
  .max(MESSAGE_MAX, 'Message must be less than 768 characters');

export const ContactFormSchema = z.object({
  reason: contactReasonField,
  message: contactMessageField,
});

export const AccountNamesSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
});

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    password: passwordField,
    confirmPassword: confirmField,
  })
  .refine(...passwordsMatch);

/** "Forgot password?": the address to send a link to. */
export const ForgotPasswordSchema = z.object({ email: emailField });

/** The page a reset link opens: the new password, twice. */
export const NewPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine(...passwordsMatch);
