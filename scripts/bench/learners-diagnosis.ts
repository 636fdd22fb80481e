// Slip-only children and the bugs they are told of (decision 0021): children without any
// bug, who slip on a digit now and then, do the product's assignments in its grids for six
// days; after each day the report's rule (`findMisconceptions`, with the day's right first
// tries or without them, as before) looks at all their first tries so far. The slips are
// this file's own: a graded box of the right grid written as another digit.
import {
  boxesOf,
  boxId,
  createRandom,
  expectedEntries,
  findMisconceptions,
  generateProblem,
  type Mistake,
  type Problem,
  type Random,
  SUBJECTS,
  type Subject,
  writtenAnswer,
} from '@mathsteps/domain';

const CHILDREN = 250;
/** The work a report looks at, for these children and those of learners-bugs.ts: six days of ten. */
export const WEEK = { days: 6, problemsADay: 10 };
/** Levels where every subject's bugs can show (carries, borrows, several rows, steps). */
export const LEVELS: Record<Subject, number[]> = {
  addition: [4, 5, 6, 8],
  subtraction: [4, 5, 6, 8],
  multiplication: [8, 9, 10],
  division: [6, 7, 8],
};

/** The child's grid: the right one, each graded box slipped to another digit at `slip`. */
export function workOf(problem: Problem, slip: number, random: Random): Record<string, string> {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(
    boxes.map((box, index) => {
      const digit = expected[index]!;
      const slipped = box.graded && digit !== '' && random.next() < slip;
      return [boxId(box), slipped ? String((Number(digit) + random.int(1, 9)) % 10) : digit];
    }),
  );
}

/** The share of children told of a bug at some daily report, with and without right answers. */
function namedShare(slip: number): { withRights: number; without: number } {
  let withRights = 0;
  let without = 0;
  for (const subject of SUBJECTS) {
    for (let child = 0; child < CHILDREN; child++) {
      const random = createRandom(`slips:${slip}:${subject}:${child}`);
      const level = LEVELS[subject][random.int(0, LEVELS[subject].length - 1)]!;
      const mistakes: Mistake[] = [];
      const rights: { problem: Problem }[] = [];
      let namedWith = false;
      let namedWithout = false;
      for (let day = 0; day < WEEK.days; day++) {
        for (let n = 0; n < WEEK.problemsADay; n++) {
          const problem = generateProblem(subject, level, random);
          const entries = workOf(problem, slip, random);
          const right = boxesOf(problem).every(
            (box, index) =>
              !box.graded || entries[boxId(box)] === expectedEntries(boxesOf(problem))[index],
          );
          if (right) rights.push({ problem });
          else mistakes.push({ problem, answer: writtenAnswer(problem, entries), entries });
        }
        namedWith ||= findMisconceptions(mistakes, undefined, rights).length > 0;
        namedWithout ||= findMisconceptions(mistakes).length > 0;
      }
      if (namedWith) withRights++;
      if (namedWithout) without++;
    }
  }
  const children = CHILDREN * SUBJECTS.length;
  return { withRights: (100 * withRights) / children, without: (100 * without) / children };
}

export function benchSlipOnlyDiagnosis(): void {
  console.log(
    `\nSlip-only children told of a bug at some daily report: ${CHILDREN} a subject, ${WEEK.days} days of ${WEEK.problemsADay} problems in the grids\n`,
  );
  console.log(
    '| slips a digit | weighed against right first tries | explained answers alone (before) | goal |',
  );
  console.log('|---:|---:|---:|---:|');
  for (const [slip, goal] of [
    [0.05, 1],
    [0.1, 3],
  ] as const) {
    const { withRights, without } = namedShare(slip);
    console.log(
      `| ${slip * 100}% | ${withRights.toFixed(1)}% | ${without.toFixed(1)}% | <= ${goal}% |`,
    );
  }
}
