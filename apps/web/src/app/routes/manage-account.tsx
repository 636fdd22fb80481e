import { Trans, useLingui } from '@lingui/react/macro';
import { AccountPage } from '../../components/layout/role-page';
import { ButtonLink } from '../../components/ui';
import { homeOf } from '../../config/paths';
import { ManageAccount } from '../../features/parent-account/manage-account';

export function Component() {
  const { t } = useLingui();
  return (
    <AccountPage title={t`Manage account`} column="2xl">
      {(account) => (
        <>
          <ManageAccount parent={account} />
          <ButtonLink to={homeOf(account.role)} variant="secondary" className="self-start">
            {account.role === 'teacher' ? (
              <Trans>Back to Classes</Trans>
            ) : (
              <Trans>Back to Dashboard</Trans>
            )}
          </ButtonLink>
        </>
      )}
    </AccountPage>
  );
}
