import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  CONTACT_REASONS,
  contactMessageField,
  emailField,
  nameField,
  schoolField,
} from '../../accounts/forms';
import { LocaleSchema } from '../../accounts/students';
import { PAYMENT_REFUSALS, SENDING_CODE_REFUSALS, VERIFYING_REFUSALS } from '../refusals';
import {
  EmailTokenSchema,
  envelope,
  FTUE_MARKERS,
  ParentDataSchema,
  PrehashSchema,
  StudentListSchema,
  signedInParent,
} from './schemas';
import { tag } from './tag';

/** The parent's account: sign-up, sign-in, the account's own changes. */
export const userTags = {
  'user.create': tag({
    access: 'public',
    refusals: ['too_many_accounts', 'invalid_credentials', ...SENDING_CODE_REFUSALS],
    input: z
      .strictObject({
        ...envelope,
        email: emailField,
        emailpassword: PrehashSchema,
        firstname: nameField('First name'),
        lastname: nameField('Last name'),
        /** An extension: a teacher's account (docs/decisions/0029-teachers.md); a parent's by default. */
        role: z
          .enum(ACCOUNT_ROLES, { error: "role must be 'parent' or 'teacher'" })
          .default('parent'),
        /** A teacher's school: required for a teacher, refused for a parent. */
        school: schoolField.optional(),
        /** The role's consent statement, required (docs/operations.md "Security"). */
        consent: z.literal(true, { error: 'consent: the parent must agree to the statement' }),
      })
      .refine((input) => input.role !== 'teacher' || input.school !== undefined, {
        message: 'School is required',
        path: ['school'],
      })
      .refine((input) => input.role !== 'parent' || input.school === undefined, {
        message: "school: a parent's account has no school",
        path: ['school'],
      }),
    output: signedInParent,
  }),
  'user.connect': tag({
    access: 'public',
    refusals: ['invalid_credentials', 'too_many_logins'],
    input: z.strictObject({ ...envelope, email: emailField, emailpassword: PrehashSchema }),
    output: signedInParent,
  }),
  'user.logout': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({}),
  }),
  /**
   * An extension: Manage Account's "Sign out of all devices": every other session of the
   * parent ends, and every session of their children (the family's tablets included).
   */
  'user.signoutall': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({ ended: z.number() }),
  }),
  /** An extension: the dashboard's fresh copy of the parent (verified, premium). */
  'user.get': tag({
    access: 'account',
    input: z.strictObject(envelope),
    output: z.object({ data: ParentDataSchema, students: StudentListSchema }),
  }),
  /**
   * The product's ftue and emails, plus the account changes of docs/product.md: names; e-mail
   * (with the current password, and the password pre-hashed again for the new address);
   * password (current and new), and with it, if asked, the children's sessions ended too.
   */
  'user.update': tag({
    access: 'account',
    refusals: [
      'wrong_current_password',
      'too_many_wrong_passwords',
      'too_many_email_changes',
      ...SENDING_CODE_REFUSALS,
    ],
    input: z
      .strictObject({
        ...envelope,
        ftue: z
          .array(
            z.enum(FTUE_MARKERS, { error: 'ftue holds only create_student and update_schedule' }),
          )
          .max(2)
          .optional(),
        emails: z.enum(['true', 'false'], { error: "emails must be 'true' or 'false'" }).optional(),
        firstname: nameField('First name').optional(),
        lastname: nameField('Last name').optional(),
        email: emailField.optional(),
        emailpassword: PrehashSchema.optional(),
        currentpassword: PrehashSchema.optional(),
        newpassword: PrehashSchema.optional(),
        /** An extension: the language of the parent's screens and e-mails. */
        locale: LocaleSchema.optional(),
        signoutchildren: z
          .enum(['true', 'false'], { error: "signoutchildren must be 'true' or 'false'" })
          .optional(),
      })
      .refine(
        (input) =>
          ['ftue', 'emails', 'firstname', 'lastname', 'email', 'newpassword', 'locale'].some(
            (key) => input[key as keyof typeof input] !== undefined,
          ),
        'Nothing to update',
      )
      .refine(
        (input) => input.email === undefined || (input.emailpassword && input.currentpassword),
        'Changing the e-mail address needs the current password',
      )
      .refine(
        (input) => input.newpassword === undefined || input.currentpassword,
        'Changing the password needs the current password',
      )
      .refine(
        (input) => input.signoutchildren === undefined || input.newpassword !== undefined,
        "Signing out the children's devices comes with a new password",
      ),
    output: z.object({ data: ParentDataSchema }),
  }),
  /** An extension: a parent deletes their account and all their students' data. */
  'user.delete': tag({
    access: 'account',
    refusals: ['wrong_current_password', 'too_many_wrong_passwords', ...PAYMENT_REFUSALS],
    input: z.strictObject({ ...envelope, currentpassword: PrehashSchema }),
    output: z.object({}),
  }),
  'user.emailverify': tag({
    access: 'account',
    refusals: ['already_verified', ...VERIFYING_REFUSALS, ...SENDING_CODE_REFUSALS],
    input: z.strictObject({ ...envelope, emailtoken: EmailTokenSchema.optional() }),
    /** Without a token: a new e-mail was sent. With one: emailverify 'true'. */
    output: z.object({ emailverify: z.literal('true').optional() }),
  }),
  'user.message': tag({
    access: 'account',
    refusals: ['message_not_sent', 'too_many_messages'],
    input: z.strictObject({
      ...envelope,
      subject: z.enum(CONTACT_REASONS, { error: 'Please select a reason' }),
      body: contactMessageField,
    }),
    output: z.object({}),
  }),
} as const;
