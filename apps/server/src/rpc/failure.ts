/**
 * Thrown by a handler for an expected failure: the dispatcher answers `status` with
 * `{ tag: "<tag>_error", reason }`. Anything else thrown is a bug and becomes a 500.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
  }
}
