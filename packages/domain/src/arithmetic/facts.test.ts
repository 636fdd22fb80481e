import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writtenAnswer } from '../diagnosis/diagnose';
import { createRandom } from '../random';
import { generateProblem } from './curriculum';
import {
  FACT_ANSWER_WIDTH,
  factAnswer,
  factEntries,
  factKey,
  factsOf,
  parseFactKey,
} from './facts';
import { boxId } from './grid';
import { paperAnswer, paperPath } from './paper-path';
import { boxesOf, factOf, gradeProblem, operandsOf, SUBJECTS, solve } from './problem';

describe('the facts of each table', () => {
  it('counts 100 addition and subtraction facts, 169 multiplication and 144 division facts', () => {
    expect(factsOf('addition')).toHaveLength(100);
    expect(factsOf('subtraction')).toHaveLength(100);
    expect(factsOf('multiplication')).toHaveLength(169);
    expect(factsOf('division')).toHaveLength(144);
  });

  it('names each fact as the report does, and reads the name back', () => {
    expect(factKey({ operation: 'addition', a: 7, b: 5 })).toBe('7+5');
    expect(factKey({ operation: 'subtraction', a: 15, b: 8 })).toBe('15-8');
    expect(factKey({ operation: 'multiplication', a: 7, b: 8 })).toBe('7x8');
    expect(factKey({ operation: 'division', a: 56, b: 7 })).toBe('56/7');
    for (const operation of SUBJECTS) {
      for (const fact of factsOf(operation)) expect(parseFactKey(factKey(fact))).toEqual(fact);
    }
    for (const key of ['10+1', '19-9', '13x2', '57/7', '56/0', '0/7', '07+5', '7 + 5', '']) {
      expect(parseFactKey(key), key).toBeUndefined();
    }
  });
});

describe('a one-fact problem', () => {
  it('is the problems of the first levels, and column work is not', () => {
    expect(factOf(solve('addition', 7, 5))).toBeDefined();
    expect(factOf(solve('subtraction', 15, 8))).toBeDefined();
    expect(factOf(solve('multiplication', 12, 7))).toBeDefined();
    expect(factOf(solve('division', 56, 7))).toBeDefined();
    expect(factOf(solve('addition', 14, 5))).toBeUndefined();
    expect(factOf(solve('subtraction', 25, 8))).toBeUndefined();
    expect(factOf(solve('multiplication', 13, 7))).toBeUndefined();
    expect(factOf(solve('division', 45, 7))).toBeUndefined();
    const random = createRandom('facts');
    for (let draw = 0; draw < 200; draw++) {
      expect(factOf(generateProblem('addition', 1, random))).toBeDefined();
      expect(factOf(generateProblem('subtraction', 2, random))).toBeDefined();
      for (const level of [0, 1, 2, 3]) {
        expect(factOf(generateProblem('multiplication', level, random))).toBeDefined();
      }
      for (const level of [0, 1, 2]) {
        expect(factOf(generateProblem('division', level, random))).toBeDefined();
      }
    }
  });

  it('grades the number typed left to right, whatever its length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBJECTS),
        fc.nat(1000),
        fc.stringMatching(/^\d{1,3}$/),
        (operation, pick, typed) => {
          const facts = factsOf(operation);
          const fact = facts[pick % facts.length]!;
          const problem = solve(operation, fact.a, fact.b);
          const boxes = boxesOf(problem);
          const width = FACT_ANSWER_WIDTH[operation];
          const field = typed.slice(0, width);
          const entries = factEntries(boxes, field);
          const grading = gradeProblem(problem, entries, boxes);
          expect(grading.complete).toBe(Number(field) === factAnswer(fact));
          // The error report's answer is the number as typed.
          const byId = Object.fromEntries(boxes.map((box, i) => [boxId(box), entries[i]!]));
          expect(writtenAnswer(problem, byId)).toBe(field);
        },
      ),
    );
  });

  it('is written, by the paper path, as the number is: "12" for 7 + 5', () => {
    for (const operation of SUBJECTS) {
      for (const fact of factsOf(operation)) {
        const problem = solve(operation, fact.a, fact.b);
        const boxes = boxesOf(problem);
        const digits = paperAnswer(boxes, paperPath(problem, boxes))
          .map(({ digit }) => digit)
          .join('');
        expect(digits).toBe(String(factAnswer(fact)));
        expect(operandsOf(problem)).toEqual([fact.a, fact.b]);
      }
    }
  });
});
