import { randomUUID } from 'node:crypto';
import { tables } from '@mathsteps/db';
import type { Handler } from '../rpc/handler';

/** Issues a device id; the browser asks once and keeps it in a cookie (seed §7). */
export const deviceCreate: Handler<'device.create'> = async (input, { db }) => {
  const deviceid = randomUUID();
  await db.insert(tables.devices).values({ id: deviceid, devicetype: input.devicetype });
  return { deviceid };
};
