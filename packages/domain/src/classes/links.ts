import { z } from 'zod';
import { accountnameField } from '../accounts/students';

/**
 * A family's child linked to a class (docs/product.md "Families' children in a class"): the
 * class code a parent enters, and what each side sees of a link. The child stays its family's;
 * the class's teacher sees its work while the link holds.
 */

/** A class code's letters: no 0/O, 1/I/L, so that a code read aloud or off a board is typed right. */
export const CLASS_CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 8;
/** Classes one child may be linked to (or asked or invited to) at once. */
export const CHILD_CLASSES_MAX = 3;

/** A new class code: `random(n)` gives a whole number below n (the server's is crypto's). */
export function newClassCode(random: (n: number) => number): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_LETTERS[random(CLASS_CODE_LETTERS.length)],
  ).join('');
}

/** A code as it is shown and read: "K7M2-QX4P". */
export function classCodeText(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A code as a parent types it, in any case, with spaces or a dash: the code, or null when it
 * cannot be one.
 */
export function readClassCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  const letters = new RegExp(`^[${CLASS_CODE_LETTERS}]{${CLASS_CODE_LENGTH}}$`);
  return letters.test(code) ? code : null;
}

export const ClassCodeSchema = z
  .string({ error: 'code must be the class code' })
  .max(40, 'code must be the class code')
  .transform((typed, context) => {
    const code = readClassCode(typed);
    if (code === null) {
      context.addIssue({
        code: 'custom',
        message: 'A class code has 8 letters and digits, such as K7M2-QX4P',
      });
      return z.NEVER;
    }
    return code;
  });

/** The form a parent fills on a child's card. */
export const ClassCodeFormSchema = z.object({ code: ClassCodeSchema });

/**
 * Where a link stands: `asked` (the family asked, the teacher has not accepted), `invited`
 * (the teacher invited, the family has not approved), `linked`.
 */
export const LINK_STATUSES = ['asked', 'invited', 'linked'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/**
 * A link as the teacher sees it: the child's first name and initial once the family asked or
 * approved; a teacher's invitation not yet approved shows only the sign-in name it was sent to.
 */
export const ClassLinkSchema = z.object({
  id: z.string(),
  status: z.enum(LINK_STATUSES),
  /** The child's id (a pupil id for the class's tags) once the family asked or approved. */
  pupilid: z.string().optional(),
  firstname: z.string().optional(),
  initial: z.string().optional(),
  /** A teacher's invitation: the sign-in name it was sent to. */
  invitedname: z.string().optional(),
  since: z.string(),
});
export type ClassLink = z.infer<typeof ClassLinkSchema>;

/** A link as the parent sees it on the child's card: the class, its teacher and school. */
export const ChildClassSchema = z.object({
  id: z.string(),
  status: z.enum(LINK_STATUSES),
  classname: z.string(),
  grade: z.number(),
  teacher: z.string(),
  school: z.string(),
  since: z.string(),
});
export type ChildClass = z.infer<typeof ChildClassSchema>;

/** The teacher's invitation: the child's sign-in name, as the family gave it. */
export const InviteFormSchema = z.object({ accountname: accountnameField });
