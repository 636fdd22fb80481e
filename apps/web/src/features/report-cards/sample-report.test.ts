import {
  diagnose,
  helpTonight,
  levelSpec,
  operandsOf,
  StudentReportSchema,
  type Subject,
  solve,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { sampleReport } from './sample-report';

describe('the sample report card', () => {
  const { report, facts, summary } = sampleReport('2026-11-26');

  it('has the shape of a real report, dated the day it is read', () => {
    expect(StudentReportSchema.parse(report)).toEqual(report);
    expect(report.today).toBe('2026-11-26');
    expect(report.week).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    for (const subject of Object.values(report.subjects)) {
      expect(Number(subject.complete)).toBeGreaterThanOrEqual(0);
      expect(Number(subject.complete)).toBeLessThanOrEqual(100);
      expect(subject.weeks).toHaveLength(4);
    }
    expect(report.average?.grade).toMatch(/^[A-F]$/);
  });

  it.each([
    [0, 'subtraction', 'smaller-from-larger'],
    [1, 'multiplication', 'multiplication-carry-ignored'],
  ] as const)(
    "names step %i, a mistake the diagnosis finds in the child's own grids",
    (index, subject, id) => {
      const step = report.misconceptions[index];
      expect(step?.id).toBe(id);
      const examples = report.mistakes.filter(
        (mistake) => mistake.subject === subject && Object.keys(mistake.entries).length > 0,
      );
      expect(examples.length).toBeGreaterThanOrEqual(2);
      for (const mistake of examples) {
        const problem = solve(subject, Number(mistake.number_0), Number(mistake.number_1));
        const found = diagnose(problem, mistake.answer, mistake.entries).flatMap(
          (each) => each.bugs,
        );
        expect(found).toContain(id);
      }
      expect(step?.example.boxes.length).toBeGreaterThan(0);
    },
  );

  it('shows each mistake at a level that asks for its numbers', () => {
    for (const mistake of report.mistakes) {
      const [a, b] = [Number(mistake.number_0), Number(mistake.number_1)];
      const subject = mistake.subject as Subject;
      const spec = levelSpec(subject, Number(mistake.level));
      expect(a, `${a} at ${mistake.subject} level ${mistake.level}`).toBeGreaterThanOrEqual(
        spec.a[0],
      );
      expect(a).toBeLessThanOrEqual(spec.a[1]);
      expect(b).toBeGreaterThanOrEqual(spec.b[0]);
      expect(b).toBeLessThanOrEqual(spec.b[1]);
      expect(spec.accepts(solve(subject, a, b))).toBe(true);
    }
  });

  it('has a facts map and its summary that agree', () => {
    const quick = Object.values(facts.addition ?? {}).filter((fact) => fact.state === 'fluent');
    expect(summary.addition?.quick).toBe(quick.length);
  });
});

describe("the sample's Help tonight for a division step", () => {
  it("works problems near the catalogue's examples (85 ÷ 4), not 20 ÷ 2", () => {
    const { report } = sampleReport('2026-11-26');
    const page = helpTonight({
      bug: 'step-remainder-dropped',
      subject: 'division',
      method: { subtraction: 'regrouping', division: 'bracket' },
      child: 'Maya',
      level: Number(report.subjects.division?.level ?? 0),
      seed: 'sample',
    });
    for (const { problem } of page.together) {
      // 2-digit ÷ 1-digit with a remainder or larger, never an exact 80 ÷ 8.
      const [dividend, divisor] = operandsOf(problem) as [number, number];
      expect(dividend % divisor !== 0 || dividend >= 100, `${dividend} / ${divisor}`).toBe(true);
    }
  });
});
