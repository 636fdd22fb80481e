import type { z } from 'zod';
import type { RefusalCode } from '../refusals';

/**
 * Who may call a tag. Anything not declared here is refused (deny by default). 'parent' is
 * a parent whose address is verified, 'teacher' a teacher whose address is verified; 'account'
 * any signed-in adult, parent or teacher, for what an account needs before its address is
 * verified: verify it, fix it, read itself, ask for help, leave
 * (docs/decisions/0022-usable-once-verified.md, 0029-teachers.md).
 */
export type Access = 'public' | 'account' | 'parent' | 'teacher' | 'student';

/**
 * A tag: who may call it, the exact shape of its input and output, and the refusals it
 * answers by a code (src/rpc/refusals.ts).
 */
export interface TagSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  access: Access;
  input: I;
  output: O;
  refusals?: readonly RefusalCode[];
}

/**
 * NUL and lone UTF-16 surrogates: nobody types them, PostgreSQL refuses them in text and
 * JSON, and a JSON string can carry them (`"\u0000"`, `"\ud800"`). With the u flag a
 * surrogate range matches only a surrogate without its partner.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this rule refuses.
const UNSAFE_TEXT = /[\u0000\ud800-\udfff]/u;
export const UNSAFE_TEXT_MESSAGE = 'must be plain text (it contains a NUL or a broken character)';

/** How deep a call's body may nest: the deepest call (a grid's timings) nests 4. */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE = `The request nests more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * What the dispatcher refuses in a body before any tag's schema sees it, for every field
 * present and future, keys included: nesting past MAX_BODY_DEPTH ('too deep'), or the path
 * of the first string or key that holds UNSAFE_TEXT. One walk, without recursion: each value
 * is visited once, and a body nested thousands deep costs no more than a flat one of its size.
 */
export function unsafeBody(value: unknown): 'too deep' | (string | number)[] | undefined {
  interface Visit {
    value: unknown;
    depth: number;
    key?: string | number;
    parent?: Visit;
  }
  const pathOf = (visit: Visit) => {
    const path: (string | number)[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
      path.unshift(at.key);
    }
    return path;
  };
  const stack: Visit[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (UNSAFE_TEXT.test(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (visit.depth >= MAX_BODY_DEPTH) return 'too deep';
    const isArray = Array.isArray(visit.value);
    const entries = Object.entries(visit.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index]!;
      if (UNSAFE_TEXT.test(key)) return pathOf(visit);
      stack.push({
        value: inner,
        depth: visit.depth + 1,
        key: isArray ? Number(key) : key,
        parent: visit,
      });
    }
  }
  return undefined;
}

/** A tag's spec, as written in a resource's file: typed by what it is given. */
export function tag<I extends z.ZodType, O extends z.ZodType>(spec: TagSpec<I, O>): TagSpec<I, O> {
  return spec;
}
