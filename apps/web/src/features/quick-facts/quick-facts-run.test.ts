import { describe, expect, it } from 'vitest';
import { english } from '../../test/render';
import {
  answerFact,
  feedbackText,
  goOn,
  progressOf,
  startRun,
  stepOf,
  typePrompt,
} from './quick-facts-run';

describe('a Quick Facts session on screen', () => {
  it('measures typing first, then asks each fact, and brings a missed one back', () => {
    let run = startRun(['7+5', '3+4', '0+1', '6+6', '2+2'], ['4', '27']);
    expect(stepOf(run)).toEqual({ kind: 'typing', number: '4', index: 0, count: 2 });
    // A wrong number is typed again.
    expect(typePrompt(run, '5', 400)).toBe(run);
    run = typePrompt(typePrompt(run, '4', 500), '27', 1000);
    expect(stepOf(run)).toMatchObject({ kind: 'fact', key: '7+5', text: '7 + 5' });

    // 1.8 s for "12": 0.8 s of thinking after 1 s of typing. Quick.
    run = answerFact(run, '12', 1800);
    expect(run.feedback?.outcome).toBe('quick');
    expect(feedbackText(english, run.feedback!)).toBe('Quick and right!');
    run = goOn(run);

    // Wrong: shown with its answer, and back three facts later.
    run = answerFact(run, '8', 1200);
    expect(feedbackText(english, run.feedback!)).toBe('3 + 4 = 7. It will come back soon.');
    run = goOn(run);
    expect(run.queue).toEqual(['7+5', '3+4', '0+1', '6+6', '2+2', '3+4']);

    // Right after 6 s: slow, shown with its answer, back later too.
    run = goOn(answerFact(run, '1', 6000));
    expect(run.queue.filter((key) => key === '0+1')).toHaveLength(2);
    run = goOn(answerFact(goOn(answerFact(run, '12', 900)), '4', 700));
    run = goOn(answerFact(run, '7', 900));
    run = goOn(answerFact(run, '1', 900));
    expect(stepOf(run)).toEqual({ kind: 'done' });
    expect(run.answers.map((answer) => answer.fact)).toEqual([
      '7+5',
      '3+4',
      '0+1',
      '6+6',
      '2+2',
      '3+4',
      '0+1',
    ]);
  });

  it('ends after the answer that takes it past two minutes, missed facts for next time', () => {
    let run = startRun(['7+5', '3+4', '0+1', '6+6'], []);
    // Counted out, slowly: 50 s, then 65 s.
    run = goOn(answerFact(run, '12', 50_000));
    run = goOn(answerFact(run, '7', 65_000));
    expect(stepOf(run)).toMatchObject({ kind: 'fact', key: '0+1' });
    // Two of four facts, but 115 s of 120: the progress shows the time.
    expect(progressOf(run)).toBeCloseTo(115 / 120);
    // Past two minutes: this one is the last, even missed.
    run = goOn(answerFact(run, '2', 9000));
    expect(stepOf(run)).toEqual({ kind: 'done' });
    expect(run.answers).toHaveLength(3);
  });

  it("ends at two minutes by the child's clock: the answers shown and heard between facts count", () => {
    const facts = Array.from({ length: 40 }, (_, i) => `${i % 10}+${(i * 3) % 10}`);
    let run = startRun(facts, []);
    // Each fact answered in 2 s, right and quick; each shown and heard for 3 s more.
    let clock = 0;
    while (stepOf(run).kind === 'fact') {
      const { key } = stepOf(run) as { key: string };
      const [a, b] = key.split('+').map(Number) as [number, number];
      clock += 2000;
      run = goOn(answerFact(run, String(a + b), 2000, clock));
      clock += 3000;
    }
    // The answer that takes it past two minutes (122 s) is the last: 25 facts, not 40 in 200 s.
    expect(run.answers).toHaveLength(25);
    expect(run.spentMs).toBe(122_000);
  });

  it('takes one answer per fact shown: Enter twice does not answer the next one', () => {
    let run = startRun(['7+5', '3+4'], []);
    run = answerFact(run, '12', 900);
    expect(answerFact(run, '7', 900)).toBe(run);
  });
});
