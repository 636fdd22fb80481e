import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { unsubscribeByLink } from '../../api/parent-sign-in';
import { BackToHome } from '../../components/layout/page';
import { Banner, Spinner } from '../../components/ui';
import { reasonOf } from '../../lib/server-errors';

type State = { state: 'working' } | { state: 'done' } | { state: 'failed'; reason: string };

/**
 * /unsubscribe?token=…: the weekly e-mail's link. It turns the e-mails off at once (a
 * POST, as a GET changes nothing), with no login needed.
 */
export function Unsubscribe() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [result, setResult] = useState<State>(
    token
      ? { state: 'working' }
      : { state: 'failed', reason: t`This unsubscribe link is not valid.` },
  );

  useEffect(() => {
    if (!token) return;
    unsubscribeByLink(token)
      .then(() => setResult({ state: 'done' }))
      .catch((error: unknown) =>
        setResult({
          state: 'failed',
          // The page's own words when the server gave none, said in the language at render.
          reason: reasonOf(error, ''),
        }),
      );
  }, [token]);

  return (
    <div className="flex flex-col items-start gap-4">
      {result.state === 'working' && <Spinner label={t`Turning the e-mails off...`} />}
      {result.state === 'done' && (
        <Banner tone="success">
          <Trans>
            You will no longer get the weekly summary e-mail. You can turn it back on any time from
            Configure Students.
          </Trans>
        </Banner>
      )}
      {result.state === 'failed' && (
        <Banner tone="error">
          {result.reason || t`The e-mails could not be turned off. Please try again.`}
        </Banner>
      )}
      <BackToHome variant="secondary" />
    </div>
  );
}
