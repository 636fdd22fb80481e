import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type SchemaSource, useZodForm } from './use-zod-form';

const NameSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({
  source,
  onValid,
}: {
  source: SchemaSource<typeof NameSchema>;
  onValid: (data: { name: string }) => void;
}) {
  const form = useZodForm(source, { name: '' });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(onValid)} noValidate>
      {form.unavailable && <p role="alert">{form.unavailable}</p>}
      <label>
        Name <input {...form.field('name')} />
      </label>
      {form.errors.name && <p>{form.errors.name}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form whose rules load after the first paint', () => {
  it('waits for them at a submit, then shows the message and later accepts the fix', async () => {
    let arrive: (schema: typeof NameSchema) => void = () => {};
    const loader = vi.fn(() => new Promise<typeof NameSchema>((resolve) => (arrive = resolve)));
    const onValid = vi.fn();
    render(<NameForm source={loader} onValid={onValid} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Name is required')).toBeNull();
    arrive(NameSchema);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), '  Kim ');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Kim' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says so when they cannot be fetched, and tries again at the next submit', async () => {
    const loader = vi
      .fn<() => Promise<typeof NameSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(NameSchema);
    const onValid = vi.fn();
    render(<NameForm source={loader} onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Kim');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach MathSteps. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Kim' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
