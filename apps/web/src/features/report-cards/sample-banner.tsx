import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LinkBanner } from '../../components/ui';
import { paths } from '../../config/paths';

/** Says a page is the sample's, on screen only, with the way to the Premium plans. */
export function SampleBanner({ children }: { children: ReactNode }) {
  return (
    <div className="no-print">
      <LinkBanner tone="info" link={{ to: paths.pricing, label: <Trans>See Premium plans</Trans> }}>
        {children}
      </LinkBanner>
    </div>
  );
}
