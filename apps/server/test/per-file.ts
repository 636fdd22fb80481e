import { closeEmptiedInstances } from '@mathsteps/db/testing';
import { beforeAll } from 'vitest';

/**
 * Before each API test file: the files of a Vitest worker share its modules
 * (docs/architecture.md "Tests"), and a PGlite instance emptied after one file's test is not
 * handed to the next file's.
 */
beforeAll(closeEmptiedInstances);
