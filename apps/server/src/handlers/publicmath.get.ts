import { randomInt } from 'node:crypto';
import { createRandom, PublicProblems } from '@mathsteps/domain';
import { type Handler, JsonText } from '../rpc/handler';

/** One pool for every visitor of this process, seeded afresh at each start. */
const problems = new PublicProblems(createRandom(randomInt(2 ** 32)));

/**
 * Free problems for visitors: a new set on every call, at the four tiers or one level,
 * joined from problems kept as JSON text (the busiest public call serialises nothing).
 */
export const publicmathGet: Handler<'publicmath.get'> = async (input) =>
  new JsonText(`{"public":${problems.json(input.level)}}`);
