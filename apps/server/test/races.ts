import { type Db, eq, tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { expect } from 'vitest';
import { burst, post, statusCounts } from './burst';

/**
 * Rounds of a parent's password change sent at the same moment as sign-ins with the password
 * it replaces, each on a socket of its own (decision 0024). The limits' counts start afresh
 * each round, as after a quiet quarter of an hour, so no 429 hides a round. Answers, per
 * round, the parent's sessions and remembered devices left (the changing session only, and
 * none, when nothing survives) and how the sign-ins were answered (200 before the change,
 * 401 after it).
 */
export async function passwordChangeRaces(
  url: string,
  db: Db,
  parent: { id: string; email: string; cookie: string },
  options: { rounds: number; inFlight: number; from: (i: number) => Record<string, string> },
): Promise<{ sessions: number; devices: number; answers: Record<number, number> }[]> {
  const left = [];
  let password = 'Sunny2day!';
  for (let round = 0; round < options.rounds; round++) {
    await db.delete(tables.throttleCounters);
    const old = await prehashPassword(parent.email, password);
    password = `Round${round}day!`;
    const newpassword = await prehashPassword(parent.email, password);
    const [signIns] = await Promise.all([
      burst(
        url,
        options.inFlight,
        () => ({ tag: 'user.connect', email: parent.email, emailpassword: old }),
        (i) => options.from(round * options.inFlight + i),
      ),
      post(
        url,
        { tag: 'user.update', currentpassword: old, newpassword },
        { cookie: parent.cookie },
      ).then((answer) => expect(answer.status).toBe(200)),
    ]);
    const sessions = await db
      .select()
      .from(tables.sessions)
      .where(eq(tables.sessions.parentId, parent.id));
    left.push({
      sessions: sessions.length,
      devices: (await db.select().from(tables.loginDevices)).length,
      answers: statusCounts(signIns),
    });
  }
  return left;
}
