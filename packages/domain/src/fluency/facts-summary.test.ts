import { describe, expect, it } from 'vitest';
import {
  type FactOnRecord,
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
