// Diagnosis figures (docs/misconceptions.md): how often a slip passes for a bug, and how fast a
// wrong answer is diagnosed (a report diagnoses up to 300 of them).
import {
  answerBoxes,
  answerOf,
  type BugId,
  boxesOf,
  boxId,
  buggyWorks,
  createRandom,
  diagnose,
  expectedEntries,
  findMisconceptions,
  generateProblem,
  MAX_LEVEL,
  type Mistake,
  type Problem,
  SUBJECTS,
  type Subject,
  writtenAnswer,
} from '@mathsteps/domain';

const SLIPS_PER_SUBJECT = 1000;

/**
 * A slip: the correct grid with one digit of the answer (a division's remainder is its
 * last subtract row) replaced by another. The same slip is diagnosed twice: with the
 * helper boxes (carries, borrows) as the right procedure fills them, and left blank.
 */
function slip(
  problem: Problem,
  draw: number,
): { answer: string; grid: Record<string, string>; bare: Record<string, string> } {
  const random = createRandom(`slip:${draw}`);
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  const grid = Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index]!]));
  const inAnswer = answerBoxes(problem, boxes);
  const id = boxId(inAnswer[random.int(0, inAnswer.length - 1)]!);
  grid[id] = String((Number(grid[id] || '0') + random.int(1, 9)) % 10);
  const bare = Object.fromEntries(
    boxes.map((box) => [boxId(box), box.graded ? grid[boxId(box)]! : '']),
  );
  return { answer: writtenAnswer(problem, grid), grid, bare };
}

function slipRates(subject: Subject): { grid: number; bare: number; perSecond: number } {
  let grid = 0;
  let bare = 0;
  let diagnoses = 0;
  let elapsed = 0;
  for (let draw = 0; draw < SLIPS_PER_SUBJECT; draw++) {
    const problem = generateProblem(
      subject,
      draw % (MAX_LEVEL + 1),
      createRandom(`${subject}:${draw}`),
    );
    const each = slip(problem, draw);
    const start = performance.now();
    if (diagnose(problem, each.answer, each.grid).length > 0) grid++;
    if (diagnose(problem, each.answer, each.bare).length > 0) bare++;
    elapsed += performance.now() - start;
    diagnoses += 2;
  }
  return {
    grid: grid / SLIPS_PER_SUBJECT,
    bare: bare / SLIPS_PER_SUBJECT,
    perSecond: (diagnoses / elapsed) * 1000,
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(10);

export function benchDiagnosis(): void {
  benchNamingOnAWrongAnswer();
  console.log(
    `\nDiagnosis: slips (one wrong answer digit in a correct grid, ${SLIPS_PER_SUBJECT} per subject) taken for a bug (target <= 2% with the grid)\n`,
  );
  console.log('| subject        |  with grid | helpers blank | diagnoses/s |');
  console.log('|----------------|------------|---------------|-------------|');
  let grid = 0;
  let bare = 0;
  for (const subject of SUBJECTS) {
    const rates = slipRates(subject);
    grid += rates.grid / SUBJECTS.length;
    bare += rates.bare / SUBJECTS.length;
    const speed = Math.round(rates.perSecond).toLocaleString('en-US').padStart(11);
    console.log(
      `| ${subject.padEnd(14)} | ${percent(rates.grid)} | ${percent(rates.bare).padStart(13)} | ${speed} |`,
    );
  }
  console.log(
    `| all            | ${percent(grid)} | ${percent(bare).padStart(13)} |             |`,
  );
}

/** A bug in each subject, for the child whose report is weighed below. */
const CHILD_BUGS: Record<Subject, BugId> = {
  addition: 'carry-dropped',
  subtraction: 'smaller-from-larger',
  multiplication: 'carry-added-before-multiplying',
  division: 'missing-zero-in-quotient',
};

/**
 * A child at the most the report card reads (docs/misconceptions.md): 300 wrong answers of the
 * last 60 days, a fourth of each subject, some its bug's and some slips, and the right first
 * tries of 120 assignments of ten problems.
 */
function busiestChild() {
  const random = createRandom('busiest child');
  const mistakes: Mistake[] = [];
  const rights: { problem: Problem }[] = [];
  for (const subject of SUBJECTS) {
    let wrong = 0;
    while (wrong < 75) {
      const problem = generateProblem(subject, random.int(6, 12), random);
      const work = buggyWorks(problem, new Set([CHILD_BUGS[subject]])).find(
        (each) => String(each.answer) !== String(answerOf(problem)),
      );
      if (!work) continue;
      const slip = random.next() < 0.3;
      mistakes.push(
        slip
          ? { problem, answer: String(Number(answerOf(problem)) + 1) }
          : { problem, answer: String(work.answer), entries: work.entries },
      );
      wrong++;
    }
    for (let each = 0; each < 300; each++) {
      rights.push({ problem: generateProblem(subject, random.int(6, 12), random) });
    }
  }
  return { mistakes, rights };
}

/** The median time of a run, in ms, over `runs` runs. */
function medianMs(runs: number, run: () => void): number {
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/**
 * A wrong answer a step explains makes the server weigh the report card's rule again for the
 * live board, on the child's call (docs/product.md "The live board"): on its subject's
 * evidence only. What that saves, on the busiest child, in one run.
 */
export function benchNamingOnAWrongAnswer(): void {
  const { mistakes, rights } = busiestChild();
  const whole = medianMs(15, () => findMisconceptions(mistakes, () => true, rights));
  console.log(
    "\nThe report card's rule on the busiest child (300 wrong answers, 120 assignments, four subjects), median of 15, in ms: all subjects, as the report card weighs them, and one subject, as a wrong answer of it does\n",
  );
  console.log('| subject        | one subject | all subjects | share |');
  console.log('|----------------|------------:|-------------:|------:|');
  for (const subject of SUBJECTS) {
    const own = (each: { problem: Problem }) => each.problem.subject === subject;
    const alone = medianMs(15, () =>
      findMisconceptions(mistakes.filter(own), () => true, rights.filter(own)),
    );
    console.log(
      `| ${subject.padEnd(14)} | ${alone.toFixed(1).padStart(11)} | ${whole.toFixed(1).padStart(12)} | ${percent(
        alone / whole,
      )
        .trim()
        .padStart(5)} |`,
    );
  }
}
