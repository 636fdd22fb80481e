import {
  displayName,
  prehashPassword,
  type StudentData,
  StudentPasswordFormSchema,
} from '@mathsteps/domain';
import { updateStudent } from '../../api/students';
import { FormDialog, FormField, useSchemaForm } from '../../components/form';

/**
 * The Configure popup (docs/product.md): a new passcode for the student, pre-hashed with the
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
  const form = useSchemaForm(StudentPasswordFormSchema, { password: '' });
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Change password for ${displayName(student.firstname)}`}
      failed="Failed to update password"
      onSubmit={async ({ password }) => {
        await updateStudent(student, {
          accountpassword: await prehashPassword(student.accountname, password),
        });
        onSaved();
      }}
      aria-label="Change password"
      submit={{ busy: 'Saving...', children: 'Save Password' }}
    >
      <p>
        {displayName(student.firstname)} logs in as{' '}
        <strong className="text-ink">{student.accountname}</strong> with this password from now on.
      </p>
      <FormField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 4 characters."
      />
    </FormDialog>
  );
}
