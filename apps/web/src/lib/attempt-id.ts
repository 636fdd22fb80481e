/**
 * The id of one sitting (an assignment, a Quick Facts session): a retry after a lost answer
 * sends the same one, so the server counts the work once. A v4 UUID from getRandomValues,
 * which (unlike randomUUID) also works over plain HTTP.
 */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
