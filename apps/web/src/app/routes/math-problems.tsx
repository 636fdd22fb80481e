import { msg } from '@lingui/core/macro';
import { titledPage } from '../../components/layout/page';
import { SimpleQuiz } from '../../features/simple-quiz/simple-quiz';

export const Component = titledPage(msg`Practice quiz`, SimpleQuiz);
