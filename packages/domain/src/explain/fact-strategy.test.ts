import { describe, expect, it } from 'vitest';
import { type Fact, factAnswer, factKey, factsOf } from '../arithmetic/facts';
import { boxesOf, SIGNS, SUBJECTS, solve } from '../arithmetic/problem';
import { factStrategy } from './fact-strategy';
import { showMeHow } from './show-me-how';

const written = (fact: Fact) => `${fact.a} ${SIGNS[fact.operation]} ${fact.b}`;

describe.each(SUBJECTS)('%s: every fact of the table has a strategy', (operation) => {
  const facts = factsOf(operation);

  it('with the fact’s own numbers, never carrying, never the fact written with its answer', () => {
    for (const fact of facts) {
      const { text } = factStrategy(fact);
      const answer = factAnswer(fact);
      const where = `${factKey(fact)}: "${text}"`;
      expect(text, where).toContain(String(fact.a));
      expect(text, where).toContain(String(fact.b));
      expect(text.toLowerCase(), where).not.toContain('carr');
      expect(text, where).not.toContain(`${written(fact)} = ${answer}`);
      // The child finishes the last step: the words end on a question.
      expect(text.endsWith('?'), where).toBe(true);
    }
  });

  it('is what "Show me how" says on the fact’s red answer', () => {
    for (const fact of facts) {
      const problem = solve(operation, fact.a, fact.b);
      const boxes = boxesOf(problem);
      const wrong = boxes.map(() => '');
      wrong[boxes.length - 1] = String((factAnswer(fact) + 1) % 10);
      const explained = showMeHow(problem, boxes, wrong, boxes.length - 1);
      expect(explained.text).toBe(factStrategy(fact).text);
      expect(explained.misconception).toBeUndefined();
    }
  });
});

describe('the strategy chosen for a fact', () => {
  it.each([
    ['addition', 7, 5, 'make-ten', 'Make a ten: 7 + 5 = 7 + 3 + 2'],
    ['addition', 5, 8, 'make-ten', '8 + 2 + 3'],
    ['addition', 6, 7, 'near-doubles', '6 + 6 = 12'],
    ['addition', 6, 6, 'doubles', 'a double'],
    ['addition', 2, 9, 'count-on', 'Start at the bigger number, 9, and count on 2: 10'],
    ['addition', 4, 6, 'ten-pairs', 'make a whole ten'],
    ['addition', 0, 4, 'add-zero', 'Adding 0'],
    ['subtraction', 15, 8, 'think-addition', '8 + ? = 15'],
    ['subtraction', 12, 9, 'count-up', 'Count up from 9 to 12'],
    ['subtraction', 9, 4, 'think-addition', '4 + ? = 9'],
    ['multiplication', 7, 9, 'times-nine', '7 × 10 = 70. What is 70 − 7?'],
    ['multiplication', 9, 7, 'times-nine', '9 × 7 is the same as 7 × 9'],
    ['multiplication', 8, 5, 'times-five', 'half of 8 × 10'],
    ['multiplication', 7, 4, 'times-four', 'double, then double again'],
    ['multiplication', 7, 8, 'times-eight', 'double 14 is 28'],
    ['multiplication', 12, 7, 'times-twelve', '7 × 10 = 70 and 7 × 2 = 14'],
    ['multiplication', 7, 7, 'times-seven', '7 × 5 = 35 and 7 × 2 = 14'],
    ['division', 56, 7, 'missing-factor', '7 × ? = 56'],
    ['division', 9, 1, 'divide-by-one', 'one group'],
  ] as const)('%s %i and %i: %s', (operation, a, b, strategy, words) => {
    const help = factStrategy({ operation, a, b });
    expect(help.strategy).toBe(strategy);
    expect(help.text).toContain(words);
  });
});
