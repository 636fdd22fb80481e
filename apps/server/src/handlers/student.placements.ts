import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { latestPlacements, toPlacementStatus } from '../learning/placements';
import type { Handler } from './context';

/** Each subject's last placement of a parent's child: waiting, started, or the level found. */
export const studentPlacements: Handler<'student.placements'> = async (input, { db, caller }) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const rows = await latestPlacements(db, [student.id]);
  return {
    placements: rows.flatMap((row) => toPlacementStatus(row, student.timezone ?? 'UTC') ?? []),
  };
};
