import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { describeIssues, errorTag, parseInput } from './errors';

const deviceCreate = contract['device.create'].input;

function reasonFor(input: unknown): string {
  const result = deviceCreate.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeIssues(result.error, input);
}

describe('describeIssues', () => {
  it('names a missing field', () => {
    expect(reasonFor({})).toBe('devicetype is required');
  });
  it('names an unknown field', () => {
    expect(reasonFor({ devicetype: 'x', admin: true })).toBe('Unknown field: admin');
  });
  it('uses the schema message for a wrong type', () => {
    expect(reasonFor({ devicetype: 42 })).toBe('devicetype must be text describing the browser');
  });
  it('uses the schema message for a bad value', () => {
    expect(reasonFor({ devicetype: 'x', deviceid: 'nope' })).toBe(
      'deviceid must be a device id issued by the server',
    );
  });
});

describe('errorTag', () => {
  it('appends _error to a known tag and falls back without one', () => {
    expect(errorTag('device.create')).toBe('device.create_error');
    expect(errorTag(undefined)).toBe('error');
  });
});

describe('parseInput', () => {
  it('answers the data of a valid call', () => {
    expect(parseInput(deviceCreate, { devicetype: 'x' })).toEqual({
      success: true,
      data: { devicetype: 'x' },
    });
  });
  it('answers the sentence of an invalid one', () => {
    expect(parseInput(deviceCreate, { devicetype: 42 })).toEqual({
      success: false,
      reason: 'devicetype must be text describing the browser',
    });
  });
  it('refuses, naming the field, a value zod throws on instead of refusing', () => {
    const trap = JSON.parse('{"length":{"toString":1,"valueOf":1}}');
    expect(() => deviceCreate.safeParse({ devicetype: trap })).toThrow();
    expect(parseInput(deviceCreate, { devicetype: trap })).toEqual({
      success: false,
      reason: 'devicetype is not valid',
    });
  });
});
