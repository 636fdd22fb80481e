// Writes docs/curriculum.md from the curriculum in the code (npm run docs:curriculum).
import { writeFileSync } from 'node:fs';
import { renderCurriculum } from '@mathsteps/domain';

export const curriculumPath = new URL('../docs/curriculum.md', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(curriculumPath, renderCurriculum());
  console.log('wrote docs/curriculum.md');
}
