import { describe, expect, it } from 'vitest';
import { ONEROSTER_1_1, ONEROSTER_1_2 } from '../test-support/oneroster-exports';
import { csvOf, ONEROSTER_MAX_ROWS, readCsv, readOneRoster } from './oneroster';

// Exports written to 1EdTech's CSV binding of OneRoster 1.1 and 1.2 (test-support/oneroster-exports.ts).
const exportOf = (version: 'v1.1' | 'v1.2'): Record<string, string> => ({
  ...(version === 'v1.1' ? ONEROSTER_1_1 : ONEROSTER_1_2),
});

/** The export with one file's text changed by `edit`. */
function edited(file: string, edit: (text: string) => string, version: 'v1.1' | 'v1.2' = 'v1.1') {
  const files = exportOf(version);
  return { ...files, [file]: edit(files[file]!) };
}

const problemsOf = (files: Record<string, string>) => {
  const read = readOneRoster(files);
  return read.ok ? [] : read.problems;
};

describe('reading a OneRoster export (docs/product.md "Teachers and classes")', () => {
  it('reads a 1.1 export: each class with its pupils, never a teacher, only the initial of a family name', () => {
    const read = readOneRoster(exportOf('v1.1'));
    expect(read).toEqual({
      ok: true,
      version: '1.1',
      classes: [
        {
          sourcedId: 'class-1a',
          title: 'Year 1 Maths A',
          pupils: [
            { sourcedid: 'user-ana', firstname: 'Ana', initial: 'R' },
            { sourcedid: 'user-ben', firstname: 'Ben', initial: 'O' },
            { sourcedid: 'user-jose', firstname: 'José', initial: 'D' },
          ],
        },
        {
          sourcedId: 'class-1b',
          title: 'Year 1 Maths B',
          pupils: [{ sourcedid: 'user-eva', firstname: 'Eva', initial: 'M' }],
        },
      ],
    });
    expect(JSON.stringify(read)).not.toContain('Rodríguez');
  });

  it('reads a 1.2 export, where roles have a file of their own and a preferred name comes first', () => {
    const read = readOneRoster(exportOf('v1.2'));
    expect(read.ok && read.version).toBe('1.2');
    expect(read.ok && read.classes[0]!.pupils[1]).toEqual({
      sourcedid: 'user-ben',
      firstname: 'Ben',
      initial: 'O',
    });
  });

  it('takes the files from a zip’s folder, by their names', () => {
    const files = Object.fromEntries(
      Object.entries(exportOf('v1.1')).map(([name, text]) => [`export-2026/${name}`, text]),
    );
    expect(readOneRoster(files).ok).toBe(true);
  });

  it('says what is not a OneRoster export: a missing file or column, another version', () => {
    const { 'users.csv': _, ...noUsers } = exportOf('v1.1');
    expect(problemsOf(noUsers)).toEqual([{ problem: 'missing_file', file: 'users.csv' }]);
    expect(
      problemsOf(edited('users.csv', (text) => text.replace('givenName', 'firstName'))),
    ).toEqual([{ problem: 'missing_column', file: 'users.csv', column: 'givenName' }]);
    expect(
      problemsOf(
        edited('manifest.csv', (text) =>
          text.replace('oneroster.version,1.1', 'oneroster.version,1.0'),
        ),
      ),
    ).toEqual([{ problem: 'not_oneroster', file: 'manifest.csv' }]);
    expect(problemsOf({ 'roster.csv': 'First name,Last name\r\nAna,R\r\n' })).toHaveLength(6);
  });

  it('names each broken line with its file and line, and imports nothing', () => {
    const files = exportOf('v1.1');
    const broken = {
      ...files,
      'users.csv': files['users.csv']!.replace(
        'user-ben,,,true,org-hill,student,ben.oneill,,Ben,',
        'user-ben,,,true,org-hill,student,ben.oneill,,"=HYPERLINK(""http://x"",""Ben"")",',
      ).replace('user-eva,', 'user-jose,'),
      'enrollments.csv': `${files['enrollments.csv']}enr-6,,,class-9z,org-hill,user-ana,student,,,\r\nenr-7,,,class-1a,org-hill,user-zoe,student,,,\r\n`,
    };
    expect(problemsOf(broken)).toEqual([
      { problem: 'duplicate_id', file: 'users.csv', line: 5, id: 'user-jose' },
      { problem: 'formula', file: 'users.csv', line: 3 },
      // Eva's row now names José again: her enrollment names a user the file does not have.
      { problem: 'unknown_user', file: 'enrollments.csv', line: 5, id: 'user-eva' },
      { problem: 'unknown_class', file: 'enrollments.csv', line: 7, id: 'class-9z' },
      { problem: 'unknown_user', file: 'enrollments.csv', line: 8, id: 'user-zoe' },
    ]);
  });

  it('refuses an export too large, or with too many rows, before reading it', () => {
    const huge = edited('users.csv', (text) => text + 'x'.repeat(2 * 1024 * 1024));
    expect(problemsOf(huge)).toEqual([{ problem: 'too_large' }]);
    const rows = Array.from(
      { length: ONEROSTER_MAX_ROWS + 1 },
      (_, i) => `enr-x${i},,,class-1a,org-hill,user-ana,student,,,`,
    ).join('\r\n');
    expect(problemsOf(edited('enrollments.csv', (text) => text + rows))).toEqual([
      { problem: 'too_many_rows', file: 'enrollments.csv' },
    ]);
  });
});

describe('reading a CSV (RFC 4180)', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, and CRLF', () => {
    expect(readCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\n')).toEqual({
      rows: [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 3, cells: ['two\nlines', 'z'] },
      ],
    });
  });

  it('says where a quote is never closed', () => {
    expect(readCsv('a,b\n"open,b\nc,d\n').badLine).toBe(2);
  });
});

describe('writing a CSV', () => {
  it('makes a formula-looking cell text, quotes what needs it, and reads back as written', () => {
    const text = csvOf([
      ['first name', 'initial'],
      ['=HYPERLINK("http://x")', 'R'],
      ['+1', '-2'],
      ['@SUM(A1)', 'Ana, María'],
    ]);
    expect(text).toBe(
      'first name,initial\r\n"\'=HYPERLINK(""http://x"")",R\r\n\'+1,\'-2\r\n\'@SUM(A1),"Ana, María"\r\n',
    );
    expect(readCsv(text).rows.map((row) => row.cells)).toEqual([
      ['first name', 'initial'],
      ['\'=HYPERLINK("http://x")', 'R'],
      ["'+1", "'-2"],
      ["'@SUM(A1)", 'Ana, María'],
    ]);
  });
});
