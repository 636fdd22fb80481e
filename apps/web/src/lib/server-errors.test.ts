import { describe, expect, it } from 'vitest';
import { readableReason } from './server-errors';

describe('a reason from the server, as people read it', () => {
  it.each([
    [
      'accountname: Student handle must be at least 3 characters long',
      'Student handle must be at least 3 characters long',
    ],
    ['sessionid: No payment session found', 'No payment session found'],
    ['mathschedule.addition.schedule: Days must be letters', 'Days must be letters'],
  ])('drops the field path of %j', (reason, readable) => {
    expect(readableReason(reason)).toBe(readable);
  });

  it.each([
    'Unknown field: subject',
    'Incorrect password. Please try again.',
    'Level 8 opens when you finish an assignment at level 7.',
  ])('keeps a sentence as it is: %j', (reason) => {
    expect(readableReason(reason)).toBe(reason);
  });
});
