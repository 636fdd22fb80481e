import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { FreePractice } from '../../features/free-practice/free-practice';

export const Component = titledPage(msg`Free problems`, FreePractice);
