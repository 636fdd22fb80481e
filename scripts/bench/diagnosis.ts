// Diagnosis figures (docs/misconceptions.md): how often a slip passes for a bug, and how fast a
// wrong answer is diagnosed (a report diagnoses up to 300 of them).
import {
  answerBoxes,
  boxesOf,
  boxId,
  createRandom,
  diagnose,
  expectedEntries,
  generateProblem,
  MAX_LEVEL,
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
