import {
  displayName,
  prehashPassword,
  type StudentData,
  StudentPasswordFormSchema,
} from '@mathsteps/domain';
import { Banner, Button, Dialog, Field } from '../../components/ui';
import { useZodForm } from '../../lib/use-zod-form';
import { useStudentUpdate } from './use-student-update';

/**
 * The Configure popup (seed §2, §5): a new passcode for the student, pre-hashed with the
 * handle like every password. Its errors stay inside the popup. Mounted per opening.
 */
export function PasscodeDialog({
  student,
  onSaved,
  onClose,
}: {
  student: StudentData;
  onSaved: () => void;
  onClose: () => void;
}) {
  const form = useZodForm(StudentPasswordFormSchema, { password: '' });
  const { busy, failure, update } = useStudentUpdate(student, 'Failed to update password');

  const submit = form.onSubmit(async ({ password }) => {
    const outcome = await update({
      accountpassword: await prehashPassword(student.accountname, password),
    });
    if (outcome.ok) onSaved();
  });

  return (
    <Dialog open onClose={onClose} title={`Change password for ${displayName(student.firstname)}`}>
      <form
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        aria-label="Change password"
        className="flex flex-col gap-4"
      >
        <p>
          {displayName(student.firstname)} logs in as{' '}
          <strong className="text-ink">{student.accountname}</strong> with this password from now
          on.
        </p>
        {failure && <Banner tone="error">{failure}</Banner>}
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 4 characters."
          {...form.field('password')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Password'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
