import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Banner, ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';

/** Says a page is the sample's, on screen only, with the way to the Premium plans. */
export function SampleBanner({ children }: { children: ReactNode }) {
  return (
    <div className="no-print">
      <Banner
        tone="info"
        action={
          <ButtonLink to={paths.pricing}>
            <Trans>See Premium plans</Trans>
          </ButtonLink>
        }
      >
        {children}
      </Banner>
    </div>
  );
}
