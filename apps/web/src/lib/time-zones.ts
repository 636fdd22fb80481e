/**
 * The time zones a parent picks a child's day from (decision 0012), as a parent reads them:
 * "(UTC−05:00) New York · Eastern Time" in the page's language, in order of their offset from
 * UTC, not raw IANA names from "Africa/Abidjan". The value stays the IANA name the server keeps.
 */
export interface ZoneOption {
  value: string;
  label: string;
}

const partOf = (format: Intl.DateTimeFormat, when: Date) =>
  format.formatToParts(when).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** Minutes east of UTC in `zone` at `when`, read from "GMT-05:00" ("GMT" alone is 0). */
export function offsetMinutes(zone: string, when: Date): number {
  const named = partOf(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
    when,
  );
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(named);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(whole % 60).padStart(2, '0')}`;
};

/** The zone's place, as its name says it: "America/Argentina/Buenos_Aires" is Buenos Aires. */
export const placeOf = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

/**
 * Every zone of `zones` as an option, in the reader's `locale`, ordered by offset at `when`,
 * then by place.
 */
export function zoneOptions(zones: readonly string[], locale: string, when: Date): ZoneOption[] {
  return zones
    .map((zone) => {
      const offset = offsetMinutes(zone, when);
      let generic = '';
      try {
        generic = partOf(
          new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }),
          when,
        );
      } catch {
        // A zone this browser cannot name: its place and offset say enough.
      }
      const place = placeOf(zone);
      const named = generic && !generic.startsWith('GMT') ? ` · ${generic}` : '';
      return { value: zone, offset, place, label: `(${offsetText(offset)}) ${place}${named}` };
    })
    .sort((a, b) => a.offset - b.offset || a.place.localeCompare(b.place, locale))
    .map(({ value, label }) => ({ value, label }));
}

/** The browser's time zone: the child's "today" (docs/product.md "A child's day"). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
