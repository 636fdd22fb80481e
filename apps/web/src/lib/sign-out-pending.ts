import { msg } from '@lingui/core/macro';

/**
 * What every page says while a sign-out waits on this device to be sent (api/sign-out.ts sends
 * it; lib/session.ts keeps the flag, which every page reads).
 */
export const SIGN_OUT_PENDING = msg`This device is still signed in until it is online.`;
