import { teacherOf } from '../auth/callers';
import { givePractice } from '../reports/class-mistakes';
import type { Handler } from './context';

/** A step's targeted practice set for the class's children named (docs/product.md "The class's mistakes"). */
export const classGivepractice: Handler<'class.givepractice'> = async (
  input,
  { db, caller, now },
) => ({
  given: await givePractice(
    db,
    teacherOf(caller),
    input.classid,
    { bug: input.misconception, subject: input.subject, pupils: input.pupilids },
    now(),
  ),
});
