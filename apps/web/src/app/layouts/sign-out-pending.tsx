import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { sendSignOutWhenOnline } from '../../api/sign-out';
import { Banner } from '../../components/ui';
import { useSignOutPending } from '../../lib/session';
import { SIGN_OUT_PENDING } from '../../lib/sign-out-pending';

/**
 * A sign-out made without a connection waits on the device (api/sign-out.ts): said on every
 * page until it is sent, so that the next person knows the last one is not signed out yet;
 * sent from here at once and whenever the browser comes online.
 */
export function SignOutPending() {
  const { t } = useLingui();
  const pending = useSignOutPending();
  useEffect(() => sendSignOutWhenOnline(), []);
  if (!pending) return null;
  return (
    <div className="mb-4">
      <Banner>{t(SIGN_OUT_PENDING)}</Banner>
    </div>
  );
}
