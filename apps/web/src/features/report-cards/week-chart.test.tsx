import type { StudentReport } from '@mathsteps/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { WeekChart } from './week-chart';

type Week = StudentReport['subjects'][string]['weeks'][number];

const week = (weekStart: string, scheduledDays: number, completedDays: number, score: number) => ({
  weekStart,
  scheduledDays,
  completedDays,
  questions: completedDays * 10,
  complete: String(scheduledDays ? Math.round((completedDays / scheduledDays) * 100) : 0),
  score: String(score),
});

/** A report whose addition has these weeks; the chart reads nothing else. */
function reportWith(weeks: Week[]): StudentReport {
  return {
    student: { accountname: 'sam', firstname: 'Sam', lastname: 'Reyes', gradelevel: '3' },
    today: '2026-11-24',
    period: { from: '2026-10-28', to: '2026-11-24' },
    subjects: {
      addition: {
        complete: '0',
        score: '0',
        grade: 'F',
        level: '0',
        schedule: 'mtwrf',
        levels: [],
        weeks,
      },
    },
    average: null,
    week: { from: '2026-11-23', to: '2026-11-29', wrong: {} },
    mistakes: [],
    misconceptions: [],
    rewards: { stars: 0, streak: 0, badges: [] },
  };
}

describe('WeekChart', () => {
  it("says so in words while no week has finished work, as for a new child's first week", () => {
    render(<WeekChart report={reportWith([week('2026-11-23', 2, 0, 0)])} />);
    expect(
      screen.getByText(
        'No assignments finished in these weeks yet. The bars start with the first one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('week-chart')).toBeNull();
  });

  it('draws the weeks once one has work, the weeks without it at 0%', () => {
    render(
      <WeekChart
        report={reportWith([week('2026-11-16', 5, 0, 0), week('2026-11-23', 2, 1, 90)])}
      />,
    );
    expect(screen.getByTestId('week-chart')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['WeekWork doneScore', 'Nov 16-220%no work', 'Nov 23-2950%90%']);
  });
});
