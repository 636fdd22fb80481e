import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { MyProgress } from '../../features/learning/my-progress';

export const Component = titledPage(msg`My progress`, MyProgress);
