import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { describeIssues, errorTag } from './errors';

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
