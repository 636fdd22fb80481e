import { randomUUID } from 'node:crypto';
import type { Db } from '@mathsteps/db';
import {
  createRandom,
  factKey,
  type LocalDate,
  planSession,
  type Subject,
  type TagInput,
} from '@mathsteps/domain';
import type { ServerKeys } from '../auth/keys';
import { ApiFailure } from '../rpc/failure';
import { sessionPlanOf } from './facts';

/**
 * A Quick Facts session as the server plans it (decision 0010, "Graded against the plan"):
 * `student.factsget` answers the facts with a session that names them, signed with the
 * server key; `student.factscomplete` takes answers to those facts only, once per session.
 * A script sending answers to every fact made every fact fluent; it can now answer only what
 * the planner offered (the due facts, and at most two new ones a session).
 */

/** How many "type the number you see" prompts measure the child's typing speed. */
const TYPING_PROMPTS = 3;
/** A planned session is answered within the day (a round left open, sent after a retry). */
const SESSION_MS = 24 * 60 * 60_000;

export interface PlannedSession {
  operation: Subject;
  /** The session's attempt id: answers are recorded once under it. */
  attempt: string;
  facts: string[];
  typing: string[];
  /** The signed session `student.factscomplete` sends back. */
  session: string;
}

const signedText = (studentId: string, operation: Subject, fields: string[]) =>
  [studentId, operation, ...fields].join('~');

/** The signed session of these facts: `attempt~expires~facts~signature`. */
export function signFactsSession(
  keys: ServerKeys,
  studentId: string,
  operation: Subject,
  attempt: string,
  facts: readonly string[],
  now: Date,
): string {
  const expires = String(Math.floor((now.getTime() + SESSION_MS) / 1000));
  const fields = [attempt, expires, facts.join(',')];
  const signature = keys.hash('facts-session', signedText(studentId, operation, fields));
  return [...fields, signature].join('~');
}

/** The facts the planner offers the student of an operation today. */
async function factsPlannedNow(
  db: Db,
  studentId: string,
  operation: Subject,
  today: LocalDate,
): Promise<string[]> {
  const { reviews, size } = await sessionPlanOf(db, studentId, operation);
  return planSession(operation, reviews, today, size).map(factKey);
}

/** Plans the student's session of an operation today and signs it. */
export async function planFactsSession(
  db: Db,
  keys: ServerKeys,
  studentId: string,
  operation: Subject,
  today: LocalDate,
  now: Date,
): Promise<PlannedSession> {
  const facts = await factsPlannedNow(db, studentId, operation, today);
  const random = createRandom(`${studentId}:${today}:typing`);
  // One digit, two digits, two digits: what the answers of facts are.
  const typing = Array.from({ length: TYPING_PROMPTS }, (_, n) =>
    String(n === 0 ? random.int(1, 9) : random.int(10, 99)),
  );
  const attempt = randomUUID();
  const session = signFactsSession(keys, studentId, operation, attempt, facts, now);
  return { operation, attempt, facts, typing, session };
}

/**
 * The facts a finished session may answer: those its signed session planned. A session that
 * is not this student's, this operation's or this attempt's, or is past its day, is refused.
 * Without one (a device still running the release before sessions were signed), the facts
 * the planner offers now.
 */
export async function plannedFacts(
  db: Db,
  keys: ServerKeys,
  studentId: string,
  input: Pick<TagInput<'student.factscomplete'>, 'operation' | 'attempt' | 'session'>,
  today: LocalDate,
  now: Date,
): Promise<Set<string>> {
  if (input.session === undefined) {
    return new Set(await factsPlannedNow(db, studentId, input.operation, today));
  }
  const [attempt, expires, facts, signature, ...rest] = input.session.split('~');
  const valid =
    attempt !== undefined &&
    expires !== undefined &&
    facts !== undefined &&
    signature !== undefined &&
    rest.length === 0 &&
    attempt === input.attempt &&
    Number(expires) * 1000 > now.getTime() &&
    keys.verify(
      'facts-session',
      signedText(studentId, input.operation, [attempt, expires, facts]),
      signature,
    );
  if (!valid) throw ApiFailure.refusing(409, { code: 'facts_round_out_of_date' });
  return new Set(facts.split(',').filter(Boolean));
}
