import { readCookie, writeCookie } from '../lib/cookies';
import { RpcError } from '../lib/server-errors';
import { post } from './transport';

/** Every call carries the device's id, kept in a cookie for 30 days (docs/product.md "The API"). */

const DEVICE_COOKIE = 'deviceid';
const DEVICE_COOKIE_DAYS = 30;

let devicePromise: Promise<string> | undefined;

/** The device id: asked from the server once, then read from its cookie. */
export function ensureDeviceId(): Promise<string> {
  const existing = readCookie(DEVICE_COOKIE);
  if (existing) return Promise.resolve(existing);
  devicePromise ??= post({ tag: 'device.create', devicetype: navigator.userAgent.slice(0, 300) })
    .then((answer) => {
      if (typeof answer.deviceid !== 'string')
        throw new RpcError(0, 'Unable to get device ID from server');
      writeCookie(DEVICE_COOKIE, answer.deviceid, DEVICE_COOKIE_DAYS);
      return answer.deviceid;
    })
    .finally(() => {
      devicePromise = undefined;
    });
  return devicePromise;
}
