import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_YOUR_EMAIL, VerificationCodeSchema } from '@mathsteps/domain';
import { useState } from 'react';
import { refreshParent } from '../../api/parent';
import { FormDialog, FormField, useSchemaForm } from '../../components/form';
import { Banner, Button } from '../../components/ui';
import { inWords } from '../../lib/reason-words';
import { reasonOf, rpc } from '../../lib/rpc-client';

/**
 * The dashboard's unverified banner (docs/product.md): 'Request New Link' sends
 * a new e-mail; 'Enter a Code' opens a popup for the 8-digit code. Until then the account
 * waits for its address (docs/decisions/0022-usable-once-verified.md).
 */
export function VerificationBanner({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (message: string) => void;
}) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [sending, setSending] = useState(false);
  const [entering, setEntering] = useState(false);

  const requestLink = async () => {
    setSending(true);
    setNotice(undefined);
    try {
      await rpc('user.emailverify', {});
      setNotice({
        tone: 'success',
        text: t`We are sending you a new email token, please go look for it.`,
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: reasonOf(error, t`Failed to send verification email. Please try again.`),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Banner
        tone="info"
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={requestLink} disabled={sending}>
              {sending ? t`Sending...` : t`Request New Link`}
            </Button>
            <Button onClick={() => setEntering(true)}>
              <Trans>Enter a Code</Trans>
            </Button>
          </div>
        }
      >
        <strong>{inWords(CHECK_YOUR_EMAIL)}.</strong>{' '}
        <Trans>
          We sent a code and a link to{' '}
          <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>. Type the code or
          open the link to verify your email address: then you can add your children. We need the
          address to send you their report cards.
        </Trans>
      </Banner>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
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
        await rpc('user.emailverify', { emailtoken: code.replace(/\s/g, '') });
        await refreshParent().catch(() => undefined);
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
