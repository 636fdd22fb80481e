import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_REASONS, ContactFormSchema, MESSAGE_MAX, MESSAGE_WARN } from '@mathsteps/domain';
import { useId, useState } from 'react';
import { sendMessage } from '../../api/parent';
import { Form, FormActions, FormFailure, FormSelect, useSchemaForm } from '../../components/form';
import { Banner, ButtonLink, FieldError } from '../../components/ui';
import { paths } from '../../config/paths';

export const CONTACT_SENT = msg`Thank you for your message! We'll get back to you within 24 hours.`;

/** The reasons as the parent reads them; the English one is what the support team receives. */
const REASON_WORDS: Record<(typeof CONTACT_REASONS)[number], MessageDescriptor> = {
  'General question': msg`General question`,
  'Technical problem': msg`Technical problem`,
  Billing: msg`Billing`,
  'Feedback or idea': msg`Feedback or idea`,
  'Privacy or my data': msg`Privacy or my data`,
};

/** /parent-contact (docs/product.md). */
export function ContactForm() {
  // No reason chosen yet: the first option, "Choose a reason", is empty.
  const { t } = useLingui();
  const form = useSchemaForm(ContactFormSchema, { message: '' });
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const length = (form.watch('message') ?? '').length;
  const messageError = form.formState.errors.message?.message;

  return (
    <Form
      form={form}
      failed={t`Failed to send message. Please try again.`}
      onSubmit={async ({ reason, message }) => {
        setSent(false);
        await sendMessage(reason, message);
        form.reset();
        setSent(true);
      }}
      className="flex flex-col gap-4"
    >
      {sent && <Banner tone="success">{t(CONTACT_SENT)}</Banner>}
      <FormFailure />
      <FormSelect name="reason" label={t`Reason`}>
        <option value="">{t`Choose a reason`}</option>
        {CONTACT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(REASON_WORDS[reason])}
          </option>
        ))}
      </FormSelect>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="font-bold">
          <Trans>Message</Trans>
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
      <FormActions submit={t`Send Message`} busy={t`Sending...`}>
        <ButtonLink to={paths.parentDashboard} variant="secondary">
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </FormActions>
    </Form>
  );
}
