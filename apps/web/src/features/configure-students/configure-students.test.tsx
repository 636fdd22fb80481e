import type { StudentData } from '@mathsteps/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries as render } from '../../test/render';
import { AddStudentForm } from './add-student-form';
import { LevelDialog } from './level-dialog';
import { PasscodeDialog } from './passcode-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { StudentCard } from './student-card';

const student: StudentData = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  accountname: 'sam',
  firstname: 'Sam',
  lastname: 'Reyes',
  gradelevel: '3',
  premium: 'false',
  paused: 'false',
  mathschedule: {
    addition: { schedule: 'mtwrf' },
    subtraction: { schedule: '' },
    multiplication: { schedule: 'smtwrfa' },
    division: { schedule: 'a' },
  },
  mathlevels: {
    addition: { level: '7' },
    subtraction: { level: '7' },
    multiplication: { level: '7' },
    division: { level: '0' },
  },
  quickfacts: { schedule: '', operation: '' },
  assignmentsize: '10',
  timezone: 'America/Toronto',
  readaloud: 'false',
  schoolmethod: { subtraction: 'regrouping', division: 'bracket' },
  locale: '',
};

/** The days switched on in a subject's group, by their full (screen reader) names. */
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.querySelector('.sr-only')?.textContent);

describe('the schedule editor', () => {
  it('starts from the stored days and saves only a change', async () => {
    const user = userEvent.setup();
    render(<ScheduleDialog student={student} onSaved={vi.fn()} onClose={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save' });
    const addition = screen.getByRole('group', { name: 'Addition' });
    expect(pressed(addition)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(save).toBeDisabled();

    await user.click(within(addition).getByRole('button', { name: 'Tuesday' }));
    expect(save).toBeEnabled();
    await user.click(within(addition).getByRole('button', { name: 'Tuesday' }));
    expect(save).toBeDisabled();

    // 'Weekday' clears a subject that is exactly Monday to Friday, and sets it otherwise.
    await user.click(within(addition).getByRole('button', { name: 'Weekday' }));
    expect(within(addition).queryAllByRole('button', { pressed: true })).toEqual([]);
    await user.click(within(addition).getByRole('button', { name: 'Weekday' }));
    expect(save).toBeDisabled();

    // 'Every Day' turns all seven on, or all off when they are on already.
    const division = screen.getByRole('group', { name: 'Division' });
    await user.click(within(division).getByRole('button', { name: 'Every Day' }));
    expect(pressed(division)).toHaveLength(7);
    const multiplication = screen.getByRole('group', { name: 'Multiplication' });
    await user.click(within(multiplication).getByRole('button', { name: 'Every Day' }));
    expect(within(multiplication).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(save).toBeEnabled();
  });

  it('puts Quick Facts on the schedule with the operation chosen', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const answer = { ...student, quickfacts: { schedule: 'mwf', operation: 'multiplication' } };
    // The server at its boundary: a device id first, then the student as saved.
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const { tag } = JSON.parse(init!.body as string);
      const body =
        tag === 'device.create'
          ? { tag, deviceid: 'c0ffee00-0000-4000-8000-000000000002' }
          : { tag, student: answer };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    render(<ScheduleDialog student={student} onSaved={onSaved} onClose={vi.fn()} />);
    const facts = screen.getByRole('group', { name: 'Quick Facts' });
    const save = screen.getByRole('button', { name: 'Save' });
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      await user.click(within(facts).getByRole('button', { name: day }));
    }
    await user.selectOptions(within(facts).getByLabelText('Which facts'), 'Multiplication');
    expect(save).toBeEnabled();
    try {
      await user.click(save);
      // Only Quick Facts changed: one change sent, with the days and the operation.
      const sent = fetch.mock.calls
        .map(([, init]) => JSON.parse(init!.body as string))
        .filter((body) => body.tag !== 'device.create');
      expect(sent).toEqual([
        expect.objectContaining({
          tag: 'student.factsschedule',
          accountname: 'sam',
          schedule: 'mwf',
          operation: 'multiplication',
        }),
      ]);
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    } finally {
      fetch.mockRestore();
    }
  });
});

describe('the Configure popup', () => {
  it.each([
    ['', 'New password is required'],
    ['123', 'Password must be at least 4 characters long'],
  ])('a new password %j says %s', async (value, message) => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<PasscodeDialog student={student} onSaved={onSaved} onClose={vi.fn()} />);
    if (value) await user.type(screen.getByLabelText('New password'), value);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the level popup', () => {
  it("offers 'Keep Level N' and 'Change Level to M' only when the level differs", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <LevelDialog student={student} subject="addition" onSaved={vi.fn()} onClose={onClose} />,
    );
    expect(screen.getByText(/3-digit \+ 2-digit/, { selector: 'p' })).toBeVisible();
    const change = screen.getByRole('button', { name: 'Change Level to 7' });
    expect(change).toBeDisabled();
    const select = screen.getByLabelText('New level');
    expect(within(select).getAllByRole('option')).toHaveLength(20);
    await user.selectOptions(select, '12');
    expect(screen.getByRole('button', { name: 'Change Level to 12' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Keep Level 7' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the inline grade edit', () => {
  it.each(['', '0', '8', '2.5', 'two'])('refuses the grade %j', async (value) => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    // In a router: the card links to the child's worksheet.
    render(
      <MemoryRouter>
        <StudentCard
          student={student}
          onSchedule={vi.fn()}
          onConfigure={vi.fn()}
          onLevel={vi.fn()}
          onDelete={vi.fn()}
          onChanged={onChanged}
          onMessage={vi.fn()}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit grade of Sam' }));
    const input = screen.getByLabelText('Grade level');
    expect(input).toHaveValue('3');
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grade level must be between 1 and 7')).toBeVisible();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('the add-student form', () => {
  it.each([
    ['ab', 'Student handle must be at least 3 characters long'],
    ['sam reyes', 'A student handle may use letters, digits, dots, dashes and underscores'],
  ])('checks the handle %j in the browser and marks the field', async (handle, reason) => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<AddStudentForm onAdded={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    const handleField = screen.getByLabelText('Account name');
    expect(handleField).toHaveAccessibleDescription(
      /3 to 30 letters, digits, dots, dashes or underscores/,
    );
    await user.type(handleField, handle);
    await user.type(screen.getByLabelText('Password'), '1234');
    await user.type(screen.getByLabelText('Grade level'), '3');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(handleField).toHaveAttribute('aria-invalid', 'true');
    // Said by the field itself, without the field's internal name, and nothing was sent.
    expect(screen.queryByText(/accountname:/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
