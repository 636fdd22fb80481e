import { readFileSync } from 'node:fs';
import { renderCurriculum } from '@mathsteps/domain';
import { expect, it } from 'vitest';
import { curriculumPath } from './curriculum';

it('docs/curriculum.md is up to date (run npm run docs:curriculum)', () => {
  expect(readFileSync(curriculumPath, 'utf8')).toBe(renderCurriculum());
});
