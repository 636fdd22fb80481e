import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  emailField,
  nameField,
  PASSWORD_MESSAGE,
  PASSWORD_RULE,
  prehashPassword,
} from '@mathsteps/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { deleteAccount, prehashForCurrentEmail, updateParent } from '../../api/parent';
import {
  Form,
  FormActions,
  FormDialog,
  FormFailure,
  FormField,
  useSchemaForm,
} from '../../components/form';
import { Banner, Button } from '../../components/ui';
import { paths } from '../../config/paths';
import type { AccountProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { AccountLanguage, SignOutEverywhere } from './account-sections';
import { NameAndEmailFields } from './name-and-email';

/** The edit form: names and e-mail, and a new password only when one is typed. */
function editSchema(originalEmail: string) {
  return z
    .object({
      firstName: nameField('First name'),
      lastName: nameField('Last name'),
      email: emailField,
      currentPassword: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      signOutChildren: z.boolean(),
    })
    .superRefine(
      (value, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (value.password) {
          if (!PASSWORD_RULE.test(value.password)) issue('password', PASSWORD_MESSAGE);
          if (!value.confirmPassword) issue('confirmPassword', 'Please confirm your password');
          else if (value.confirmPassword !== value.password)
            issue('confirmPassword', 'Passwords do not match');
        }
        if ((value.password || value.email !== originalEmail) && !value.currentPassword) {
          issue('currentPassword', 'Current password is required');
        }
      },
      // Also while a name or the e-mail is wrong, so every message shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}

/**
 * /manage-account (docs/product.md, with docs/product.md: everything is saved on the server), for
 * a parent's account and a teacher's (docs/decisions/0029-teachers.md): a teacher's words name
 * classes where a parent's name children.
 */
export function ManageAccount({ parent }: { parent: AccountProfile }) {
  const teacher = parent.role === 'teacher';
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useFlash();
  const [askingDelete, setAskingDelete] = useState(false);

  const rows = [
    [t`First name`, parent.firstName],
    [t`Last name`, parent.lastName],
    [t`Email`, parent.email],
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {editing ? (
        <EditAccount
          parent={parent}
          onDone={(text) => {
            setEditing(false);
            if (text) setMessage({ tone: 'success', text });
          }}
        />
      ) : (
        <section className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-line">
          <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold">{label}</dt>
                <dd className={value ? '' : 'text-muted italic'}>{value || t`Not provided`}</dd>
              </div>
            ))}
          </dl>
          <div>
            <Button onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
          </div>
        </section>
      )}

      <AccountLanguage
        parent={parent}
        onSaved={(text) => setMessage({ tone: 'success', text })}
        onFailed={(text) => setMessage({ tone: 'error', text })}
      />

      <SignOutEverywhere
        teacher={teacher}
        onDone={(ended) =>
          setMessage({
            tone: 'success',
            text:
              ended === 0
                ? t`No other device was signed in.`
                : t`${plural(ended, { one: 'Signed out of # other device.', other: 'Signed out of # other devices.' })}`,
          })
        }
      />

      <section className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-berry-700/30">
        <h2 className="text-xl font-bold">
          <Trans>Delete account</Trans>
        </h2>
        <p className="text-muted">
          {teacher ? (
            <Trans>Deletes your account, your classes and everything they hold, for good.</Trans>
          ) : (
            <Trans>
              Deletes your account, your students and all their practice history, for good.
            </Trans>
          )}
        </p>
        <Button variant="danger" onClick={() => setAskingDelete(true)}>
          <Trans>Delete Account</Trans>
        </Button>
      </section>
      <DeleteAccountDialog
        open={askingDelete}
        onClose={() => setAskingDelete(false)}
        teacher={teacher}
      />
    </div>
  );
}

function EditAccount({
  parent,
  onDone,
}: {
  parent: AccountProfile;
  onDone: (message?: string) => void;
}) {
  const { t } = useLingui();
  const schema = useMemo(() => editSchema(parent.email), [parent.email]);
  const form = useSchemaForm(schema, {
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    currentPassword: '',
    password: '',
    confirmPassword: '',
    signOutChildren: false,
  });
  const newPassword = form.watch('password');

  const save = async (data: z.output<typeof schema>) => {
    const emailChanged = data.email !== parent.email;
    const current = data.currentPassword
      ? await prehashForCurrentEmail(data.currentPassword)
      : undefined;
    // The pre-hash is salted with the e-mail, so a new address needs the password again.
    const passwordForEmail = data.password || data.currentPassword;
    await updateParent({
      firstname: data.firstName,
      lastname: data.lastName,
      ...(emailChanged
        ? {
            email: data.email,
            emailpassword: await prehashPassword(data.email, passwordForEmail),
          }
        : {}),
      ...(data.password
        ? {
            newpassword: await prehashPassword(data.email, data.password),
            ...(data.signOutChildren ? { signoutchildren: 'true' as const } : {}),
          }
        : {}),
      ...(current && (emailChanged || data.password) ? { currentpassword: current } : {}),
    });
    onDone(
      emailChanged
        ? t`Account updated. Please verify your new email address: we sent you a code.`
        : t`Account updated successfully!`,
    );
  };

  return (
    <Form
      form={form}
      failed={t`Failed to update your account. Please try again.`}
      onSubmit={save}
      className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-line"
    >
      <FormFailure />
      <NameAndEmailFields />
      <FormField
        name="currentPassword"
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        hint={t`Needed to change your email or password.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`Leave empty to keep your password.`}
        />
        <FormField
          name="confirmPassword"
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
        />
      </div>
      {/* Your other devices are signed out with a new password; the children's only if asked. */}
      {newPassword && parent.role === 'parent' && (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            {...form.register('signOutChildren')}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <span>
            <Trans>Also sign out my children&apos;s tablets and computers</Trans>
          </span>
        </label>
      )}
      <FormActions submit={t`Save`} busy={t`Saving...`}>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </Button>
      </FormActions>
    </Form>
  );
}

const DeleteSchema = z.object({ password: z.string().min(1, 'Password is required') });

function DeleteAccountDialog({
  open,
  onClose,
  teacher,
}: {
  open: boolean;
  onClose: () => void;
  teacher: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useSchemaForm(DeleteSchema, { password: '' });
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={t`Are you sure you want to delete your account?`}
      failed={t`Failed to delete your account. Please try again.`}
      onSubmit={async ({ password }) => {
        await deleteAccount(password);
        navigate(paths.landing);
      }}
      cancel={t`No, Cancel`}
      submit={{ variant: 'danger', busy: t`Deleting...`, children: t`Yes, Delete` }}
    >
      <p>
        {teacher ? (
          <Trans>
            Your account, your classes and everything they hold will be deleted. This action is
            permanent and cannot be undone.
          </Trans>
        ) : (
          <Trans>
            Your account, your students and all their practice history will be deleted. This action
            is permanent and cannot be undone.
          </Trans>
        )}
      </p>
      <FormField
        name="password"
        label={t`Your password`}
        type="password"
        autoComplete="current-password"
      />
    </FormDialog>
  );
}
