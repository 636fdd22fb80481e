import { NAME_MAX, NAME_RULE } from '../accounts/forms';

/**
 * A school's OneRoster export, read in the teacher's browser (docs/product.md "Teachers and
 * classes", decision 0029): 1EdTech's CSV binding of OneRoster 1.1 or 1.2, the files of a zip
 * or the files themselves. Everything that breaks the standard is named with its file and
 * line, and a file with any problem imports nothing. Only a class's pupils leave the browser,
 * each as its sourcedId, first name and the initial of its family name.
 */

/** What an export may weigh and hold: a large school's, not a district's. */
export const ONEROSTER_MAX_BYTES = 2 * 1024 * 1024;
export const ONEROSTER_MAX_ROWS = 5_000;

/** The files the binding requires here, and the columns read from each (its names, exactly). */
const REQUIRED: Record<string, readonly string[]> = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'name'],
  'academicSessions.csv': ['sourcedId', 'title'],
  'classes.csv': ['sourcedId', 'title', 'schoolSourcedId'],
  'users.csv': ['sourcedId', 'givenName', 'familyName'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
};
export const ONEROSTER_FILES = Object.keys(REQUIRED);

/** Why an export, or one of its lines, cannot be imported. */
export type RosterFileProblem =
  | { problem: 'missing_file'; file: string }
  | { problem: 'missing_column'; file: string; column: string }
  | { problem: 'not_oneroster'; file: string }
  | { problem: 'too_large' }
  | { problem: 'too_many_rows'; file: string }
  | { problem: 'bad_csv'; file: string; line: number }
  | { problem: 'formula'; file: string; line: number }
  | { problem: 'duplicate_id'; file: string; line: number; id: string }
  | { problem: 'unknown_class'; file: string; line: number; id: string }
  | { problem: 'unknown_user'; file: string; line: number; id: string }
  | { problem: 'not_a_name'; file: string; line: number };

/** A pupil of an export's class, as it is sent: never its family name, only the initial. */
export interface RosterPupil {
  sourcedid: string;
  firstname: string;
  initial: string;
}

export interface RosterClass {
  sourcedId: string;
  title: string;
  pupils: RosterPupil[];
}

export type OneRosterRead =
  | { ok: true; version: '1.1' | '1.2'; classes: RosterClass[] }
  | { ok: false; problems: RosterFileProblem[] };

/** A CSV's rows with the line each starts on (RFC 4180: quotes, doubled quotes, CRLF). */
export function readCsv(text: string): {
  rows: { line: number; cells: string[] }[];
  badLine?: number;
} {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { rows, badLine: quoteLine };
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
  return { rows };
}

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection): it never becomes a name.
 * A tab or carriage return first counts too.
 */
export const looksLikeFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

interface Table {
  file: string;
  rows: { line: number; get: (column: string) => string }[];
}

/** Reads an export's files, by their names (a folder's path before the name is ignored). */
export function readOneRoster(files: Record<string, string>): OneRosterRead {
  const problems: RosterFileProblem[] = [];
  const byName = new Map(
    Object.entries(files).map(([path, text]) => [path.split('/').at(-1) ?? path, text]),
  );
  const size = [...byName.values()].reduce((sum, text) => sum + text.length, 0);
  if (size > ONEROSTER_MAX_BYTES) return { ok: false, problems: [{ problem: 'too_large' }] };

  const tables = new Map<string, Table>();
  for (const [file, columns] of Object.entries(REQUIRED)) {
    const text = byName.get(file);
    if (text === undefined) {
      problems.push({ problem: 'missing_file', file });
      continue;
    }
    const { rows, badLine } = readCsv(text);
    if (badLine !== undefined) {
      problems.push({ problem: 'bad_csv', file, line: badLine });
      continue;
    }
    const [header, ...data] = rows;
    const names = header?.cells.map((name) => name.trim()) ?? [];
    const missing = columns.filter((column) => !names.includes(column));
    for (const column of missing) problems.push({ problem: 'missing_column', file, column });
    if (missing.length > 0) continue;
    if (data.length > ONEROSTER_MAX_ROWS) {
      problems.push({ problem: 'too_many_rows', file });
      continue;
    }
    tables.set(file, {
      file,
      rows: data.map((row) => ({
        line: row.line,
        get: (column) => row.cells[names.indexOf(column)]?.trim() ?? '',
      })),
    });
  }
  const version = manifestVersion(tables.get('manifest.csv'));
  if (tables.has('manifest.csv') && !version) {
    problems.push({ problem: 'not_oneroster', file: 'manifest.csv' });
  }
  if (problems.length > 0 || !version) return { ok: false, problems };

  const ids = (table: Table) => {
    const seen = new Set<string>();
    for (const row of table.rows) {
      const id = row.get('sourcedId');
      if (seen.has(id))
        problems.push({ problem: 'duplicate_id', file: table.file, line: row.line, id });
      seen.add(id);
    }
    return seen;
  };
  const classes = tables.get('classes.csv')!;
  const users = tables.get('users.csv')!;
  const enrollments = tables.get('enrollments.csv')!;
  const classIds = ids(classes);
  ids(users);
  ids(enrollments);
  ids(tables.get('orgs.csv')!);
  ids(tables.get('academicSessions.csv')!);
  for (const table of tables.values()) {
    for (const row of table.rows) {
      const formula = ['title', 'name', 'givenName', 'familyName'].some((column) =>
        looksLikeFormula(row.get(column)),
      );
      if (formula) problems.push({ problem: 'formula', file: table.file, line: row.line });
    }
  }
  const pupilsOf = new Map<string, RosterPupil[]>();
  const userRows = new Map(users.rows.map((row) => [row.get('sourcedId'), row]));
  for (const row of enrollments.rows) {
    if (row.get('role') !== 'student' || row.get('status') === 'tobedeleted') continue;
    const classId = row.get('classSourcedId');
    const userId = row.get('userSourcedId');
    if (!classIds.has(classId)) {
      problems.push({
        problem: 'unknown_class',
        file: enrollments.file,
        line: row.line,
        id: classId,
      });
      continue;
    }
    const user = userRows.get(userId);
    if (!user) {
      problems.push({
        problem: 'unknown_user',
        file: enrollments.file,
        line: row.line,
        id: userId,
      });
      continue;
    }
    const firstname = user.get('preferredGivenName') || user.get('givenName');
    const family = user.get('familyName');
    if (
      !NAME_RULE.test(firstname) ||
      firstname.length > NAME_MAX ||
      (family !== '' && !NAME_RULE.test(family))
    ) {
      if (!looksLikeFormula(firstname) && !looksLikeFormula(family)) {
        problems.push({ problem: 'not_a_name', file: users.file, line: user.line });
      }
      continue;
    }
    const pupils = pupilsOf.get(classId) ?? [];
    if (!pupils.some((pupil) => pupil.sourcedid === userId)) {
      pupils.push({
        sourcedid: userId,
        firstname,
        initial: (family.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase(),
      });
    }
    pupilsOf.set(classId, pupils);
  }
  if (problems.length > 0) return { ok: false, problems: unique(problems) };
  return {
    ok: true,
    version,
    classes: classes.rows
      .filter((row) => row.get('status') !== 'tobedeleted')
      .map((row) => ({
        sourcedId: row.get('sourcedId'),
        title: row.get('title'),
        pupils: pupilsOf.get(row.get('sourcedId')) ?? [],
      })),
  };
}

/** The OneRoster version the manifest names (`oneroster.version`), if it is one we read. */
function manifestVersion(manifest: Table | undefined): '1.1' | '1.2' | undefined {
  const row = manifest?.rows.find((each) => each.get('propertyName') === 'oneroster.version');
  const value = row?.get('value');
  return value === '1.1' || value === '1.2' ? value : undefined;
}

/** Each problem once (a user enrolled twice with a bad name is one line to mend). */
function unique(problems: RosterFileProblem[]): RosterFileProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A cell of a CSV the product writes: a formula-looking cell is made text with a leading
 * apostrophe (OWASP's CSV injection advice), and a cell with a comma, quote or line break is
 * quoted (RFC 4180).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = looksLikeFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV file: cells made safe, CRLF line ends as RFC 4180 writes them. */
export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
