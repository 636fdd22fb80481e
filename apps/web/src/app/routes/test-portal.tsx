import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { TestPortal } from '../../features/billing/test-portal';

export const Component = titledPage(msg`Test billing portal`, TestPortal);
