import { z } from 'zod';
import { ServerQuestionSchema } from '../arithmetic/questions';

/**
 * The RPC contract: every tag the server answers, who may call it, and the exact shape of
 * its input and output. Both the server (validation, access) and the web app (typed calls)
 * read this one table, so a tag cannot exist on one side only.
 */

/** Who may call a tag. Anything not declared here is refused (deny by default). */
export type Access = 'public' | 'parent' | 'student';

export const DeviceIdSchema = z.uuid({
  error: 'deviceid must be a device id issued by the server',
});

/** Every call may carry the device id and, when logged in, the user token (seed §7). */
const envelope = {
  deviceid: DeviceIdSchema.optional(),
  usertoken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'usertoken is not valid')
    .optional(),
};

export interface TagSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  access: Access;
  input: I;
  output: O;
}

function tag<I extends z.ZodType, O extends z.ZodType>(spec: TagSpec<I, O>): TagSpec<I, O> {
  return spec;
}

export const contract = {
  'device.create': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      devicetype: z
        .string({ error: 'devicetype must be text describing the browser' })
        .trim()
        .min(1, 'devicetype is required')
        .max(300, 'devicetype must be at most 300 characters'),
    }),
    output: z.object({ deviceid: z.string() }),
  }),
  'publicmath.get': tag({
    access: 'public',
    input: z.strictObject({
      ...envelope,
      /** Beyond the seed: free practice asks for the next level after ten problems. */
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
} as const;

export type Contract = typeof contract;
export type Tag = keyof Contract;
/** What the browser sends for a tag (before defaults and trimming). */
export type TagInput<T extends Tag> = z.input<Contract[T]['input']>;
/** What a handler receives: the input after validation. */
export type TagParams<T extends Tag> = z.output<Contract[T]['input']>;
export type TagOutput<T extends Tag> = z.infer<Contract[T]['output']>;

export function isTag(value: unknown): value is Tag {
  return typeof value === 'string' && Object.hasOwn(contract, value);
}
