import { createRandom, type Random } from '../random';
import { generateProblem, generateProblems, type Level, TIERS } from './curriculum';
import { OPERATORS, operandsOf, type Problem, SUBJECTS, type Subject, solve } from './problem';

/**
 * A problem as the server sends it (docs/product.md): two numbers as strings and an operator.
 * Its schema is in the RPC contract: this module stays free of zod, so the public free
 * practice page does not download it.
 */
export interface ServerQuestion {
  question: number;
  number_0: string;
  number_1: string;
  operator: '+' | '-' | '*' | '/';
}

/** Problems are grouped under `subject_level` keys: "addition_4". */
export function questionKey(subject: Subject, level: Level): string {
  return `${subject}_${level}`;
}

/** The question number is its place in the set, from 1. */
export function toServerQuestion(problem: Problem, index: number): ServerQuestion {
  const [a, b] = operandsOf(problem);
  return {
    question: index + 1,
    number_0: String(a),
    number_1: String(b),
    operator: OPERATORS[problem.subject],
  };
}

const SUBJECT_OF_OPERATOR = {
  '+': 'addition',
  '-': 'subtraction',
  '*': 'multiplication',
  '/': 'division',
} as const;

/** Works the problem again from a server question, so the browser can draw its grid. */
export function problemFromQuestion(question: ServerQuestion): Problem {
  return solve(
    SUBJECT_OF_OPERATOR[question.operator],
    Number(question.number_0),
    Number(question.number_1),
  );
}

export const QUESTIONS_PER_SET = 10;

/**
 * A student's assignment for one subject on one local date (docs/product.md "A child's day"): seeded by
 * (student, subject, date), so a reload during the day shows the same ten questions.
 * `round` counts the sets already done that day: a premium student's "Do More" (docs/product.md)
 * gets new questions, the same again on a reload.
 */
export function assignmentProblems(
  studentId: string,
  subject: Subject,
  level: Level,
  date: string,
  round = 0,
  /** 10, or the 5 a parent chose: the first five of the same ten. */
  size = QUESTIONS_PER_SET,
): Problem[] {
  const seed = `${studentId}:${subject}:${date}${round > 0 ? `:${round}` : ''}`;
  return generateProblems(subject, level, createRandom(seed), QUESTIONS_PER_SET).slice(0, size);
}

/** How many problems each subject and level of the free public problems keeps ready. */
export const PUBLIC_POOL_SIZE = 100;
/** Every pool is renewed whole in this time, a problem at a time, however busy it is. */
export const PUBLIC_POOL_RENEWAL_MS = 60_000;

/**
 * The free public problems (docs/product.md publicmath.get): ten per subject at each tier's
 * starting level, or at one `level` when free practice moves up after ten problems.
 * Sets are drawn from a pool per subject and level. The pools are renewed with time, not
 * with calls: problem by problem, each is wholly new every minute. Renewing two problems
 * per set drawn was most of the busiest public call's work, and a visitor
 * cannot tell: ten of a hundred are drawn afresh on each call, and a child who comes back
 * after a set meets a pool they have not seen. Pooled problems are kept as the JSON text
 * they are sent as, so a set is written by joining texts, not by serialising objects.
 */
export class PublicProblems {
  private readonly pools = new Map<string, Pool>();

  /** `now` is the clock (milliseconds); tests pass one they move. */
  constructor(
    private readonly random: Random,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sets as JSON text: `{"addition_0":[{"question":1,...},...],...}`. */
  json(level?: Level): string {
    const levels = level === undefined ? TIERS.map((tier) => tier.startLevel) : [level];
    let sets = '';
    for (const subject of SUBJECTS) {
      for (const each of levels) {
        sets += `${sets ? ',' : ''}"${questionKey(subject, each)}":[${this.draw(subject, each)}]`;
      }
    }
    return `{${sets}}`;
  }

  /** The sets as objects (what `json` says). */
  sets(level?: Level): Record<string, ServerQuestion[]> {
    return JSON.parse(this.json(level));
  }

  /** Ten different problems of the pool, as JSON text (a level with few problems
   * repeats some: its pool holds repeats). */
  private draw(subject: Subject, level: Level): string {
    const pool = this.poolOf(subject, level);
    this.renew(pool, subject, level);
    // A partial shuffle of the slots: ten different ones, each as likely as any other.
    const slots = pool.slots;
    let text = '';
    for (let i = 0; i < QUESTIONS_PER_SET; i++) {
      const pick = this.random.int(i, slots.length - 1);
      const slot = slots[pick]!;
      slots[pick] = slots[i]!;
      slots[i] = slot;
      text += `${i ? ',' : ''}{"question":${i + 1},${pool.questions[slot]}`;
    }
    return text;
  }

  /** Replaces the problems whose turn has come since the pool was last renewed. */
  private renew(pool: Pool, subject: Subject, level: Level): void {
    const now = this.now();
    const perProblem = PUBLIC_POOL_RENEWAL_MS / PUBLIC_POOL_SIZE;
    const due = Math.min(PUBLIC_POOL_SIZE, Math.floor((now - pool.renewedAt) / perProblem));
    if (due <= 0) return;
    pool.renewedAt = due === PUBLIC_POOL_SIZE ? now : pool.renewedAt + due * perProblem;
    const present = new Set(pool.ids);
    for (let n = 0; n < due; n++) {
      const at = pool.next;
      pool.next = (at + 1) % PUBLIC_POOL_SIZE;
      // A problem already in the pool is drawn again a few times before it is let in,
      // so that a set's ten stay different wherever the level has problems enough.
      let problem = generateProblem(subject, level, this.random);
      for (let tries = 0; present.has(problem.id) && tries < 20; tries++) {
        problem = generateProblem(subject, level, this.random);
      }
      present.delete(pool.ids[at]!);
      present.add(problem.id);
      pool.ids[at] = problem.id;
      pool.questions[at] = questionText(problem);
    }
  }

  private poolOf(subject: Subject, level: Level): Pool {
    const key = questionKey(subject, level);
    let pool = this.pools.get(key);
    if (!pool) {
      const problems = generateProblems(subject, level, this.random, PUBLIC_POOL_SIZE);
      pool = {
        ids: problems.map((problem) => problem.id),
        questions: problems.map(questionText),
        slots: problems.map((_, slot) => slot),
        next: 0,
        renewedAt: this.now(),
      };
      this.pools.set(key, pool);
    }
    return pool;
  }
}

/**
 * One subject and level's problems. `questions[i]` is problem `ids[i]` as sent, after its
 * number: `"number_0":"12","number_1":"5","operator":"+"}`. `slots` is the order of the last
 * draw; `next` is the slot renewed next; `renewedAt` is when the last renewal was due.
 */
interface Pool {
  ids: string[];
  questions: string[];
  slots: number[];
  next: number;
  renewedAt: number;
}

function questionText(problem: Problem): string {
  const { question: _number, ...sent } = toServerQuestion(problem, 0);
  return JSON.stringify(sent).slice(1);
}
