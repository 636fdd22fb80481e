import { type FactsReport, factKey, factsOf, SUBJECTS } from '@mathsteps/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { FactsMap } from './facts-map';

/** Every fact new, but for those given. */
function factsWith(known: Record<string, 'fluent' | 'slow' | 'learning'>): FactsReport {
  return Object.fromEntries(
    SUBJECTS.map((operation) => [
      operation,
      Object.fromEntries(
        factsOf(operation).map((fact) => {
          const key = factKey(fact);
          const state = known[key] ?? 'new';
          return [key, { state, tries: state === 'new' ? 0 : 2, right: state === 'new' ? 0 : 2 }];
        }),
      ),
    ]),
  ) as FactsReport;
}

describe('the facts map', () => {
  it('says so when no fact was practiced', () => {
    render(<FactsMap facts={factsWith({})} />);
    expect(screen.getByText(/No number facts practiced yet/)).toBeVisible();
  });

  it('shows each practiced table with its count, every fact named by its state', () => {
    render(<FactsMap facts={factsWith({ '7+5': 'fluent', '6+7': 'slow', '15-8': 'learning' })} />);
    const addition = screen.getByRole('region', { name: 'Addition facts' });
    expect(within(addition).getByText('1 of 100 addition facts are quick now')).toBeVisible();
    // What "quick" means, so that a round's "answered quickly" and this count do not disagree.
    expect(
      screen.getByText(/A fact is quick once it is answered right within 3 seconds on two/),
    ).toBeVisible();
    expect(within(addition).getByRole('cell', { name: '7 + 5: quick' })).toBeVisible();
    expect(
      within(addition).getByRole('cell', { name: '6 + 7: right, getting quicker' }),
    ).toBeVisible();
    expect(within(addition).getByRole('cell', { name: '9 + 9: not met yet' })).toBeVisible();
    const subtraction = screen.getByRole('region', { name: 'Subtraction facts' });
    expect(within(subtraction).getByRole('cell', { name: '15 − 8: learning' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Multiplication facts' })).toBeNull();
    // Every header has a name: the corner says what the rows and columns are.
    for (const header of within(subtraction).getAllByRole('columnheader')) {
      expect(header.textContent?.trim()).not.toBe('');
    }
    expect(
      within(subtraction).getByRole('columnheader', {
        name: /number taken away down, answer across/,
      }),
    ).toBeInTheDocument();
  });
});
