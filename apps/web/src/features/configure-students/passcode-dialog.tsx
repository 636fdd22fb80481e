import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const form = useSchemaForm(StudentPasswordFormSchema, { password: '' });
  const name = displayName(student.firstname);
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t`Change password for ${name}`}
      failed={t`Failed to update password`}
      onSubmit={async ({ password }) => {
        await updateStudent(student, {
          accountpassword: await prehashPassword(student.accountname, password),
        });
        onSaved();
      }}
      aria-label={t`Change password`}
      submit={{ busy: t`Saving...`, children: t`Save Password` }}
    >
      <p>
        <Trans>
          {name} logs in as <strong className="text-ink">{student.accountname}</strong> with this
          password from now on.
        </Trans>
      </p>
      <FormField
        name="password"
        // A child's passcode: Spanish calls it "clave", a parent's password "contraseña".
        label={t({ message: 'New password', context: "a child's passcode" })}
        type="password"
        autoComplete="new-password"
        hint={t`At least 4 characters.`}
      />
    </FormDialog>
  );
}
