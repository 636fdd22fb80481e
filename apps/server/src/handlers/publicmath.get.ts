import { randomInt } from 'node:crypto';
import { createRandom, publicProblemSets } from '@mathsteps/domain';
import type { Handler } from '../rpc/handler';

/** Free problems for visitors: a fresh set on every call, at the four tiers or one level. */
export const publicmathGet: Handler<'publicmath.get'> = async (input) => ({
  public: publicProblemSets(createRandom(randomInt(2 ** 32)), input.level),
});
