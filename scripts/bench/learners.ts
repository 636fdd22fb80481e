// Simulated children whose truth is known, judged by the domain's rules the way the
// server runs them: levels (placement and pacing, on eight models of child: child-models.ts,
// and the best any placement or pacing could do on the cliff children),
// bugs named, the live board's stuck flag, practice sets, fact fluency.

import { benchBoardFlags } from './learners-board';
import { benchBugDiagnosis } from './learners-bugs';
import { benchPacingCeiling, benchPlacementCeiling } from './learners-ceiling';
import { benchSlipOnlyDiagnosis } from './learners-diagnosis';
import { benchGridFluency, benchQuickFactsPacing } from './learners-facts';
import { benchLevels } from './learners-levels';
import { benchPracticeSets } from './learners-practice';

export function benchLearners(): void {
  benchLevels();
  benchPlacementCeiling();
  benchPacingCeiling();
  benchSlipOnlyDiagnosis();
  benchBugDiagnosis();
  benchBoardFlags();
  benchPracticeSets();
  benchGridFluency();
  benchQuickFactsPacing();
}
