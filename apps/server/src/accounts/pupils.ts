import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, type Db, eq, isNull, sql, tables } from '@mathsteps/db';
import {
  NAME_PICTURES,
  type NamePicture,
  namePictures,
  newPictures,
  PASSCODE_PICTURES,
  type PasscodePicture,
  PUPILS_MAX,
  type PupilData,
  type PupilTile,
  type RosterPupil,
  readRoster,
  rosterPupils,
  SUBJECTS,
} from '@mathsteps/domain';
import type { ServerKeys } from '../auth/keys';
import { forgetDevices } from '../auth/logins';
import { hashPassword } from '../auth/passwords';
import { ApiFailure } from '../rpc/failure';
import { type ClassRow, deletePupils, ownClass } from './classes';
import { linkedChildren } from './links';
import { OUTER_STUDENT_ID, type StudentRow, type SubjectRow, subjectsColumn } from './students';

/**
 * A class's own pupils (docs/product.md "Teachers and classes", decision 0029): each a
 * child's account owned by the teacher's account and joined to its class in `class_pupils`,
 * so that a pupil works exactly as a family's child does. Every query that a teacher makes
 * names the teacher, so another teacher's class or pupil is "not found".
 */

/** What a picture passcode is hashed and weighed as: the pictures' names, in order. */
export const pictureSecret = (pictures: readonly string[]) => `pictures:${pictures.join(' ')}`;

const isNamePicture = (value: string): value is NamePicture =>
  (NAME_PICTURES as readonly string[]).includes(value);
const passcodeOf = (stored: string): PasscodePicture[] =>
  stored
    .split(' ')
    .filter((name): name is PasscodePicture =>
      (PASSCODE_PICTURES as readonly string[]).includes(name),
    );

const pupilColumns = {
  id: tables.students.id,
  firstname: tables.students.firstname,
  initial: tables.students.lastname,
  picture: tables.classPupils.picture,
  pictures: tables.classPupils.pictures,
  subjects: subjectsColumn(),
  /** The subjects of the pupil's open placements, its level to be found. */
  finding: sql<string[]>`(select coalesce(json_agg(p.subject order by p.subject), '[]')
    from ${tables.placements} p where p.student_id = ${OUTER_STUDENT_ID} and p.finished_at is null)`,
};
type PupilRow = {
  id: string;
  firstname: string;
  initial: string;
  picture: string;
  pictures: string;
  subjects: SubjectRow[];
  finding: string[];
};

export function toPupilData(row: PupilRow): PupilData {
  const bySubject = new Map(row.subjects.map((each) => [each.subject, each]));
  return {
    work: Object.fromEntries(
      SUBJECTS.map((subject) => {
        const each = bySubject.get(subject);
        return [subject, { level: each?.level ?? 0, schedule: each?.schedule ?? '' }];
      }),
    ) as PupilData['work'],
    id: row.id,
    firstname: row.firstname,
    initial: row.initial,
    // Only NAME_PICTURES are ever stored; the first stands in should the list lose one.
    picture: isNamePicture(row.picture) ? row.picture : NAME_PICTURES[0],
    pictures: passcodeOf(row.pictures),
    finding: SUBJECTS.filter((subject) => row.finding.includes(subject)),
  };
}

/** A class's pupils in the order of their names. */
export async function pupilRows(db: Pick<Db, 'select'>, classId: string): Promise<PupilRow[]> {
  return db
    .select(pupilColumns)
    .from(tables.classPupils)
    .innerJoin(tables.students, eq(tables.students.id, tables.classPupils.studentId))
    .where(eq(tables.classPupils.classId, classId))
    .orderBy(asc(sql`lower(${tables.students.firstname})`), asc(tables.students.lastname));
}

/** The teacher's class with its pupils, their passcodes readable for the cards. */
export async function classWithPupils(db: Db, teacherId: string, classId: string) {
  const found = await ownClass(db, teacherId, classId);
  return { found, pupils: (await pupilRows(db, classId)).map(toPupilData) };
}

const random = (n: number) => randomInt(n);

/** A new pupil's picture passcode and its hash, made before the transaction that stores it. */
type Passcode = { pictures: string[]; hash: string };

/** New pictures for `count` pupils, hashed (argon2 runs off the event loop, several at once). */
function newPasscodes(count: number): Promise<Passcode[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const pictures = newPictures(random);
      return { pictures, hash: await hashPassword(pictureSecret(pictures)) };
    }),
  );
}

/** A pupil to make: its names, its passcode, and its sourcedId when a OneRoster export named it. */
interface NewPupil {
  firstname: string;
  initial: string;
  passcode: Passcode;
  sourceId?: string;
}

/**
 * Makes pupils in the class, inside the caller's transaction (the class's row locked): each a
 * child's account at the class's grade, language and methods, with a handle of the product's
 * own (never shown), its name picture, and the work set for the whole class.
 */
async function createPupils(
  tx: Db,
  teacherId: string,
  found: ClassRow,
  inClass: readonly PupilRow[],
  pupils: readonly NewPupil[],
  now: Date,
): Promise<void> {
  if (pupils.length === 0) return;
  const pictures = namePictures(
    inClass.map((pupil) => pupil.picture),
    pupils.length,
    random,
  );
  const created = await tx
    .insert(tables.students)
    .values(
      pupils.map((pupil) => ({
        parentId: teacherId,
        accountname: `pupil-${randomBytes(9).toString('base64url').toLowerCase()}`,
        firstname: pupil.firstname,
        lastname: pupil.initial,
        passwordHash: pupil.passcode.hash,
        gradelevel: found.grade,
        locale: found.locale,
        subtractionMethod: found.subtractionMethod,
        divisionMethod: found.divisionMethod,
        createdAt: now,
      })),
    )
    .returning({ id: tables.students.id });
  await tx
    .insert(tables.studentSubjects)
    .values(
      created.flatMap(({ id }) =>
        SUBJECTS.map((subject) => ({ studentId: id, subject, ...found.work[subject] })),
      ),
    );
  await tx.insert(tables.classPupils).values(
    created.map(({ id }, i) => ({
      studentId: id,
      classId: found.id,
      picture: pictures[i]!,
      pictures: pupils[i]!.passcode.pictures.join(' '),
      sourceId: pupils[i]!.sourceId ?? null,
    })),
  );
}

/**
 * Adds the pupils of a typed roster to the teacher's class, all or none: the class's row is
 * locked while its pupils are read, so two rosters sent at once cannot pass PUPILS_MAX or add
 * one name twice. The pictures are hashed before the transaction, so that it holds the lock
 * only for the writes.
 */
export async function addPupils(
  db: Db,
  teacherId: string,
  classId: string,
  text: string,
  now: Date,
): Promise<PupilData[]> {
  const named = rosterPupils(readRoster(text)) ?? [];
  const passcodes = await newPasscodes(named.length);
  await db.transaction(async (tx) => {
    const found = await ownClass(tx, teacherId, classId, { lock: true });
    const inClass = await pupilRows(tx, classId);
    const pupils = rosterPupils(readRoster(text, inClass, await linkedChildren(tx, classId)));
    if (!pupils || pupils.length === 0 || pupils.length !== named.length) {
      throw ApiFailure.refusing(409, { code: 'roster_not_taken' });
    }
    const made = pupils.map((pupil, i) => ({ ...pupil, passcode: passcodes[i]! }));
    await createPupils(tx, teacherId, found, inClass, made, now);
  });
  return (await pupilRows(db, classId)).map(toPupilData);
}

/**
 * The pupils of one class of a OneRoster export (decision 0029): a pupil the class has from an
 * earlier import (its sourcedId) gets its names again, the others are made; all or none, and
 * never past PUPILS_MAX. Pictures are hashed only for the pupils new before the transaction;
 * one made new meanwhile by another import refuses this one, to be sent again.
 */
export async function importPupils(
  db: Db,
  teacherId: string,
  classId: string,
  pupils: readonly RosterPupil[],
  now: Date,
): Promise<{ pupils: PupilData[]; added: number; updated: number }> {
  const sourceIds = async (tx: Pick<Db, 'select'>) =>
    new Map(
      (
        await tx
          .select({ sourceId: tables.classPupils.sourceId, id: tables.classPupils.studentId })
          .from(tables.classPupils)
          .where(eq(tables.classPupils.classId, classId))
      ).map((row) => [row.sourceId, row.id]),
    );
  await ownClass(db, teacherId, classId);
  const before = await sourceIds(db);
  const fresh = pupils.filter((pupil) => !before.has(pupil.sourcedid));
  const passcodes = await newPasscodes(fresh.length);
  const updated = await db.transaction(async (tx) => {
    const found = await ownClass(tx, teacherId, classId, { lock: true });
    const inClass = await pupilRows(tx, classId);
    const known = await sourceIds(tx);
    const stillFresh = pupils.filter((pupil) => !known.has(pupil.sourcedid));
    const linked = await linkedChildren(tx, classId);
    if (
      stillFresh.length !== fresh.length ||
      inClass.length + linked + stillFresh.length > PUPILS_MAX
    ) {
      throw ApiFailure.refusing(409, { code: 'roster_not_taken' });
    }
    const again = pupils.filter((pupil) => known.has(pupil.sourcedid));
    for (const pupil of again) {
      await tx
        .update(tables.students)
        .set({ firstname: pupil.firstname, lastname: pupil.initial })
        .where(eq(tables.students.id, known.get(pupil.sourcedid)!));
    }
    const made = fresh.map((pupil, i) => ({
      firstname: pupil.firstname,
      initial: pupil.initial,
      passcode: passcodes[i]!,
      sourceId: pupil.sourcedid,
    }));
    await createPupils(tx, teacherId, found, inClass, made, now);
    return again.length;
  });
  return {
    pupils: (await pupilRows(db, classId)).map(toPupilData),
    added: fresh.length,
    updated,
  };
}

/**
 * One pupil of one class: what a pupil change is bound by, once `ownClass` has found the class
 * to be the teacher's (another class's pupil is then "not found").
 */
const pupilOfClass = (classId: string, pupilId: string) =>
  and(eq(tables.classPupils.studentId, pupilId), eq(tables.classPupils.classId, classId));

/** Takes a pupil out of the class: its account, sessions and work go with it (the cascades). */
export async function removePupil(
  db: Db,
  teacherId: string,
  classId: string,
  pupilId: string,
): Promise<void> {
  await ownClass(db, teacherId, classId);
  const deleted = await deletePupils(db, pupilOfClass(classId, pupilId));
  if (deleted.length === 0) throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
}

/**
 * New pictures for a pupil: the old ones sign in no more, its sessions end and the devices
 * remembered for it are forgotten, as when a parent changes a child's passcode
 * (docs/decisions/0024-remembered-devices.md).
 */
export async function renewPictures(
  db: Db,
  keys: ServerKeys,
  teacherId: string,
  classId: string,
  pupilId: string,
): Promise<PupilData> {
  await ownClass(db, teacherId, classId);
  const pictures = newPictures(random);
  const hash = await hashPassword(pictureSecret(pictures));
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(tables.classPupils)
      .set({ pictures: pictures.join(' ') })
      .where(pupilOfClass(classId, pupilId))
      .returning({ id: tables.classPupils.studentId });
    if (!changed) throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
    await tx
      .update(tables.students)
      .set({ passwordHash: hash })
      .where(eq(tables.students.id, pupilId));
    await tx.delete(tables.sessions).where(eq(tables.sessions.studentId, pupilId));
    await forgetDevices(tx, keys, [{ role: 'student', id: pupilId }]);
    const [row] = await tx
      .select(pupilColumns)
      .from(tables.classPupils)
      .innerJoin(tables.students, eq(tables.students.id, tables.classPupils.studentId))
      .where(eq(tables.classPupils.studentId, pupilId));
    return toPupilData(row!);
  });
}

/** A class's sign-in page: its name and its pupils' tiles; an archived class's is closed. */
export async function openClassPage(
  db: Db,
  classId: string,
): Promise<{ found: ClassRow; pupils: PupilTile[] }> {
  const [found] = await db
    .select()
    .from(tables.classes)
    .where(and(eq(tables.classes.id, classId), isNull(tables.classes.archivedAt)));
  if (!found) throw ApiFailure.refusing(404, { code: 'class_not_found' });
  const pupils = (await pupilRows(db, classId)).map((row) => {
    // Only what the room sees: no passcode, no work.
    const { id, firstname, initial, picture } = toPupilData(row);
    return { id, firstname, initial, picture };
  });
  return { found, pupils };
}

/** A pupil of an open class, as its sign-in weighs it; undefined for anything else. */
export async function pupilToSignIn(
  db: Db,
  classId: string,
  pupilId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select({ student: tables.students })
    .from(tables.classPupils)
    .innerJoin(tables.students, eq(tables.students.id, tables.classPupils.studentId))
    .innerJoin(tables.classes, eq(tables.classes.id, tables.classPupils.classId))
    .where(
      and(
        eq(tables.classPupils.studentId, pupilId),
        eq(tables.classPupils.classId, classId),
        isNull(tables.classes.archivedAt),
      ),
    );
  return row?.student;
}
