import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInStudent } from '../../api/student-sign-in';
import { Form, FormFailure, FormField, Submit, useSchemaForm } from '../../components/form';
import { BackToHome } from '../../components/layout/page';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useCanSpeak } from '../../components/read-aloud/speech';
import { LOGIN_WORDS } from '../../components/read-aloud/voice';
import { paths } from '../../config/paths';
import { deviceReadsAloud } from '../../lib/device-reads-aloud';

const loadLoginSchema = () =>
  import('./login-schema').then((schemas) => schemas.StudentLoginSchema);

/** /student-login: a child types their handle and passcode. */
export function StudentLoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useSchemaForm(loadLoginSchema, { handle: '', passcode: '' });
  // A session that ended elsewhere (a paused account) arrives here with its reason.
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const { setError } = form;
  // A refused login is read first by the speaker: a child who cannot read hears why.
  const refused = form.formState.errors.root?.server;
  const failure = refused?.message;
  useEffect(() => {
    if (reason) setError('root.server', { type: 'server', message: reason });
  }, [reason, setError]);
  const words = failure ? `${failure} ${t(LOGIN_WORDS)}` : t(LOGIN_WORDS);
  // On a device whose last child has its screens read, a refused login is read on its own.
  const canSpeak = useCanSpeak();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per refusal (each try's own object), in the words of then.
  useEffect(() => {
    if (refused?.message && canSpeak && deviceReadsAloud()) say(words);
  }, [refused, canSpeak]);

  return (
    <Form
      form={form}
      failed={t`An error occurred during login`}
      onSubmit={async ({ handle, passcode }) => {
        await signInStudent(handle, passcode);
        navigate(paths.studentDashboard);
      }}
      className="flex flex-col gap-4"
    >
      <FormFailure />
      <FormField
        name="handle"
        label={t`Student Handle`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormField
        name="passcode"
        label={t`Student Passcode`}
        type="password"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Submit busy={t`Logging in...`}>
          <Trans>Student Login</Trans>
        </Submit>
        <BackToHome />
        <Speaker text={words} className="ms-auto" />
      </div>
    </Form>
  );
}
