import { randomUUID } from 'node:crypto';
import { type Db, tables } from '@mathsteps/db';

/**
 * A device the app registers on its first start (`device.create`): an id and what kind of
 * device it is, nothing that names anyone. The hourly cleanup drops old ones (jobs/cleanup.ts).
 */
export async function registerDevice(db: Db, devicetype: string): Promise<string> {
  const id = randomUUID();
  await db.insert(tables.devices).values({ id, devicetype });
  return id;
}
