import { registerDevice } from '../accounts/devices';
import { claimAttempt, LIMITS } from '../auth/throttle';
import type { Handler } from './context';

/**
 * Issues a device id; the browser asks once and keeps it in a cookie (docs/product.md). Limited per
 * address (decision 0012); a device nobody signed in with is deleted after 30 days by
 * the hourly cleanup.
 */
export const deviceCreate: Handler<'device.create'> = async (input, { db, keys, request, now }) => {
  await claimAttempt(
    { db, keys },
    [{ key: `device-ip:${request.ip}`, limit: LIMITS.devicesPerAddress }],
    now(),
    { code: 'too_many_devices' },
  );
  return { deviceid: await registerDevice(db, input.devicetype) };
};
