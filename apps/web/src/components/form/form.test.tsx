import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RpcError } from '../../lib/server-errors';
import { render } from '../../test/render';
import { Form, FormFailure, FormField, type SchemaSource, Submit, useSchemaForm } from './form';

const NameSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({
  source,
  onSubmit,
}: {
  source: SchemaSource<typeof NameSchema>;
  onSubmit: (values: { name: string }) => Promise<void> | void;
}) {
  const form = useSchemaForm(source, { name: '' });
  return (
    <Form form={form} onSubmit={onSubmit} failed="The name was not saved">
      <FormFailure />
      <FormField name="name" label="Name" />
      <Submit busy="Saving...">Save</Submit>
    </Form>
  );
}

describe('a form whose rules load after the first paint', () => {
  it('waits for them at a submit, then shows the message and later accepts the fix', async () => {
    let arrive: (schema: typeof NameSchema) => void = () => {};
    const loader = vi.fn(() => new Promise<typeof NameSchema>((resolve) => (arrive = resolve)));
    const onSubmit = vi.fn();
    render(<NameForm source={loader} onSubmit={onSubmit} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Name is required')).toBeNull();
    arrive(NameSchema);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    // After a submit, the message follows each change.
    await user.type(screen.getByLabelText('Name'), '  Kim ');
    await vi.waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Kim' }));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says so when they cannot be fetched, and tries again at the next submit', async () => {
    const loader = vi
      .fn<() => Promise<typeof NameSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(NameSchema);
    const onSubmit = vi.fn();
    render(<NameForm source={loader} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Kim');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach MathSteps. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a submit', () => {
  it('is busy while it runs: the button says so and cannot be pressed twice', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameForm source={NameSchema} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason for a refusal, and the form's own words for anything else", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new RpcError(409, 'That name is taken'))
      .mockRejectedValueOnce(new RpcError(0, 'We could not reach MathSteps.'));
    render(<NameForm source={NameSchema} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Kim');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The name was not saved');
  });
});
