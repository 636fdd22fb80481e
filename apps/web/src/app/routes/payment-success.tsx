import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { PaymentSuccess } from '../../features/billing/payment-pages';

export const Component = titledPage(msg`Payment`, PaymentSuccess);
