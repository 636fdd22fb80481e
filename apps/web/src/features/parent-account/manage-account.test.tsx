import { PASSWORD_MESSAGE } from '@mathsteps/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ParentProfile } from '../../lib/session';
import { renderWithQueries } from '../../test/render';
import { ManageAccount } from './manage-account';

const parent: ParentProfile = {
  role: 'parent',
  firstName: 'Dana',
  lastName: '',
  email: 'dana@example.com',
  userpremium: 'false',
  emails: 'true',
  emailverified: 'true',
  ftue: [],
};

function open() {
  const router = createMemoryRouter([{ path: '/', element: <ManageAccount parent={parent} /> }]);
  renderWithQueries(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('manage account', () => {
  it("shows 'Not provided' for an empty field", () => {
    open();
    expect(screen.getByText('Not provided')).toBeVisible();
    expect(screen.getByText('dana@example.com')).toBeVisible();
  });

  it.each([
    ['First name', '', 'First name is required'],
    ['First name', 'D', 'First name must be at least 2 characters'],
    ['Email', 'dana@', 'Please enter a valid email address'],
    ['Email', 'new@example.com', 'Current password is required'],
    ['New password', 'weakpass', PASSWORD_MESSAGE],
    ['New password', 'Brighter3!', 'Please confirm your password'],
  ])('%s = %j says %s', async (label, value, message) => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(message)).toBeVisible();
  });

  it('says when the new passwords differ', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('New password'), 'Brighter3!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brighter4!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    // The empty last name is reported at the same time.
    expect(screen.getByText('Last name is required')).toBeVisible();
  });
});
