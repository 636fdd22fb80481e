import { createRandom, type Random } from '../random';
import { generateProblem, generateProblems, type Level, TIERS } from './curriculum';
import { OPERATORS, operandsOf, type Problem, SUBJECTS, type Subject, solve } from './problem';

/**
 * A problem as the server sends it (seed §3): two numbers as strings and an operator.
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
 * A student's assignment for one subject on one local date (DESIGN.md §7.2): seeded by
 * (student, subject, date), so a reload during the day shows the same ten questions.
 * `round` counts the sets already done that day: a premium student's "Do More" (seed §4)
 * gets new questions, the same again on a reload.
 */
export function assignmentProblems(
  studentId: string,
  subject: Subject,
  level: Level,
  date: string,
  round = 0,
): Problem[] {
  const seed = `${studentId}:${subject}:${date}${round > 0 ? `:${round}` : ''}`;
  return generateProblems(subject, level, createRandom(seed), QUESTIONS_PER_SET);
}

/** How many problems each subject and level of the free public problems keeps ready. */
export const PUBLIC_POOL_SIZE = 100;
/** How many of a pool's problems are replaced by new ones each time a set is drawn. */
const RENEWED_PER_SET = 2;

/**
 * The free public problems (seed §7 publicmath.get): ten per subject at each tier's
 * starting level, or at one `level` when free practice moves up after ten problems.
 * Sets are drawn from a pool per subject and level that is renewed as it is used, two
 * problems per set: generating all 160 problems afresh was most of the busiest public
 * call's work, and a visitor cannot tell the difference. Pooled problems are kept as the
 * JSON text they are sent as, so a set is written by joining texts, not by serialising
 * objects (issue 24: the answer costs less than JSON.stringify of it would).
 */
export class PublicProblems {
  private readonly pools = new Map<string, PooledQuestion[]>();

  constructor(private readonly random: Random) {}

  /** The sets as JSON text: `{"addition_0":[{"question":1,...},...],...}`. */
  json(level?: Level): string {
    const levels = level === undefined ? TIERS.map((tier) => tier.startLevel) : [level];
    const sets: string[] = [];
    for (const subject of SUBJECTS) {
      for (const each of levels) {
        sets.push(`"${questionKey(subject, each)}":[${this.draw(subject, each).join(',')}]`);
      }
    }
    return `{${sets.join(',')}}`;
  }

  /** The sets as objects (what `json` says). */
  sets(level?: Level): Record<string, ServerQuestion[]> {
    return JSON.parse(this.json(level));
  }

  /** Ten different problems of the pool (repeats only when the level has too few). */
  private draw(subject: Subject, level: Level): string[] {
    const pool = this.poolOf(subject, level);
    const chosen: string[] = [];
    const ids: string[] = [];
    for (let attempt = 0; chosen.length < QUESTIONS_PER_SET; attempt++) {
      const { id, json } = pool[this.random.int(0, pool.length - 1)]!;
      if (ids.includes(id) && attempt < QUESTIONS_PER_SET * 20) continue;
      ids.push(id);
      chosen.push(`{"question":${chosen.length + 1},${json}`);
    }
    for (let renewed = 0; renewed < RENEWED_PER_SET; renewed++) {
      pool[this.random.int(0, pool.length - 1)] = pooled(
        generateProblem(subject, level, this.random),
      );
    }
    return chosen;
  }

  private poolOf(subject: Subject, level: Level): PooledQuestion[] {
    const key = questionKey(subject, level);
    let pool = this.pools.get(key);
    if (!pool) {
      pool = generateProblems(subject, level, this.random, PUBLIC_POOL_SIZE).map(pooled);
      this.pools.set(key, pool);
    }
    return pool;
  }
}

/** A pooled problem: its id tells repeats apart; `json` is the question as sent, after
 * its number: `"number_0":"12","number_1":"5","operator":"+"}`. */
interface PooledQuestion {
  id: string;
  json: string;
}

function pooled(problem: Problem): PooledQuestion {
  const { question: _number, ...sent } = toServerQuestion(problem, 0);
  return { id: problem.id, json: JSON.stringify(sent).slice(1) };
}
