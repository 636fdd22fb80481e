import { describe, expect, it } from 'vitest';
import { PUPILS_MAX } from './classes';
import {
  NAME_PICTURES,
  namePictures,
  newPictures,
  PASSCODE_PICTURES,
  PasscodePicturesSchema,
  pupilName,
  readRoster,
  rosterPupils,
} from './pupils';

describe('a typed or pasted roster (docs/product.md "Teachers and classes")', () => {
  it('reads a first name and keeps only the initial of the last, however it is written', () => {
    const lines = readRoster(
      'Ana R\nBen O.\n\n  Chloé Martín  \nDíaz, José\nEmma\tWatson\nAna María López\nLi\n',
    );
    expect(rosterPupils(lines)).toEqual([
      { firstname: 'Ana', initial: 'R' },
      { firstname: 'Ben', initial: 'O' },
      { firstname: 'Chloé', initial: 'M' },
      { firstname: 'José', initial: 'D' },
      { firstname: 'Emma', initial: 'W' },
      { firstname: 'Ana María', initial: 'L' },
      { firstname: 'Li', initial: '' },
    ]);
    // Line numbers are the text's own, blank lines counted.
    expect(lines.map((line) => line.line)).toEqual([1, 2, 4, 5, 6, 7, 8]);
  });

  it('names every line it cannot take, and then takes none', () => {
    const lines = readRoster(
      [
        '=HYPERLINK("http://x","Ana")',
        'Ana R',
        'ana r.',
        `${'x'.repeat(61)} R`,
        'Ben 2',
        'Carla B',
      ].join('\n'),
      [{ firstname: 'Carla', initial: 'B' }],
    );
    expect(lines.filter((line) => 'problem' in line)).toEqual([
      { line: 1, problem: 'not_a_name' },
      { line: 3, problem: 'twice', name: 'ana R.' },
      { line: 4, problem: 'too_long' },
      { line: 5, problem: 'not_a_name' },
      { line: 6, problem: 'in_class', name: 'Carla B.' },
    ]);
    expect(rosterPupils(lines)).toBeUndefined();
  });

  it('takes no more pupils than the class has room for', () => {
    const inClass = Array.from({ length: PUPILS_MAX - 2 }, (_, i) => ({
      firstname: `Pupil${'x'.repeat(i)}`.replace(/\d/g, ''),
      initial: '',
    }));
    const lines = readRoster('Ana\nBen\nCarla', inClass);
    expect(lines.at(-1)).toEqual({ line: 3, problem: 'class_full' });
    expect(rosterPupils(readRoster('Ana\nBen', inClass))).toHaveLength(2);
  });

  it('writes a pupil as the class sees it', () => {
    expect(pupilName({ firstname: 'Ana', initial: 'R' })).toBe('Ana R.');
    expect(pupilName({ firstname: 'Li', initial: '' })).toBe('Li');
  });
});

describe('picture passcodes', () => {
  it('are three different pictures of the nine', () => {
    const seen = new Set<string>();
    let seed = 0;
    for (let i = 0; i < 200; i++) {
      const pictures = newPictures((n) => seed++ % n);
      expect(new Set(pictures).size).toBe(3);
      expect(PasscodePicturesSchema.parse(pictures)).toEqual(pictures);
      seen.add(pictures.join(' '));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('are refused when they are not three of the nine', () => {
    expect(PasscodePicturesSchema.safeParse(['cat', 'dog']).success).toBe(false);
    expect(PasscodePicturesSchema.safeParse(['cat', 'dog', 'rabbit']).success).toBe(false);
    expect(PasscodePicturesSchema.safeParse(['cat', 'cat', 'cat']).success).toBe(true);
  });

  it('are never a name picture, so a name never hints at its passcode', () => {
    const names: readonly string[] = NAME_PICTURES;
    expect(PASSCODE_PICTURES.filter((picture) => names.includes(picture))).toEqual([]);
  });
});

describe('name pictures', () => {
  it('differ within a class while there are enough', () => {
    const first = namePictures([], 30, () => 5);
    expect(new Set(first).size).toBe(30);
    const more = namePictures(first, 10, () => 0);
    expect(more.filter((picture) => first.includes(picture))).toEqual([]);
    // Past the list, pictures come round again rather than failing.
    expect(namePictures(NAME_PICTURES, 3, () => 0)).toHaveLength(3);
  });
});
