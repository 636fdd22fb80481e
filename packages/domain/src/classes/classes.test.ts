import { describe, expect, it } from 'vitest';
import { ClassFormSchema } from './classes';

const good = {
  name: '3B',
  grade: '3',
  locale: 'es-ES',
  schoolmethod: { subtraction: 'equal-additions', division: 'divisor-right' },
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the class form (docs/product.md "Teachers and classes")', () => {
  it('takes a name of any alphabet, trimmed, and the grade as a number', () => {
    expect(ClassFormSchema.parse({ ...good, name: '  3.º B – Matemáticas ' })).toMatchObject({
      name: '3.º B – Matemáticas',
      grade: 3,
    });
  });

  it.each([
    ['name', '', 'Class name is required'],
    ['name', '   ', 'Class name is required'],
    ['name', 'x'.repeat(41), 'Class name must be at most 40 characters'],
    ['name', '=SUM(A1)', 'Class name can have letters, digits, spaces and punctuation only'],
    ['name', '+1', 'Class name can have letters, digits, spaces and punctuation only'],
    ['name', '---', 'Class name can have letters, digits, spaces and punctuation only'],
    ['grade', '0', 'Grade must be a whole number from 1 to 7'],
    ['grade', '8', 'Grade must be a whole number from 1 to 7'],
    ['grade', '2.5', 'Grade must be a whole number from 1 to 7'],
    ['grade', 'three', 'Grade must be a whole number from 1 to 7'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstMessage(ClassFormSchema.safeParse({ ...good, [field]: value }))).toBe(message);
  });
});
