import { randomInt } from 'node:crypto';
import { createRandom, PublicProblems } from '@mathsteps/domain';
import { JsonText } from '../rpc/handler';
import type { Handler } from './context';

/** One pool for every visitor of this process, seeded afresh at each start. */
const problems = new PublicProblems(createRandom(randomInt(2 ** 32)));

/**
 * Free problems for visitors: a new set on every call, at the four tiers or one level,
 * joined from problems kept as JSON text (the busiest public call serialises nothing).
 */
export const freeProblemSet = (level?: number) => `{"public":${problems.json(level)}}`;

export const publicmathGet: Handler<'publicmath.get'> = async (input) =>
  new JsonText(freeProblemSet(input.level));
