import { CONTACT_REASONS, ContactFormSchema, MESSAGE_MAX, MESSAGE_WARN } from '@mathsteps/domain';
import { useId, useState } from 'react';
import { Banner, Button, ButtonLink, SelectField } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import { useZodForm } from '../../lib/use-zod-form';

export const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";

/** /parent-contact (seed §2, §5 "Contact form", §8 "Contact"). */
export function ContactForm() {
  const form = useZodForm(ContactFormSchema, { reason: '', message: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const messageId = useId();
  const length = String(form.values.message ?? '').length;

  const submit = form.onSubmit(async ({ reason, message }) => {
    setBusy(true);
    setResult(undefined);
    try {
      await rpc('user.message', { subject: reason, body: message });
      form.reset();
      setResult({ tone: 'success', text: CONTACT_SENT });
    } catch (error) {
      setResult({
        tone: 'error',
        text: reasonOf(error, 'Failed to send message. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <SelectField
        label="Reason"
        name="reason"
        value={String(form.values.reason)}
        onChange={(event) => form.set('reason', event.target.value)}
        error={form.errors.reason}
      >
        <option value="">Choose a reason</option>
        {CONTACT_REASONS.map((reason) => (
          <option key={reason}>{reason}</option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="font-bold">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={String(form.values.message)}
          onChange={(event) => form.set('message', event.target.value)}
          aria-invalid={form.errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${form.errors.message ? ` ${messageId}-error` : ''}`}
          className="rounded-lg border border-line bg-card px-3 py-2 text-base aria-invalid:border-berry-700"
        />
        <p
          id={`${messageId}-count`}
          className={`self-end text-sm ${length > MESSAGE_WARN ? 'font-bold text-berry-700' : 'text-muted'}`}
        >
          {length}/{MESSAGE_MAX}
        </p>
        {form.errors.message && (
          <p id={`${messageId}-error`} className="text-sm font-bold text-berry-700">
            {form.errors.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
        <ButtonLink to={paths.parentDashboard} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
    </form>
  );
}
