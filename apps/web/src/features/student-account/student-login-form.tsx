import { prehashPassword } from '@mathsteps/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Speaker } from '../../components/read-aloud/speaker';
import { LOGIN_WORDS } from '../../components/read-aloud/voice';
import { Banner, Button, ButtonLink, Field } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import { clearSession, saveSession, studentProfileOf } from '../../lib/session';
import { useZodForm } from '../../lib/use-zod-form';

const loadLoginSchema = () =>
  import('./login-schema').then((schemas) => schemas.StudentLoginSchema);

/** /student-login: a child types their handle and passcode. */
export function StudentLoginForm() {
  const navigate = useNavigate();
  const form = useZodForm(loadLoginSchema, { handle: '', passcode: '' });
  const [busy, setBusy] = useState(false);
  // A session that ended elsewhere (a paused account) arrives here with its reason.
  const location = useLocation();
  const [failure, setFailure] = useState<string>(
    (location.state as { reason?: string } | null)?.reason ?? '',
  );

  const submit = form.onSubmit(async ({ handle, passcode }) => {
    setBusy(true);
    setFailure('');
    try {
      const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
      clearSession();
      const { student } = await rpc('student.connect', {
        accountname: handle,
        accountpassword: await prehashPassword(handle, passcode),
        timezone,
      });
      saveSession(studentProfileOf(student, timezone));
      navigate(paths.studentDashboard);
    } catch (error) {
      setFailure(reasonOf(error, 'An error occurred during login'));
      setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {(failure || form.unavailable) && <Banner tone="error">{failure || form.unavailable}</Banner>}
      <Field
        label="Student Handle"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('handle')}
      />
      <Field
        label="Student Passcode"
        type="password"
        autoComplete="current-password"
        {...form.field('passcode')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Student Login'}
        </Button>
        <ButtonLink to={paths.landing} variant="ghost">
          Back to Home
        </ButtonLink>
        <Speaker text={LOGIN_WORDS} className="ms-auto" />
      </div>
    </form>
  );
}
