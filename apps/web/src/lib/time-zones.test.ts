import { describe, expect, it } from 'vitest';
import { offsetMinutes, zoneOptions } from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');

describe('the time zones a parent picks from', () => {
  it('reads the offset from UTC of a zone at a date', () => {
    expect(offsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(offsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutes('UTC', WINTER)).toBe(0);
    // Summer time moves it.
    expect(offsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('names each zone by its offset, its place and its name in the reader’s language', () => {
    const [newYork] = zoneOptions(['America/New_York'], 'en-US', WINTER);
    expect(newYork).toEqual({
      value: 'America/New_York',
      label: '(UTC−05:00) New York · Eastern Time',
    });
    const [mexico] = zoneOptions(['America/Mexico_City'], 'es-419', WINTER);
    expect(mexico!.label).toMatch(/^\(UTC−06:00\) Mexico City · hora /);
    expect(zoneOptions(['America/Argentina/Buenos_Aires'], 'en-US', WINTER)[0]!.label).toMatch(
      /^\(UTC−03:00\) Buenos Aires/,
    );
  });

  it('orders the zones west to east, not by their IANA names', () => {
    const values = zoneOptions(
      ['Africa/Abidjan', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Madrid', 'America/Chicago'],
      'en-US',
      WINTER,
    ).map((option) => option.value);
    expect(values).toEqual([
      'America/Los_Angeles',
      'America/Chicago',
      'Africa/Abidjan',
      'Europe/Madrid',
      'Asia/Tokyo',
    ]);
  });

  it('names every zone the browser knows, each once', () => {
    const known = Intl.supportedValuesOf('timeZone');
    const options = zoneOptions(known, 'es-ES', WINTER);
    expect(new Set(options.map((option) => option.value))).toEqual(new Set(known));
    for (const option of options) expect(option.label).toMatch(/^\(UTC[+−]\d{2}:\d{2}\) \S/);
  });
});
