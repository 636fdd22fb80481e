import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { ManageBilling } from '../../features/billing/manage-billing';

export const Component = titledPage(msg`Manage billing`, ManageBilling);
