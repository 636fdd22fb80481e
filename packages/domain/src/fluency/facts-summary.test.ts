import { describe, expect, it } from 'vitest';
import {
  type FactOnRecord,
  factName,
  factsWeekLine,
  quickChangeText,
  quickCount,
  slowestFacts,
  slowFactInBoxes,
  typicalThinkingMs,
} from './facts-summary';

const quick = { right: true, thinkingMs: 500 };
const slow = (thinkingMs: number) => ({ right: true, thinkingMs });
const wrong = (thinkingMs: number) => ({ right: false, thinkingMs });
const fact = (key: string, recent: FactOnRecord['record']['recent'], inGrids = 0) => ({
  fact: key,
  record: { tries: recent.length, right: recent.filter((each) => each.right).length, recent },
  inGrids,
});

const facts: FactOnRecord[] = [
  fact('7x8', [slow(6000), slow(7000)], 40),
  fact('6x7', [wrong(4000), slow(5000)], 10),
  fact('9x6', [slow(5500)], 5),
  fact('3x3', [quick, quick], 45),
  fact('2x2', [slow(3100)]),
];

describe('the facts summary', () => {
  it('counts the quick facts', () => {
    expect(quickCount(facts)).toBe(1);
  });

  it('names the slowest facts not quick yet, slowest first', () => {
    expect(typicalThinkingMs(facts[0]!.record)).toBe(6500);
    expect(slowestFacts(facts)).toEqual(['7x8', '9x6', '6x7']);
    expect(slowestFacts(facts, 5)).toEqual(['7x8', '9x6', '6x7', '2x2']);
    expect(slowestFacts([fact('3x3', [quick, quick])])).toEqual([]);
    // Answered quickly once: getting quicker, not slow; every fact under a second, none named.
    expect(slowestFacts([fact('4x4', [quick]), fact('5x5', [quick])])).toEqual([]);
  });

  it('names the slow fact most in the grids, with its share of the boxes', () => {
    // 7 x 8: 40 of 100 boxes.
    expect(slowFactInBoxes(facts)).toEqual({ fact: '7x8', percent: 40 });
    // Too few boxes to say.
    expect(slowFactInBoxes([fact('7x8', [slow(6000)], 19)])).toBeNull();
    // The quick fact does not count, and a slow fact in 5% of the boxes is not named.
    expect(
      slowFactInBoxes([fact('3x3', [quick, quick], 95), fact('9x6', [slow(5500)], 5)]),
    ).toBeNull();
  });
});

describe('the summary in words', () => {
  it('writes facts as people do, and the change plainly', () => {
    expect(['7+5', '15-8', '7x8', '56/7'].map(factName)).toEqual([
      '7 + 5',
      '15 − 8',
      '7 × 8',
      '56 ÷ 7',
    ]);
    expect(quickChangeText(12, '4 weeks ago')).toBe('12 more than 4 weeks ago');
    expect(quickChangeText(0, 'a week ago')).toBe('as many as a week ago');
    expect(quickChangeText(-2, '4 weeks ago')).toBe('2 fewer than 4 weeks ago');
  });
});

describe('the weekly e-mail’s line', () => {
  it('adds up the operations met, with the slowest three', () => {
    expect(
      factsWeekLine(
        { addition: { quick: 10, change: 2 }, multiplication: { quick: 3, change: 1 } },
        ['7x8', '6+7', '9x6'],
      ),
    ).toBe('13 number facts are quick now, 3 more than a week ago; slowest: 7 × 8, 6 + 7, 9 × 6.');
    expect(factsWeekLine({ addition: { quick: 1, change: 0 } }, [])).toBe(
      '1 number fact is quick now, as many as a week ago.',
    );
    expect(factsWeekLine({}, [])).toBeNull();
    // A child who joined this week: no week before to compare with.
    expect(factsWeekLine({ addition: { quick: 4, change: null } }, [])).toBe(
      '4 number facts are quick now.',
    );
  });
});
