/** A problem that cannot be worked: a negative difference, a divisor of 0 or above the dividend. */
export class InvalidProblemError extends Error {}
