import { diagnose, levelSpec, StudentReportSchema, type Subject, solve } from '@mathsteps/domain';
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

  it("names a mistake the diagnosis finds in the child's own grids", () => {
    const [step] = report.misconceptions;
    expect(step?.id).toBe('smaller-from-larger');
    const examples = report.mistakes.filter((mistake) => mistake.subject === 'subtraction');
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const mistake of examples) {
      const problem = solve('subtraction', Number(mistake.number_0), Number(mistake.number_1));
      const found = diagnose(problem, mistake.answer, mistake.entries).flatMap((each) => each.bugs);
      expect(found).toContain('smaller-from-larger');
    }
    expect(step?.example.boxes.length).toBeGreaterThan(0);
  });

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
