import { CONTACT_REASONS, ContactFormSchema, MESSAGE_MAX, MESSAGE_WARN } from '@mathsteps/domain';
import { useId, useState } from 'react';
import { Form, FormActions, FormFailure, FormSelect, useSchemaForm } from '../../components/form';
import { Banner, ButtonLink, FieldError } from '../../components/ui';
import { paths } from '../../config/paths';
import { rpc } from '../../lib/rpc-client';

export const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";

/** /parent-contact (docs/product.md). */
export function ContactForm() {
  // No reason chosen yet: the first option, "Choose a reason", is empty.
  const form = useSchemaForm(ContactFormSchema, { message: '' });
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const length = (form.watch('message') ?? '').length;
  const messageError = form.formState.errors.message?.message;

  return (
    <Form
      form={form}
      failed="Failed to send message. Please try again."
      onSubmit={async ({ reason, message }) => {
        setSent(false);
        await rpc('user.message', { subject: reason, body: message });
        form.reset();
        setSent(true);
      }}
      className="flex flex-col gap-4"
    >
      {sent && <Banner tone="success">{CONTACT_SENT}</Banner>}
      <FormFailure />
      <FormSelect name="reason" label="Reason">
        <option value="">Choose a reason</option>
        {CONTACT_REASONS.map((reason) => (
          <option key={reason}>{reason}</option>
        ))}
      </FormSelect>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="font-bold">
          Message
        </label>
        <textarea
          id={messageId}
          rows={6}
          {...form.register('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
          className="rounded-lg border border-line bg-card px-3 py-2 text-base aria-invalid:border-berry-700"
        />
        <p
          id={`${messageId}-count`}
          className={`self-end text-sm ${length > MESSAGE_WARN ? 'font-bold text-berry-700' : 'text-muted'}`}
        >
          {length}/{MESSAGE_MAX}
        </p>
        <FieldError id={`${messageId}-error`} error={messageError} />
      </div>
      <FormActions submit="Send Message" busy="Sending...">
        <ButtonLink to={paths.parentDashboard} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </FormActions>
    </Form>
  );
}
