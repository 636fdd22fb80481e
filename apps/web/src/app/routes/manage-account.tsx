import { Trans, useLingui } from '@lingui/react/macro';
import { ParentPage } from '../../components/layout/role-page';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { ManageAccount } from '../../features/parent-account/manage-account';

export function Component() {
  const { t } = useLingui();
  return (
    <ParentPage title={t`Manage account`} column="2xl">
      {(parent) => (
        <>
          <ManageAccount parent={parent} />
          <ButtonLink to={paths.parentDashboard} variant="secondary" className="self-start">
            <Trans>Back to Dashboard</Trans>
          </ButtonLink>
        </>
      )}
    </ParentPage>
  );
}
