import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';

export function Component() {
  const { t } = useLingui();
  // The other address of My Progress; handled here, not in the route
  // table, so the first download of every page stays as it was.
  if (useLocation().pathname === paths.progressAlias) {
    return <Navigate to={paths.myProgress} replace />;
  }
  return (
    <section className="flex flex-col items-start gap-4">
      <PageTitle title={t`Page not found`}>
        <Trans>Page not found</Trans>
      </PageTitle>
      <p className="text-lg text-muted">
        <Trans>
          We could not find that page. It may have moved, or the address may have a typo.
        </Trans>
      </p>
      <ButtonLink to={paths.landing}>
        <Trans>Back to Home</Trans>
      </ButtonLink>
    </section>
  );
}
