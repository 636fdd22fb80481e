import { describe, expect, it } from 'vitest';
import { dataDirProblem } from './database';

describe('dataDirProblem', () => {
  // Root ignores permissions, so the process test cannot meet EACCES: the words are checked here.
  it('names DATA_DIR and the way out for each refusal of the file system', () => {
    const at = '/srv/mathsteps';
    expect(dataDirProblem({ code: 'EACCES' }, at)).toBe(
      'DATA_DIR /srv/mathsteps cannot be written by this user. Give it write permission, or set DATA_DIR to another folder.',
    );
    // PGlite's own file system reports Emscripten numbers: 51 is "no space".
    expect(dataDirProblem({ name: 'ErrnoError', errno: 51 }, at)).toMatch(/the disk is full/);
    expect(dataDirProblem({ code: 'EROFS' }, at)).toMatch(/read-only file system/);
    expect(dataDirProblem(new Error('something else'), at)).toBeUndefined();
  });
});
