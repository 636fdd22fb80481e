import { benchLevels } from './learners-levels';

benchLevels();
