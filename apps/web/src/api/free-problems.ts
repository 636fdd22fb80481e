import type { TagOutput } from '@mathsteps/domain';
import { rpc } from './rpc';

/**
 * A visitor's practice problems (publicmath.get): the four tiers' first problems, or one level's.
 * A visitor's page has no query cache (it stays out of every visitor's first download): a call.
 */
export function loadFreeProblems(level?: number): Promise<TagOutput<'publicmath.get'>> {
  return rpc('publicmath.get', level === undefined ? {} : { level });
}
