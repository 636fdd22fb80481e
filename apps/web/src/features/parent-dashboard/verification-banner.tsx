import { Trans, useLingui } from '@lingui/react/macro';
import { VerificationCodeSchema } from '@mathsteps/domain';
import { useState } from 'react';
import { useNewVerificationLink, verifyEmailCode } from '../../api/parent';
import { FormDialog, FormField, useSchemaForm } from '../../components/form';
import { Banner, Button, WriteFailure } from '../../components/ui';
import { refusalInWords } from '../../lib/refusal-words';

/**
 * The dashboard's unverified banner (docs/product.md): 'Request New Link' sends
 * a new e-mail; 'Enter a Code' opens a popup for the 8-digit code. Until then the account
 * waits for its address (docs/decisions/0022-usable-once-verified.md).
 */
export function VerificationBanner({
  email,
  onVerified,
  teacher = false,
}: {
  email: string;
  onVerified: (message: string) => void;
  /** A teacher's account: its classes wait for the address, not children (decision 0029). */
  teacher?: boolean;
}) {
  const { t } = useLingui();
  const newLink = useNewVerificationLink();
  const sending = newLink.isPending;
  const [entering, setEntering] = useState(false);

  return (
    <>
      <Banner
        tone="info"
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => newLink.mutate()} disabled={sending}>
              {sending ? t`Sending...` : t`Request New Link`}
            </Button>
            <Button onClick={() => setEntering(true)}>
              <Trans>Enter a Code</Trans>
            </Button>
          </div>
        }
      >
        <strong>{refusalInWords({ code: 'check_your_email' })}.</strong>{' '}
        {teacher ? (
          <Trans>
            We sent a code and a link to{' '}
            <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>. Type the code
            or open the link to verify your email address: then you can make your classes.
          </Trans>
        ) : (
          <Trans>
            We sent a code and a link to{' '}
            <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>. Type the code
            or open the link to verify your email address: then you can add your children. We need
            the address to send you their report cards.
          </Trans>
        )}
      </Banner>
      {newLink.isSuccess && (
        <Banner tone="success">
          <Trans>We are sending you a new email token, please go look for it.</Trans>
        </Banner>
      )}
      <WriteFailure
        write={newLink}
        fallback={t`Failed to send verification email. Please try again.`}
      />
      <CodeDialog
        open={entering}
        onClose={() => setEntering(false)}
        onVerified={() => {
          setEntering(false);
          onVerified(t`Email verified successfully!`);
        }}
      />
    </>
  );
}

function CodeDialog({
  open,
  onClose,
  onVerified,
}: {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(VerificationCodeSchema, { code: '' });
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={t`Enter your verification code`}
      failed={t`Failed to verify code. Please try again.`}
      onSubmit={async ({ code }) => {
        await verifyEmailCode(code);
        form.reset();
        onVerified();
      }}
      submit={{ busy: t`Verifying...`, children: t`Verify Code` }}
    >
      <p>
        <Trans>Type the 8-digit code from our e-mail.</Trans>
      </p>
      <FormField
        name="code"
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
    </FormDialog>
  );
}
