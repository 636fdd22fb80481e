import type { Refusal } from '@mathsteps/domain';
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
  return error.refusal ? refusalInWords(error.refusal, error.reason) : inWords(error.reason);
}

/** Whether the server could not be reached (or failed), as opposed to refusing the call. */
export const unreachable = (error: unknown) =>
  !(error instanceof RpcError && error.status >= 400 && error.status < 500);
