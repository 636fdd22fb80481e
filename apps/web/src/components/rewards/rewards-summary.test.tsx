import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { english, render } from '../../test/render';
import { NO_STREAK_YET, RewardsSummary } from './rewards-summary';

it('shows no streak yet as an invitation, not in the red of a wrong box', () => {
  render(<RewardsSummary stars={0} streak={0} />);
  const invitation = screen.getByText(english._(NO_STREAK_YET));
  expect(invitation.className).not.toMatch(/berry/);
  expect(invitation.innerHTML).not.toMatch(/berry/);
});

it('shows a streak going in its warm colour', () => {
  render(<RewardsSummary stars={12} streak={3} />);
  expect(screen.getByText('3 days in a row').className).toMatch(/berry/);
});
