import { describe, expect, it } from 'vitest';
import { generateProblem } from '../arithmetic/curriculum';
import { digitsOf } from '../arithmetic/digits';
import { boxId, expectedEntries } from '../arithmetic/grid';
import { answerOf, boxesOf, type Problem, solve } from '../arithmetic/problem';
import type { Subject } from '../arithmetic/subject';
import { createRandom } from '../random';
import { BUG_IDS, BUGS, type BugId } from './catalog';
import { writtenAnswer } from './diagnose';
import {
  bugEvidence,
  findMisconceptions,
  type Mistake,
  NAMED_RATIO,
  PROBE_SIZE,
  probeOutcome,
  probeProblems,
} from './misconceptions';
import { type BuggyWork, buggyWorks } from './procedures';
import { misconceptionText } from './step-words';

function correctEntries(problem: Problem): Record<string, string> {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index]!]));
}

const subtraction = (a: number, b: number, answer: string): Mistake => ({
  problem: solve('subtraction', a, b),
  answer,
});

describe('findMisconceptions', () => {
  it('one wrong problem is a slip; the same bug in two is reported', () => {
    expect(findMisconceptions([subtraction(53, 27, '34')])).toEqual([]);
    const found = findMisconceptions([
      subtraction(53, 27, '34'),
      subtraction(61, 38, '37'),
      subtraction(81, 46, '45'),
    ]);
    expect(found).toEqual([
      {
        bug: 'smaller-from-larger',
        subject: 'subtraction',
        explains: 3,
        wrong: 3,
        rightAgainst: 0,
        wrongAgainst: 0,
        example: 2,
        // 81 - 46: the ones digit happens to be right; the tens and the missing borrow are not.
        boxes: ['borrow.1', 'difference.1'],
      },
    ]);
  });

  it('weighs a bug against the right answers it would have got wrong: most of them right is slips', () => {
    const twoWrong = [subtraction(53, 27, '34'), subtraction(61, 38, '37')];
    // Problems that need a borrow (the bug gets them wrong), answered right.
    const borrows = [
      [42, 17],
      [73, 48],
      [90, 26],
      [65, 39],
      [84, 57],
      [31, 14],
    ].map(([a, b]) => ({ problem: solve('subtraction', a!, b!) }));
    const named = (rights: { problem: Problem }[]) =>
      findMisconceptions(twoWrong, undefined, rights).map((each) => [each.bug, each.rightAgainst]);
    expect(named([])).toEqual([['smaller-from-larger', 0]]);
    expect(named(borrows.slice(0, 1))).toEqual([['smaller-from-larger', 1]]);
    // Two wrong answers it explains, and it would have got four of the six right ones wrong
    // too: 75% of its own problems right, as a careful child who slips.
    expect(named(borrows.slice(0, 4))).toEqual([]);
    expect(named(borrows)).toEqual([]);
    // Right answers that say nothing of it: no borrow (the bug gets them right), another
    // subject, the same problem twice.
    const noBorrow = [
      { problem: solve('subtraction', 57, 23) },
      { problem: solve('subtraction', 98, 41) },
      { problem: solve('addition', 47, 38) },
      ...Array.from({ length: 4 }, () => ({ problem: solve('subtraction', 42, 17) })),
    ];
    expect(named(noBorrow)).toEqual([['smaller-from-larger', 1]]);
    // More wrong answers it explains outweigh more right ones.
    const fourWrong = [...twoWrong, subtraction(81, 46, '45'), subtraction(72, 35, '43')];
    expect(findMisconceptions(fourWrong, undefined, borrows).map((each) => each.bug)).toEqual([
      'smaller-from-larger',
    ]);
  });

  it('the evidence for a bug grows with what it explains and falls with the right answers against it', () => {
    // As docs/misconceptions.md says it: two explained with at most one right answer against,
    // three with at most four, four with at most six.
    const named = (explained: number, against: number) =>
      bugEvidence(explained, against) >= Math.log(NAMED_RATIO);
    expect([named(2, 1), named(2, 2), named(3, 4), named(3, 5), named(4, 6), named(4, 7)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    for (let explained = 2; explained <= 10; explained++) {
      for (let against = 0; against <= 10; against++) {
        expect(bugEvidence(explained + 1, against)).toBeGreaterThan(
          bugEvidence(explained, against),
        );
        expect(bugEvidence(explained, against + 1)).toBeLessThan(bugEvidence(explained, against));
        // Another bug's answer where this one would have written its own weighs at least as
        // much against it as a right answer.
        expect(bugEvidence(explained, against, 1)).toBeLessThanOrEqual(
          bugEvidence(explained, against + 1),
        );
      }
    }
  });

  it('a wrong answer nothing explains counts neither way; one another bug explains counts against', () => {
    const twoWrong = [subtraction(53, 27, '34'), subtraction(61, 38, '37')];
    const found = (more: ReturnType<typeof subtraction>[]) =>
      findMisconceptions([...twoWrong, ...more]).map((each) => [each.bug, each.wrongAgainst]);
    // 72 - 35 = 99 is no bug's answer: a slip.
    expect(found([subtraction(72, 35, '99')])).toEqual([['smaller-from-larger', 0]]);
    // 73 - 65 = 18, 84 - 37 = 57: borrow-no-decrement's answers, which smaller-from-larger
    // gets wrong its own way (12, 53), as borrow-no-decrement gets 53 - 27 and 61 - 38: two
    // against two, neither is named; a third of borrow-no-decrement's tips it.
    const others = [subtraction(73, 65, '18'), subtraction(84, 37, '57')];
    expect(found(others)).toEqual([]);
    expect(found([...others, subtraction(91, 48, '53')])).toEqual([['borrow-no-decrement', 2]]);
  });

  it('counts a problem once, by its first wrong try', () => {
    const retried = [
      subtraction(53, 27, '34'),
      subtraction(53, 27, '34'),
      subtraction(53, 27, '36'),
    ];
    expect(findMisconceptions(retried)).toEqual([]);
    // 62 - 35 = 37 is borrow-no-decrement; its second try, 33, would be smaller-from-larger
    // like 74 - 18 = 64, but a retry is the child fixing red boxes.
    const found = findMisconceptions([
      subtraction(62, 35, '37'),
      subtraction(62, 35, '33'),
      subtraction(74, 18, '64'),
    ]);
    expect(found).toEqual([]);
  });

  it('names the more common of two bugs that explain the same problems, and the other once it is cleared', () => {
    // 90 - 16 = 86 and 70 - 38 = 48: smaller-from-larger, or 0 - N = N.
    const mistakes = [subtraction(90, 16, '86'), subtraction(70, 38, '48')];
    expect(findMisconceptions(mistakes).map((each) => each.bug)).toEqual(['smaller-from-larger']);
    const afterPractice = findMisconceptions(mistakes, (bug) => bug !== 'smaller-from-larger');
    expect(afterPractice.map((each) => each.bug)).toEqual(['zero-minus-n']);
  });

  it('leaves out a bug whose problems another bug explains along with more', () => {
    // 52 - 27 = 35 and 143 - 28 = 125 fit both borrow bugs; 53 - 27 = 34 fits only one.
    const found = findMisconceptions([
      subtraction(52, 27, '35'),
      subtraction(143, 28, '125'),
      subtraction(53, 27, '34'),
    ]);
    expect(found.map((each) => each.bug)).toEqual(['smaller-from-larger']);
  });
});

describe('findMisconceptions weighs each subject on its own', () => {
  it("finds in one subject's mistakes and right answers what it finds for that subject in all of them", () => {
    // A child with a bug in each of four subjects, slips beside them, and right first tries.
    const random = createRandom('subjects apart');
    const bugs = {
      subtraction: 'smaller-from-larger',
      addition: 'carry-dropped',
      multiplication: 'carry-added-before-multiplying',
      division: 'missing-zero-in-quotient',
    } as const;
    const mistakes: Mistake[] = [];
    const rights: { problem: Problem }[] = [];
    for (let round = 0; round < 40; round++) {
      for (const [subject, bug] of Object.entries(bugs) as [Subject, BugId][]) {
        const problem = generateProblem(subject, 9, random);
        const work = buggyWorks(problem, new Set([bug])).find(
          (each) => String(each.answer) !== String(answerOf(problem)),
        );
        if (work && random.next() < 0.5) {
          mistakes.push({ problem, answer: String(work.answer), entries: work.entries });
        } else if (random.next() < 0.2) {
          mistakes.push({ problem, answer: String(Number(answerOf(problem)) + 1) });
        } else rights.push({ problem });
      }
    }
    const whole = findMisconceptions(mistakes, () => true, rights);
    expect(new Set(whole.map((each) => each.subject)).size).toBeGreaterThan(1);
    for (const subject of Object.keys(bugs) as Subject[]) {
      const mine = mistakes.filter((each) => each.problem.subject === subject);
      const alone = findMisconceptions(
        mine,
        () => true,
        rights.filter((each) => each.problem.subject === subject),
      );
      const strip = ({ example, ...finding }: (typeof whole)[number]) => finding;
      expect(alone.map(strip)).toEqual(whole.filter((each) => each.subject === subject).map(strip));
      // The same example, counted in the subject's own list.
      expect(alone.map((each) => mine[each.example])).toEqual(
        whole.filter((each) => each.subject === subject).map((each) => mistakes[each.example]),
      );
    }
  });
});

describe('findMisconceptions keeps different bugs apart', () => {
  const multiplication = (a: number, b: number, answer: string): Mistake => ({
    problem: solve('multiplication', a, b),
    answer,
  });

  it('two answers of two different bugs are no finding', () => {
    // 904 - 237 = 577 is Borrow-Across-Zero; 486 - 203 = 203 is N - 0 = 0.
    expect(
      findMisconceptions([subtraction(904, 237, '577'), subtraction(486, 203, '203')]),
    ).toEqual([]);
  });

  it('two bugs working together are named both, from the answers only the pair explains', () => {
    // Rows of the carry ignored and not shifted, as one child does every time.
    const found = findMisconceptions([
      multiplication(23, 14, '105'),
      multiplication(36, 25, '212'),
      multiplication(47, 13, '168'),
    ]);
    expect(found.map((each) => each.bug).sort()).toEqual([
      'missing-placeholder-zero',
      'multiplication-carry-ignored',
    ]);
  });

  it('answers a bug gets wrong another way speak against it: a child borrowing without taking the ten away, and writing 0 - N as N, is not told it takes the smaller from the larger', () => {
    // 80 - 54 = 34 and 60 - 27 = 47 are 0 - N = N, and just as much smaller-from-larger;
    // 73 - 65 = 18, 84 - 37 = 57 and 91 - 48 = 53 are borrow-no-decrement, which
    // smaller-from-larger gets wrong another way (12, 53, 57).
    const found = findMisconceptions([
      subtraction(80, 54, '34'),
      subtraction(60, 27, '47'),
      subtraction(73, 65, '18'),
      subtraction(84, 37, '57'),
      subtraction(91, 48, '53'),
    ]);
    expect(found.map((each) => each.bug).sort()).toEqual(['borrow-no-decrement', 'zero-minus-n']);
    // The same two zero answers alone: the more common bug of the two is named.
    expect(
      findMisconceptions([subtraction(80, 54, '34'), subtraction(60, 27, '47')]).map(
        (each) => each.bug,
      ),
    ).toEqual(['smaller-from-larger']);
  });

  it('an answer that needs a second bug counts only once the bug explains two by itself', () => {
    // 23 x 14 = 105 needs two bugs (the carry ignored and the row not shifted);
    // 31 x 12 = 93 is the row not shifted alone.
    const pairOnly = multiplication(23, 14, '105');
    const alone = multiplication(31, 12, '93');
    expect(findMisconceptions([pairOnly, alone])).toEqual([]);
    const found = findMisconceptions([pairOnly, alone, multiplication(42, 21, '126')]);
    expect(found.map((each) => [each.bug, each.explains])).toEqual([
      ['missing-placeholder-zero', 3],
    ]);
  });
});

describe('targeted practice', () => {
  // Every way of the bug gets each problem wrong: a problem that one way gets right is a free
  // pass for a child who does it that way, and would clear a bug the child still has.
  it.each(BUG_IDS)('a set for %s holds problems that every way of it gets wrong', (bug) => {
    for (const subject of BUGS[bug].subjects) {
      for (const level of [0, 4, 10]) {
        const problems = probeProblems(bug, subject, level, `seed:${bug}:${level}`);
        expect(problems).toHaveLength(PROBE_SIZE);
        for (const problem of problems) {
          expect(problem.subject).toBe(subject);
          for (const work of buggyWorks(problem, new Set([bug]))) {
            const rightRemainder = problem.subject === 'division' ? problem.remainder : undefined;
            expect(
              work.answer !== answerOf(problem) || work.remainder !== rightRemainder,
              `${bug}: ${problem.id} has a way of the bug that gets it right`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('a set for dropped carries never holds a sum where only the last column carries', () => {
    for (const level of [1, 2, 5]) {
      for (const problem of probeProblems('carry-dropped', 'addition', level, `last:${level}`)) {
        if (problem.subject !== 'addition') throw new Error('not an addition');
        const last = problem.steps.length - 1;
        expect(problem.steps.some((step) => step.carry > 0 && step.columnPosition < last)).toBe(
          true,
        );
      }
    }
  });

  const BUG_SUBJECTS = BUG_IDS.flatMap((bug) =>
    BUGS[bug].subjects.map((subject) => [bug, subject] as const),
  );
  it.each(BUG_SUBJECTS)(
    "a set for %s in %s, worked in the grid the bug's way, confirms it; worked right, clears it",
    (bug, subject) => {
      const problems = probeProblems(bug, subject, 0, `grid:${bug}`);
      const asChild = (problem: Problem, entries: Record<string, string>): Mistake => ({
        problem,
        answer: writtenAnswer(problem, entries),
        entries,
      });
      const buggy = problems.map((problem) =>
        asChild(problem, buggyWorks(problem, new Set([bug]))[0]!.entries),
      );
      const right = problems.map((problem) => asChild(problem, correctEntries(problem)));
      expect(probeOutcome(bug, buggy).outcome).toBe('confirmed');
      expect(probeOutcome(bug, right)).toEqual({
        outcome: 'cleared',
        explained: 0,
        right: PROBE_SIZE,
      });
    },
  );

  // A set is seeded by its practice's id, a new one each time: whatever the seed, a child
  // who has the bug gets five problems that show it. Bugs that show in few problems (a
  // borrow from the leftmost digit in a subtract step of long division) once came back
  // with sets of one to four problems, some of which it leaves unchanged in the grid.
  it.each(BUG_SUBJECTS)(
    'a set for %s in %s holds five problems that show it, for any seed',
    (bug, subject) => {
      for (let seed = 0; seed < 40; seed++) {
        const problems = probeProblems(bug, subject, 0, `practice-${seed}`);
        const buggy = problems.map((problem) => {
          const { entries } = buggyWorks(problem, new Set([bug]))[0]!;
          return { problem, answer: writtenAnswer(problem, entries), entries };
        });
        expect(probeOutcome(bug, buggy), `seed ${seed}`).toMatchObject({
          outcome: 'confirmed',
          explained: PROBE_SIZE,
        });
      }
    },
  );

  // A child's level can be too big for the bug to show (a whole product does not fit its
  // row at level 19): the set still holds problems where the child's grid shows it.
  it.each(BUG_SUBJECTS)(
    "a set for %s in %s at any level confirms it when the child's grid shows the bug",
    (bug, subject) => {
      for (const level of [4, 10, 15, 19]) {
        const problems = probeProblems(bug, subject, level, `level:${bug}:${level}`);
        const buggy = problems.map((problem) => {
          // The bug's way a child can type: every digit in a box of the grid, a wrong answer
          // first (dropping carries leaves 94 + 81 right unless the last ten goes too).
          const works = buggyWorks(problem, new Set([bug]));
          const right = Number(writtenAnswer(problem, correctEntries(problem)));
          const written = (work: BuggyWork) => writtenAnswer(problem, work.entries);
          const typed =
            works.find((work) => Number(written(work)) === work.answer && work.answer !== right) ??
            works.find((work) => written(work) === String(work.answer)) ??
            works[0]!;
          return { problem, answer: writtenAnswer(problem, typed.entries), entries: typed.entries };
        });
        expect(probeOutcome(bug, buggy).outcome, `level ${level}`).toBe('confirmed');
      }
    },
  );

  it('puts zeros in the top number for the borrow-across-zero bug, the same set for a seed', () => {
    const problems = probeProblems('borrow-from-zero', 'subtraction', 3, 'focus-1');
    for (const problem of problems) {
      if (problem.subject !== 'subtraction') throw new Error('not a subtraction');
      expect(digitsOf(problem.minuend).slice(1)).toContain(0);
    }
    expect(probeProblems('borrow-from-zero', 'subtraction', 3, 'focus-1')).toEqual(problems);
  });

  it('confirms the bug when it explains two answers, and clears it otherwise', () => {
    const bug = 'borrow-from-zero';
    const problems = probeProblems(bug, 'subtraction', 10, 'focus-2');
    const buggy = problems.map((problem) => ({
      problem,
      answer: String(buggyWorks(problem, new Set([bug]))[0]!.answer),
    }));
    const right = problems.map((problem) => ({ problem, answer: String(answerOf(problem)) }));
    expect(probeOutcome(bug, buggy)).toEqual({
      outcome: 'confirmed',
      explained: PROBE_SIZE,
      right: 0,
    });
    expect(probeOutcome(bug, [...buggy.slice(0, 2), ...right.slice(2)]).outcome).toBe('confirmed');
    expect(probeOutcome(bug, right)).toEqual({
      outcome: 'cleared',
      explained: 0,
      right: PROBE_SIZE,
    });
    expect(probeOutcome(bug, [buggy[0]!, ...right.slice(1)]).outcome).toBe('cleared');
  });

  it('clears a bug only when the answers are right: blank or unexplained ones show nothing', () => {
    const bug = 'borrow-from-zero';
    const problems = probeProblems(bug, 'subtraction', 10, 'focus-3');
    const blank = problems.map((problem) => ({ problem, answer: '', entries: {} }));
    expect(probeOutcome(bug, blank)).toEqual({ outcome: 'inconclusive', explained: 0, right: 0 });
    // Wrong in some other way than the bug: not conclusive either.
    const off = problems.map((problem) => ({ problem, answer: String(answerOf(problem) + 1) }));
    expect(probeOutcome(bug, off).outcome).toBe('inconclusive');
    // Three right of five, two blank: cleared (two slips); two right: not yet.
    const right = problems.map((problem) => ({ problem, answer: String(answerOf(problem)) }));
    expect(probeOutcome(bug, [...right.slice(0, 3), ...blank.slice(3)]).outcome).toBe('cleared');
    expect(probeOutcome(bug, [...right.slice(0, 2), ...blank.slice(2)]).outcome).toBe(
      'inconclusive',
    );
  });

  it('says where a subtraction bug shows in long division', () => {
    expect(misconceptionText('zero-minus-n', 'subtraction').title).toBe('Writes 0 − N as N');
    expect(misconceptionText('zero-minus-n', 'division')).toEqual({
      title: 'Writes 0 − N as N (in long division)',
      explanation: expect.stringMatching(/^In the subtract steps of long division: when the top/),
    });
    // And in Spanish, for a parent who reads it so.
    expect(misconceptionText('zero-minus-n', 'division', 'es')).toEqual({
      title: 'Escribe 0 − N como N (en la división)',
      explanation: expect.stringMatching(/^En los pasos de restar de la división: cuando la cifra/),
    });
  });
});
