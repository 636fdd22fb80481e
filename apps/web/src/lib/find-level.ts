import type { Subject } from '@mathsteps/domain';

/**
 * How /assignments knows the child came to find a level: it shows the placement instead of
 * the list (docs/decisions/0027-placement.md; a screen of its own would add to every page's
 * first download, docs/operations.md).
 */
export interface FindLevel {
  findLevel: Subject;
}
