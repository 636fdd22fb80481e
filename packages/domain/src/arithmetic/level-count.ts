/**
 * How many levels each subject has, 0 to 19 (docs/curriculum.md): a module of its own, so that
 * a screen that only counts the levels (a level's drop-down) does not bring the levels' problem
 * tables with it (the pages' first JavaScript, docs/operations.md "Capacity").
 */
export const LEVELS = 20;
export const MAX_LEVEL = LEVELS - 1;
