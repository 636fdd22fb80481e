import { randomInt } from 'node:crypto';
import { createRandom, publicProblemSets } from '@mathsteps/domain';
import type { Handler } from '../rpc/handler';

/** Free problems for visitors: a fresh set on every call, at the four tiers. */
export const publicmathGet: Handler<'publicmath.get'> = async () => ({
  public: publicProblemSets(createRandom(randomInt(2 ** 32))),
});
