import { type Db, sql, tables } from '@mathsteps/db';

/** A child of the class as the class's reports read it: its own pupils and linked children. */
export interface ClassChild {
  id: string;
  firstname: string;
  initial: string;
  timezone: string | null;
}

/** The class's own pupils and the families' children linked to it. */
export async function childrenOfClass(db: Db, classId: string): Promise<ClassChild[]> {
  const result = await db.execute(sql`
    select s.id, s.firstname, left(s.lastname, 1) as initial, s.timezone
    from ${tables.classPupils} p join ${tables.students} s on s.id = p.student_id
    where p.class_id = ${classId}
    union all
    select s.id, s.firstname, left(s.lastname, 1) as initial, s.timezone
    from ${tables.classLinks} l join ${tables.students} s on s.id = l.student_id
    where l.class_id = ${classId} and l.linked_at is not null`);
  return (result as unknown as { rows: ClassChild[] }).rows;
}
