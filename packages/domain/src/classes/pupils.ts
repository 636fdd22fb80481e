import { z } from 'zod';
import { NAME_MAX, NAME_RULE } from '../accounts/forms';
import { SUBJECTS } from '../arithmetic/problem';
import { PUPILS_MAX } from './classes';

/**
 * A class's pupils (docs/product.md "Teachers and classes"): the roster a teacher types or
 * pastes, and the pictures a pupil signs in with on the class's page.
 */

/**
 * The nine pictures of a picture passcode, the same for every pupil, in the order of the pad.
 * Things a five-year-old names at a glance, each its own shape and colour, none two alike.
 */
export const PASSCODE_PICTURES = [
  'cat',
  'dog',
  'fish',
  'bird',
  'sun',
  'moon',
  'star',
  'apple',
  'tree',
] as const;
export type PasscodePicture = (typeof PASSCODE_PICTURES)[number];

/** Pictures in a passcode, tapped in order. */
export const PASSCODE_LENGTH = 3;

/**
 * The pictures beside the pupils' names on the class's page, so that a child who cannot read
 * yet finds its own: one a pupil, different within a class while there are enough, and never
 * one of the passcode's (a name's picture must not hint at the pictures to tap).
 */
export const NAME_PICTURES = [
  'rabbit',
  'turtle',
  'snail',
  'squirrel',
  'rocket',
  'flower',
  'leaf',
  'cloud',
  'umbrella',
  'bike',
  'car',
  'ship',
  'plane',
  'house',
  'key',
  'bell',
  'music',
  'ball',
  'gift',
  'crown',
  'anchor',
  'shell',
  'cake',
  'cherry',
  'carrot',
  'flag',
  'heart',
  'snowflake',
  'lightning',
  'paw',
  'bug',
  'egg',
  'glasses',
  'guitar',
  'drum',
  'ghost',
  'pencil',
  'clock',
  'tent',
  'rainbow',
] as const satisfies readonly string[];
export type NamePicture = (typeof NAME_PICTURES)[number];

export const PasscodePicturesSchema = z
  .array(z.enum(PASSCODE_PICTURES, { error: 'pictures must be picture names such as cat' }), {
    error: 'pictures must be a list of picture names',
  })
  .length(PASSCODE_LENGTH, `pictures must be ${PASSCODE_LENGTH} pictures`);

/** A pupil as the teacher's screens see it: its passcode is readable, to print its card again. */
export const PupilDataSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  /** The last name's initial, or empty when the teacher gave none. */
  initial: z.string(),
  picture: z.enum(NAME_PICTURES),
  pictures: z.array(z.enum(PASSCODE_PICTURES)),
  /** The pupil's work per subject: its level and days, as the teacher set them. */
  work: z.record(z.enum(SUBJECTS), z.object({ level: z.number(), schedule: z.string() })),
  /** The subjects whose level the pupil's next session finds ("Find each pupil's level"). */
  finding: z.array(z.enum(SUBJECTS)),
});
export type PupilData = z.infer<typeof PupilDataSchema>;

/** A pupil as the class's sign-in page shows it to everyone in the room: no passcode. */
export const PupilTileSchema = PupilDataSchema.omit({ pictures: true, work: true, finding: true });
export type PupilTile = z.infer<typeof PupilTileSchema>;

/** A pupil's name as the class sees it: "Ana R.", or "Ana" without an initial. */
export function pupilName(pupil: { firstname: string; initial: string }): string {
  return pupil.initial ? `${pupil.firstname} ${pupil.initial}.` : pupil.firstname;
}

/** A roster line read: the pupil it names, or why it names none. */
export type RosterLine =
  | { line: number; pupil: { firstname: string; initial: string } }
  | { line: number; problem: RosterProblem; name?: string };

/** Why a roster line names no pupil (the screens say each in the teacher's language). */
export type RosterProblem = 'not_a_name' | 'too_long' | 'twice' | 'in_class' | 'class_full';

/** Lines of a roster, as many as a class holds and some blank ones between. */
export const ROSTER_TEXT_MAX = 8_000;

/**
 * Reads a typed or pasted roster, one pupil a line (docs/product.md "Teachers and classes"):
 * "Ana R", "Ana R.", "Ana Rodríguez" (only the initial is kept), "Rodríguez, Ana" and
 * spreadsheet rows ("Ana<tab>Rodríguez") all name Ana R.; a line of one word is a first name
 * alone; blank lines are skipped. A line naming a pupil the class has, or one named above,
 * and lines past the class's room are problems, so that a roster is taken whole or not at all.
 * `linked` families' children take places of the class's room as its pupils do.
 */
export function readRoster(
  text: string,
  inClass: readonly { firstname: string; initial: string }[] = [],
  linked = 0,
): RosterLine[] {
  const seen = new Set(inClass.map((pupil) => pupilName(pupil).toLocaleLowerCase()));
  const room = PUPILS_MAX - inClass.length - linked;
  const lines: RosterLine[] = [];
  let added = 0;
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    const read = readLine(raw);
    if ('problem' in read) {
      lines.push({ line, ...read });
      continue;
    }
    const name = pupilName(read).toLocaleLowerCase();
    if (seen.has(name)) {
      const inClassAlready = inClass.some((p) => pupilName(p).toLocaleLowerCase() === name);
      lines.push({ line, problem: inClassAlready ? 'in_class' : 'twice', name: pupilName(read) });
      continue;
    }
    seen.add(name);
    if (added >= room) {
      lines.push({ line, problem: 'class_full' });
      continue;
    }
    added += 1;
    lines.push({ line, pupil: read });
  }
  return lines;
}

/** The pupils of a roster with no problem; undefined when any line has one. */
export function rosterPupils(lines: readonly RosterLine[]) {
  if (lines.some((line) => 'problem' in line)) return undefined;
  return lines.flatMap((line) => ('pupil' in line ? [line.pupil] : []));
}

function readLine(
  raw: string,
): { firstname: string; initial: string } | { problem: RosterProblem; name?: string } {
  let first: string;
  let last: string;
  const cells = raw.split('\t').map((cell) => cell.trim());
  if (cells.length > 1) [first = '', last = ''] = cells;
  else if (raw.includes(',')) [last = '', first = ''] = raw.split(',').map((part) => part.trim());
  else {
    const words = raw.trim().split(/\s+/);
    first = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
    last = words.length > 1 ? (words.at(-1) ?? '') : '';
  }
  last = last.replace(/\.$/, '');
  if (first.length > NAME_MAX || last.length > NAME_MAX) return { problem: 'too_long' };
  if (!NAME_RULE.test(first) || (last !== '' && !NAME_RULE.test(last))) {
    return { problem: 'not_a_name' };
  }
  const initial = (last.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase();
  return { firstname: first, initial };
}

/** The typed roster as the server takes it: the text, read again against the class there. */
export const RosterTextSchema = z
  .string({ error: 'pupils must be text, one pupil a line' })
  .max(ROSTER_TEXT_MAX, `pupils must be at most ${ROSTER_TEXT_MAX} characters`);

/** A pupil of a OneRoster export as it is sent: its sourcedId, first name and family initial. */
export const RosterPupilSchema = z.strictObject({
  sourcedid: z
    .string({ error: 'sourcedid is required' })
    .trim()
    .min(1, 'sourcedid is required')
    .max(255, 'sourcedid must be at most 255 characters'),
  firstname: z
    .string({ error: 'firstname is required' })
    .trim()
    .max(NAME_MAX, `firstname must be at most ${NAME_MAX} characters`)
    .regex(NAME_RULE, 'firstname can have letters, spaces, hyphens and apostrophes only'),
  initial: z
    .string({ error: 'initial must be a letter or empty' })
    .regex(/^\p{L}?$/u, 'initial must be a letter or empty'),
});

/** New picture passcodes: three different pictures, so each is easy to tell on the card. */
export function newPictures(random: (n: number) => number): PasscodePicture[] {
  const left = [...PASSCODE_PICTURES];
  return Array.from({ length: PASSCODE_LENGTH }, () => left.splice(random(left.length), 1)[0]!);
}

/**
 * The name pictures of new pupils: those no pupil of the class has first, in the list's order
 * from a random start, then again from the start.
 */
export function namePictures(
  taken: readonly string[],
  count: number,
  random: (n: number) => number,
): NamePicture[] {
  const start = random(NAME_PICTURES.length);
  const order = [...NAME_PICTURES.slice(start), ...NAME_PICTURES.slice(0, start)];
  const pool = [
    ...order.filter((picture) => !taken.includes(picture)),
    ...order.filter((picture) => taken.includes(picture)),
  ];
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]!);
}
