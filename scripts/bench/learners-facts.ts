// Number facts judged on simulated children (decision 0010): is a fact the child recalls
// called fluent once its grids' boxes count, whatever the child's typing; is a fact the child
// counts out never called fluent; does Quick Facts keep pace with a child who knows its
// tables. The children are this file's own model of the time a box or an answer takes,
// written apart from the product's allowances:
//
// - a recalled fact takes a retrieval time around the child's own median (0.8-1.6 s; lognormal,
//   σ 0.3), a counted one 5-8 s (children's counting strategies: Siegler & Shrager 1984;
//   retrieval by the middle grades near a second: Ashcraft 1982);
// - typing a digit takes the child's own time: 0.35-1.0 s, or 1.2 s for a fifth of the
//   children (slow typists);
// - a grid box also takes finding the column and reading it (0.5-1.3 s, per child), adding
//   a carry or a borrow where there is one (0.4-1.0 s: the carry effect of Imbo et al. 2007,
//   larger in children), and its problem's first box reading the problem (1.0-2.5 s);
// - a Quick Facts answer takes the retrieval, typing its digits and reading the fact (0.3 s).
//
// The domain's rules run as the server runs them: `boxTimings` and `typedWithoutFact` as the
// grid sends them, `gridEvidence` and `afterGrid` as the server folds them with the child's
// typing (`typingMsPerDigit` of Quick Facts' prompts, else `gridTypingMsPerDigit`), and
// `fluencyState`.
import {
  addDays,
  afterAnswer,
  afterGrid,
  boxesOf,
  boxFact,
  boxTimings,
  createRandom,
  type Fact,
  type FactAnswer,
  type FactRecord,
  factAnswer,
  factKey,
  factsOf,
  fluencyState,
  generateProblem,
  gridEvidence,
  gridTypingMsPerDigit,
  judgeAnswer,
  type KnownFact,
  paperPath,
  planSession,
  type Random,
  type ReviewState,
  recordTry,
  reviewed,
  type Subject,
  sessionOutcomes,
  sessionSize,
  typedWithoutFact,
  typingMsPerDigit,
} from '@mathsteps/domain';

const CHILDREN = 500;
const DAYS = 12;
const PROBLEMS_A_DAY = 10;
/** Levels with column work: two and three digits, carries and borrows. */
const LEVELS: Partial<Record<Subject, number[]>> = {
  addition: [3, 4, 5, 6, 8],
  subtraction: [4, 5, 6, 8],
  multiplication: [4, 5, 6, 8],
};

interface Child {
  typingMs: number;
  slowTypist: boolean;
  recallMedianMs: number;
  columnMs: number;
  carryMs: number;
  readingMs: number;
  /** The share of facts the child recalls; it counts out the others. */
  knownShare: number;
  /** Notes its carries in the grid's carry boxes. */
  notesCarries: boolean;
  /** Did Quick Facts, whose prompts measured its typing. */
  didQuickFacts: boolean;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random.next();

/** A standard normal draw (Box-Muller). */
const normal = (random: Random) =>
  Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

function childOf(n: number): Child {
  const random = createRandom(`facts-child:${n}`);
  const slowTypist = n % 5 === 0;
  return {
    typingMs: slowTypist ? 1200 : between(random, 350, 1000),
    slowTypist,
    recallMedianMs: between(random, 800, 1600),
    columnMs: between(random, 500, 1300),
    carryMs: between(random, 400, 1000),
    readingMs: between(random, 1000, 2500),
    knownShare: between(random, 0.5, 1),
    notesCarries: random.next() < 0.5,
    didQuickFacts: n % 2 === 0,
  };
}

/** Whether the child counts this fact out (decided once per fact, as a child has it or not). */
function counts(child: Child, fact: string, decided: Map<string, boolean>, random: Random) {
  let counting = decided.get(fact);
  if (counting === undefined) {
    counting = random.next() > child.knownShare;
    decided.set(fact, counting);
  }
  return counting;
}

function factTime(child: Child, counting: boolean, random: Random): number {
  return counting
    ? between(random, 5000, 8000)
    : child.recallMedianMs * Math.exp(0.3 * normal(random));
}

interface Judged {
  recalled: number;
  recalledFluent: number;
  counted: number;
  countedFluent: number;
  slowRecalled: number;
  slowRecalledFluent: number;
}

/** One child's twelve days of grid work, its facts judged by `rule`. */
function gridChild(n: number, rule: 'now' | 'before', into: Judged): void {
  const child = childOf(n);
  const random = createRandom(`facts-work:${n}`);
  const subjects = Object.keys(LEVELS) as Subject[];
  const subject = subjects[n % subjects.length]!;
  const levels = LEVELS[subject]!;
  const decided = new Map<string, boolean>();
  const known = new Map<string, KnownFact>();
  // Quick Facts' three typing prompts, as the session measures them.
  const prompts = ['4', '27', '85'].map((number) => ({
    number,
    ms: Math.round(number.length * child.typingMs * between(random, 0.9, 1.1)),
  }));
  const typed: number[] = [];
  for (let day = 0; day < DAYS; day++) {
    const today = `2026-11-${String(day + 1).padStart(2, '0')}`;
    const timings = [];
    for (let p = 0; p < PROBLEMS_A_DAY; p++) {
      const problem = generateProblem(subject, levels[random.int(0, levels.length - 1)]!, random);
      const boxes = boxesOf(problem);
      const entries = [];
      let first = true;
      const carryBox = boxes.findIndex((box) => !box.graded);
      for (const index of paperPath(problem, boxes).chain) {
        const box = boxes[index]!;
        const found = boxFact(problem, box);
        let ms = child.typingMs * between(random, 0.9, 1.1);
        if (found && found.place === 0) {
          const counting = counts(child, factKey(found.fact), decided, random);
          ms += factTime(child, counting, random) + child.columnMs;
          if (found.carryIn > 0 || found.borrowIn > 0) ms += child.carryMs;
        }
        if (first) ms += child.readingMs;
        first = false;
        entries.push({ box: index, digit: String(box.expected ?? ''), ms: Math.round(ms) });
        // A carry out of this column, noted before the next one.
        if (child.notesCarries && found?.carryIn === 0 && carryBox >= 0 && random.next() < 0.3) {
          entries.push({
            box: carryBox,
            digit: '1',
            ms: Math.round(child.typingMs + between(random, 200, 500)),
          });
        }
      }
      timings.push(...boxTimings(problem, boxes, entries, true));
      typed.push(...typedWithoutFact(problem, boxes, entries));
    }
    const msPerDigit =
      rule === 'before'
        ? undefined
        : child.didQuickFacts
          ? typingMsPerDigit(prompts)
          : gridTypingMsPerDigit(typed);
    const sent =
      rule === 'before' ? timings.map(({ fact, right, ms }) => ({ fact, right, ms })) : timings;
    for (const evidence of gridEvidence(sent, today, msPerDigit)) {
      known.set(evidence.fact, afterGrid(known.get(evidence.fact), evidence, today));
    }
  }
  for (const [fact, { record }] of known) {
    if (record.tries < 3) continue;
    const fluent = fluencyState(record) === 'fluent';
    if (decided.get(fact)) {
      into.counted++;
      if (fluent) into.countedFluent++;
    } else {
      into.recalled++;
      if (fluent) into.recalledFluent++;
      if (child.slowTypist) {
        into.slowRecalled++;
        if (fluent) into.slowRecalledFluent++;
      }
    }
  }
}

const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export function benchGridFluency(): void {
  console.log(
    `\nFacts in grids: ${CHILDREN} children (a fifth typing 1.2 s a digit; half measured by Quick Facts' prompts), ${DAYS} days of ${PROBLEMS_A_DAY} problems in addition, subtraction or multiplication; facts with 3 tries or more\n`,
  );
  console.log(
    '| rule | recalled facts called fluent | ... of slow typists | counted facts (5-8 s) called fluent |',
  );
  console.log('|---|---:|---:|---:|');
  for (const [rule, name] of [
    ['before', 'before: one digit of typing at 0.7 s off every box'],
    ['now', "now: the child's typing, the column, the carry, the reading off"],
  ] as const) {
    const judged: Judged = {
      recalled: 0,
      recalledFluent: 0,
      counted: 0,
      countedFluent: 0,
      slowRecalled: 0,
      slowRecalledFluent: 0,
    };
    for (let n = 0; n < CHILDREN; n++) gridChild(n, rule, judged);
    console.log(
      `| ${name} | ${share(judged.recalledFluent, judged.recalled)} | ${share(
        judged.slowRecalledFluent,
        judged.slowRecalled,
      )} | ${share(judged.countedFluent, judged.counted)} |`,
    );
  }
  console.log('| goal | >= 95% | >= 95% | <= 2% |');
}

/** A child doing Quick Facts once a day: what it knows, how fast it recalls and types. */
interface FactsChild {
  recallMedianMs: number;
  typingMs: number;
  /** Recalls these; counts the others out (and gets one in five of those wrong). */
  knows: (fact: Fact) => boolean;
}

interface SessionsRun {
  /** Sessions until every fact of the table (and the 144 of 1-12) was fluent; null: not in SESSIONS. */
  allFluent: number | null;
  allFluent144: number | null;
  /** Each session's length in seconds, and the facts answered in it. */
  seconds: number[];
  answered: number[];
  /** The most facts being learnt (wrong or slow last time) in any one session. */
  mostLearning: number;
}

const SESSIONS = 60;

/** Quick Facts sessions, one a day, run as the screen and the server run them. */
function quickFactsRun(child: FactsChild, seed: string, operation: Subject): SessionsRun {
  const random = createRandom(seed);
  const reviews = new Map<string, ReviewState>();
  const records = new Map<string, FactRecord>();
  const table = factsOf(operation);
  const prompts = ['4', '27', '85'].map((number) => ({
    number,
    ms: Math.round(number.length * child.typingMs * between(random, 0.9, 1.1)),
  }));
  const msPerDigit = typingMsPerDigit(prompts);
  const run: SessionsRun = {
    allFluent: null,
    allFluent144: null,
    seconds: [],
    answered: [],
    mostLearning: 0,
  };
  for (let session = 0; session < SESSIONS; session++) {
    const today = addDays('2026-11-01', session);
    // As the server plans it: at the pace of the child's recent right answers.
    const thinking = [...records.values()].flatMap((record) =>
      record.recent.filter((each) => each.right).map((each) => each.thinkingMs),
    );
    let queue = planSession(operation, reviews, today, sessionSize(thinking, msPerDigit));
    run.mostLearning = Math.max(
      run.mostLearning,
      queue.filter((fact) => reviews.get(factKey(fact))?.box === 0).length,
    );
    const answers: FactAnswer[] = [];
    let seconds = 0;
    for (let at = 0; at < queue.length; at++) {
      const fact = queue[at]!;
      const correct = String(factAnswer(fact));
      const knows = child.knows(fact);
      const thinking = knows
        ? child.recallMedianMs * Math.exp(0.3 * normal(random))
        : between(random, 5000, 8000);
      const wrong = !knows && random.next() < 0.2;
      const ms = Math.round(thinking + correct.length * child.typingMs + 300);
      seconds += ms / 1000;
      const answer = wrong ? String(Number(correct) + 1) : correct;
      answers.push({ fact: factKey(fact), answer, ms });
      const { outcome } = judgeAnswer(fact, answer, ms, msPerDigit);
      queue = afterAnswer(queue, at, outcome, Object.is, seconds * 1000);
    }
    run.seconds.push(seconds);
    run.answered.push(answers.length);
    for (const each of sessionOutcomes(operation, answers, msPerDigit)) {
      records.set(each.key, recordTry(records.get(each.key), { ...each, day: today }));
      reviews.set(each.key, reviewed(reviews.get(each.key), each.outcome, today));
    }
    const fluent = (fact: Fact) => fluencyState(records.get(factKey(fact))) === 'fluent';
    if (run.allFluent === null && table.every(fluent)) run.allFluent = session + 1;
    if (
      run.allFluent144 === null &&
      table.filter((fact) => fact.a > 0 && fact.b > 0).every(fluent)
    ) {
      run.allFluent144 = session + 1;
    }
  }
  return run;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

export function benchQuickFactsPacing(): void {
  const CHILDREN_QF = 100;
  console.log(
    `\nQuick Facts, one session a day: ${CHILDREN_QF} children who recall every multiplication fact, and ${CHILDREN_QF} who recall 30-60% of them and count out the rest\n`,
  );
  console.log(
    '| children | first session: facts answered, seconds (median) | all 169 fluent by session (median, 95th) | the 144 of 1-12 (95th) | within 60 sessions | a session: seconds (median) | most facts being learnt in a session |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const kind of ['recall all', 'still learning'] as const) {
    const runs = Array.from({ length: CHILDREN_QF }, (_, n) => {
      const random = createRandom(`qf-child:${kind}:${n}`);
      const share = kind === 'recall all' ? 1 : between(random, 0.3, 0.6);
      const known = new Set(
        factsOf('multiplication')
          .filter(() => random.next() < share)
          .map(factKey),
      );
      return quickFactsRun(
        {
          recallMedianMs: between(random, 800, 1600),
          typingMs: n % 5 === 0 ? 1200 : between(random, 350, 1000),
          knows: (fact) => known.has(factKey(fact)),
        },
        `qf:${kind}:${n}`,
        'multiplication',
      );
    });
    const done = runs.flatMap((run) => (run.allFluent === null ? [] : [run.allFluent]));
    const done144 = runs.flatMap((run) => (run.allFluent144 === null ? [] : [run.allFluent144]));
    const firstFacts = runs.map((run) => run.answered[0]!);
    const firstSeconds = runs.map((run) => run.seconds[0]!);
    console.log(
      `| ${kind} | ${percentile(firstFacts, 0.5)}, ${percentile(firstSeconds, 0.5).toFixed(0)} s | ${
        done.length ? `${percentile(done, 0.5)}, ${percentile(done, 0.95)}` : '-'
      } | ${done144.length === runs.length ? percentile(done144, 0.95) : '-'} | ${share(
        done.length,
        runs.length,
      )} | ${percentile(
        runs.flatMap((run) => run.seconds),
        0.5,
      ).toFixed(0)} s | ${Math.max(...runs.map((run) => run.mostLearning))} |`,
    );
  }
  console.log('| goal (recall all) | about 2 minutes | | <= 20 | | | |');
}
