import { type Db, type SQL, sql, tables } from '@mathsteps/db';

/**
 * The class's own pupils and the families' children linked to it, as rows of (id, firstname,
 * initial, timezone, picture): the one definition the class's reports read, `classIds` being
 * a subquery or a value. A linked child has no name picture.
 */
export const classChildrenSql = (classIds: SQL) => sql`
    select s.id, s.firstname, left(s.lastname, 1) as initial, s.timezone, p.picture
    from ${tables.classPupils} p join ${tables.students} s on s.id = p.student_id
    where p.class_id in (${classIds})
    union all
    select s.id, s.firstname, left(s.lastname, 1) as initial, s.timezone, null
    from ${tables.classLinks} l join ${tables.students} s on s.id = l.student_id
    where l.class_id in (${classIds}) and l.linked_at is not null`;

/** A child of the class as the class's reports read it: its own pupils and linked children. */
export interface ClassChild {
  id: string;
  firstname: string;
  initial: string;
  timezone: string | null;
}

/** The class's own pupils and the families' children linked to it. */
export async function childrenOfClass(db: Db, classId: string): Promise<ClassChild[]> {
  const result = await db.execute(classChildrenSql(sql`${classId}`));
  return (result as unknown as { rows: ClassChild[] }).rows;
}
