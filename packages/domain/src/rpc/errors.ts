import { z } from 'zod';

/** The one failure shape of every API answer (DESIGN.md §4). */
export const ApiErrorSchema = z.object({
  tag: z.string(),
  reason: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The tag of a failure answer: `user.connect` fails as `user.connect_error`. */
export function errorTag(tag: string | undefined): string {
  return tag ? `${tag}_error` : 'error';
}

/**
 * Turns a zod failure into one sentence a person can read, naming the field. `input` is
 * what was validated, to tell a missing field from one of the wrong type.
 */
export function describeIssues(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return `${where}Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return `${field || 'A field'} is required`;
  }
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
