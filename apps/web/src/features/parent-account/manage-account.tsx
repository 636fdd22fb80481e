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
import { prehashForCurrentEmail, updateParent } from '../../api/parent';
import { Banner, Button, Dialog, Field } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf, rpc } from '../../lib/rpc-client';
import { clearSession, type ParentProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { useZodForm } from '../../lib/use-zod-form';

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

/** /manage-account (seed §2, with DESIGN.md §8: everything is saved on the server). */
export function ManageAccount({ parent }: { parent: ParentProfile }) {
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useFlash();
  const [deleting, setDeleting] = useState(false);

  const rows = [
    ['First name', parent.firstName],
    ['Last name', parent.lastName],
    ['Email', parent.email],
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
                <dd className={value ? '' : 'text-muted italic'}>{value || 'Not provided'}</dd>
              </div>
            ))}
          </dl>
          <div>
            <Button onClick={() => setEditing(true)}>Edit</Button>
          </div>
        </section>
      )}

      <section className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-berry-700/30">
        <h2 className="text-xl font-bold">Delete account</h2>
        <p className="text-muted">
          Deletes your account, your students and all their practice history, for good.
        </p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete Account
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}

function EditAccount({
  parent,
  onDone,
}: {
  parent: ParentProfile;
  onDone: (message?: string) => void;
}) {
  const schema = useMemo(() => editSchema(parent.email), [parent.email]);
  const form = useZodForm(schema, {
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = form.onSubmit(async (data) => {
    setBusy(true);
    setFailure('');
    try {
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
        ...(data.password ? { newpassword: await prehashPassword(data.email, data.password) } : {}),
        ...(current && (emailChanged || data.password) ? { currentpassword: current } : {}),
      });
      onDone(
        emailChanged
          ? 'Account updated. Please verify your new email address: we sent you a code.'
          : 'Account updated successfully!',
      );
    } catch (error) {
      setFailure(reasonOf(error, 'Failed to update your account. Please try again.'));
      setBusy(false);
    }
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-line"
    >
      {failure && <Banner tone="error">{failure}</Banner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Needed to change your email or password."
        {...form.field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="Leave empty to keep your password."
          {...form.field('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const DeleteSchema = z.object({ password: z.string().min(1, 'Password is required') });

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useZodForm(DeleteSchema, { password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const close = () => {
    form.reset();
    setFailure('');
    onClose();
  };
  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    setFailure('');
    try {
      await rpc('user.delete', { currentpassword: await prehashForCurrentEmail(password) });
      clearSession();
      navigate(paths.landing);
    } catch (error) {
      setFailure(reasonOf(error, 'Failed to delete your account. Please try again.'));
      setBusy(false);
    }
  });
  return (
    <Dialog open={open} onClose={close} title="Are you sure you want to delete your account?">
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p>
          Your account, your students and all their practice history will be deleted. This action is
          permanent and cannot be undone.
        </p>
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        {failure && (
          <p role="alert" className="font-bold text-berry-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={close}>
            No, Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Deleting...' : 'Yes, Delete'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
