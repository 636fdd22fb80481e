import { z } from 'zod';

/**
 * The one failure shape of every API answer (docs/architecture.md "One request"): a refusal
 * a person can meet adds its code and parameters (src/rpc/refusals.ts).
 */
export const ApiErrorSchema = z.object({
  tag: z.string(),
  reason: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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

/**
 * Validates a call's fields: the parsed data, or one readable sentence. zod runs its length
 * checks on any value with a `length`, even one of the wrong type, so a JSON object such as
 * `{"length":{"toString":1,"valueOf":1}}` makes it throw: that too is a refusal, never a 500.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { success: true; data: z.output<T> } | { success: false; reason: string } {
  let result: ReturnType<T['safeParse']>;
  try {
    result = schema.safeParse(input) as ReturnType<T['safeParse']>;
  } catch {
    return { success: false, reason: `${objectWithLength(input) ?? 'A field'} is not valid` };
  }
  return result.success
    ? { success: true, data: result.data as z.output<T> }
    : { success: false, reason: describeIssues(result.error, input) };
}

/** The first field holding an object with a `length`: the value zod cannot measure. */
function objectWithLength(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  return Object.keys(input).find((key) => {
    const value = (input as Record<string, unknown>)[key];
    return (
      typeof value === 'object' && value !== null && !Array.isArray(value) && 'length' in value
    );
  });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
