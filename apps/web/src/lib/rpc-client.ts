import {
  type Refusal,
  refusalOf,
  type Tag,
  type TagInput,
  type TagOutput,
} from '@mathsteps/domain';
import { readCookie, writeCookie } from './cookies';
import { inWords } from './reason-words';
import { refusalInWords } from './refusal-words';

/**
 * A failure answer from the server (or no answer at all), with a reason to show, and the
 * refusal's code when it came with one.
 */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly refusal?: Refusal,
  ) {
    super(reason);
  }
}

/**
 * A server reason as people read it: without the field path the API puts first for
 * programs ("accountname: Student handle must be…" reads "Student handle must be…").
 */
export function readableReason(reason: string): string {
  return reason.replace(/^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*: (?=\S)/, '');
}

/** The server's reason for a refusal (4xx) in the page's language, else the screen's own message. */
export function reasonOf(error: unknown, fallback: string): string {
  if (!(error instanceof RpcError && error.status >= 400 && error.status < 500)) return fallback;
  return error.refusal ? refusalInWords(error.refusal) : inWords(error.reason);
}

/** Whether the server could not be reached (or failed), as opposed to refusing the call. */
export const unreachable = (error: unknown) =>
  !(error instanceof RpcError && error.status >= 400 && error.status < 500);

const TIMEOUT_MS = 30_000;
const DEVICE_COOKIE = 'deviceid';
const DEVICE_COOKIE_DAYS = 30;

async function post(body: object): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch('/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new RpcError(0, 'We could not reach MathSteps. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || answer === null) {
    const reason =
      typeof answer?.reason === 'string'
        ? readableReason(answer.reason)
        : 'Invalid response format from server';
    throw new RpcError(response.status, reason, refusalOf(answer));
  }
  return answer;
}

let devicePromise: Promise<string> | undefined;

/** The device id: asked from the server once, then kept in a cookie for 30 days (docs/product.md). */
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

/** Calls one tag of the contract; every call carries the device id. */
export async function rpc<T extends Tag>(
  tag: T,
  input: Omit<TagInput<T>, 'deviceid'>,
): Promise<TagOutput<T>> {
  const deviceid = tag === 'device.create' ? undefined : await ensureDeviceId();
  return (await post({ tag, deviceid, ...input })) as TagOutput<T>;
}
