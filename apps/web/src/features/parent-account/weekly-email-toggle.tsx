import { useState } from 'react';
import { Toggle } from '../../components/ui';
import { reasonOf } from '../../lib/rpc-client';
import type { Flash } from '../../lib/use-flash';
import { updateParent } from './api';

/** The parent's weekly summary e-mail on or off (seed §4 "Email toggle"). */
export function WeeklyEmailToggle({
  emails,
  onMessage,
}: {
  emails: 'true' | 'false';
  onMessage: (message: Flash) => void;
}) {
  const [saving, setSaving] = useState(false);

  const setEmails = async (on: boolean) => {
    setSaving(true);
    try {
      await updateParent({ emails: on ? 'true' : 'false' });
      onMessage({ tone: 'success', text: `Emails ${on ? 'enabled' : 'disabled'} successfully!` });
    } catch (error) {
      onMessage({ tone: 'error', text: reasonOf(error, 'Failed to update email settings') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="flex items-center justify-between gap-4 rounded-card bg-card p-5 ring-1 ring-line">
      <div>
        <h2 className="font-bold">Weekly summary e-mail</h2>
        <p className="text-sm text-muted">
          Every Sunday: what each child did, their accuracy and their level changes (premium).
        </p>
      </div>
      <Toggle
        label="Weekly summary e-mail"
        checked={emails === 'true'}
        disabled={saving}
        onChange={(on) => void setEmails(on)}
      />
    </section>
  );
}
