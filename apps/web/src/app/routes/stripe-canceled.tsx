import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { PaymentCanceled } from '../../features/billing/payment-pages';

export const Component = titledPage(msg`Payment canceled`, PaymentCanceled);
