import { randomInt } from 'node:crypto';
import { createRandom, PublicProblems } from '@mathsteps/domain';
import type { Handler } from '../rpc/handler';

/** One pool for every visitor of this process, seeded afresh at each start. */
const problems = new PublicProblems(createRandom(randomInt(2 ** 32)));

/** Free problems for visitors: a new set on every call, at the four tiers or one level. */
export const publicmathGet: Handler<'publicmath.get'> = async (input) => ({
  public: problems.sets(input.level),
});
