import { VerificationCodeSchema } from '@mathsteps/domain';
import { useState } from 'react';
import { refreshParent } from '../../api/parent';
import { Banner, Button, Dialog, Field } from '../../components/ui';
import { reasonOf, rpc } from '../../lib/rpc-client';
import { useZodForm } from '../../lib/use-zod-form';

/**
 * The dashboard's unverified banner (seed §2, §8 "Verification"): 'Request New Link' sends
 * a new e-mail; 'Enter a Code' opens a popup for the 8-digit code.
 */
export function VerificationBanner({ onVerified }: { onVerified: (message: string) => void }) {
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
        text: 'We are sending you a new email token, please go look for it.',
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: reasonOf(error, 'Failed to send verification email. Please try again.'),
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
              {sending ? 'Sending...' : 'Request New Link'}
            </Button>
            <Button onClick={() => setEntering(true)}>Enter a Code</Button>
          </div>
        }
      >
        <strong>Please verify your email address.</strong> We need it to send you your
        students&apos; report cards. Look for our e-mail with a code and a link.
      </Banner>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <CodeDialog
        open={entering}
        onClose={() => setEntering(false)}
        onVerified={() => {
          setEntering(false);
          onVerified('Email verified successfully!');
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
  const form = useZodForm(VerificationCodeSchema, { code: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const close = () => {
    form.reset();
    setFailure('');
    onClose();
  };

  const submit = form.onSubmit(async ({ code }) => {
    setBusy(true);
    setFailure('');
    try {
      await rpc('user.emailverify', { emailtoken: code.replace(/\s/g, '') });
      await refreshParent().catch(() => undefined);
      form.reset();
      onVerified();
    } catch (error) {
      setFailure(reasonOf(error, 'Failed to verify code. Please try again.'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog open={open} onClose={close} title="Enter your verification code">
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p>Type the 8-digit code from our e-mail.</p>
        <Field
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          {...form.field('code')}
        />
        {failure && (
          <p role="alert" className="font-bold text-berry-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify Code'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
