import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { TestCheckout } from '../../features/billing/test-checkout';

export const Component = titledPage(msg`Test checkout`, TestCheckout);
