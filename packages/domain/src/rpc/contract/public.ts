import { z } from 'zod';
import { emailField } from '../../accounts/forms';
import { VERIFYING_REFUSALS } from '../refusals';
import {
  EmailTokenSchema,
  envelope,
  PasswordResetTokenSchema,
  PrehashSchema,
  ServerQuestionSchema,
} from './schemas';
import { tag } from './tag';

/** What a visitor may ask without an account: free problems, a link's verification, a forgotten password, an unsubscribe. */
export const publicTags = {
  'publicmath.get': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      /** An extension: free practice asks for the next level after ten problems. */
      level: z
        .number({ error: 'level must be a whole number from 0 to 19' })
        .int('level must be a whole number from 0 to 19')
        .min(0, 'level must be a whole number from 0 to 19')
        .max(19, 'level must be a whole number from 0 to 19')
        .optional(),
    }),
    /** Ten problems per subject at each tier's starting level (or at `level`), keyed "addition_0" ... */
    output: z.object({ public: z.record(z.string(), z.array(ServerQuestionSchema)) }),
  }),
  'public.emailverify': tag({
    access: 'public',
    refusals: VERIFYING_REFUSALS,
    input: z.strictObject({ ...envelope, emailtoken: EmailTokenSchema }),
    /** An extension: `already` when the address was verified before (a link opened twice). */
    output: z.object({ emailverify: z.literal('true'), already: z.boolean().optional() }),
  }),
  /**
   * An extension: "Forgot password?" (docs/decisions/0023-password-reset.md). Answered the
   * same way whether or not an account uses the address; if one does, it gets a link.
   */
  'public.passwordforgot': tag({
    access: 'public',
    refusals: ['too_many_reset_requests'],
    input: z.strictObject({ ...envelope, email: emailField }),
    output: z.object({}),
  }),
  /**
   * The reset link's page sets a new password (pre-hashed with the address, as at sign-up).
   * Single use; every session of the parent ends.
   */
  'public.passwordreset': tag({
    access: 'public',
    refusals: ['password_link_not_valid'],
    input: z.strictObject({
      ...envelope,
      token: PasswordResetTokenSchema,
      email: emailField,
      emailpassword: PrehashSchema,
    }),
    output: z.object({}),
  }),
  /**
   * An extension: whether a reset link can still set a password (unused, within its hour, for
   * the address it was mailed to), asked by its page before it shows the form. Says nothing of
   * any other link or address.
   */
  'public.passwordresetcheck': tag({
    access: 'public',
    input: z.strictObject({ ...envelope, token: PasswordResetTokenSchema, email: emailField }),
    output: z.object({ valid: z.boolean() }),
  }),
  /** An extension: the weekly e-mail's unsubscribe link turns the e-mails off. */
  'public.unsubscribe': tag({
    access: 'public',
    refusals: ['unsubscribe_not_valid'],
    input: z.strictObject({
      ...envelope,
      token: z
        .string({ error: 'This unsubscribe link is not valid.' })
        .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This unsubscribe link is not valid.'),
    }),
    output: z.object({}),
  }),
} as const;
