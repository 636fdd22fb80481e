import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { Unsubscribe } from '../../features/parent-account/unsubscribe';

export const Component = titledPage(msg`Weekly e-mail`, Unsubscribe);
