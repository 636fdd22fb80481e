import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { SubscriptionSuccess } from '../../features/billing/payment-pages';

export const Component = titledPage(msg`Subscription`, SubscriptionSuccess);
