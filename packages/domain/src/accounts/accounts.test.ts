import { describe, expect, it } from 'vitest';
import { ContactFormSchema, LoginFormSchema, RegisterFormSchema } from './forms';
import { displayName, namesText } from './names';
import { prehashPassword } from './prehash';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const goodRegistration = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'Dana@Example.com',
  password: 'Sunny2day!',
  confirmPassword: 'Sunny2day!',
  consent: true,
};

describe('the register form (docs/product.md)', () => {
  it('accepts a good registration and lower-cases the e-mail', () => {
    const parsed = RegisterFormSchema.parse(goodRegistration);
    expect(parsed.email).toBe('dana@example.com');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', ' D ', 'First name must be at least 2 characters'],
    ['lastName', '  ', 'Last name is required'],
    ['lastName', 'R', 'Last name must be at least 2 characters'],
    ['email', '', 'Email is required'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
    [
      'password',
      'sunny2day',
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    ],
    [
      'password',
      'Sun2y',
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    ],
    ['confirmPassword', '', 'Please confirm your password'],
    ['confirmPassword', 'Sunny2day?', 'Passwords do not match'],
    ['consent', false, 'Please confirm that you are the parent or guardian'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(
      firstMessage(RegisterFormSchema.safeParse({ ...goodRegistration, [field]: value })),
    ).toBe(message);
  });

  it('allows symbols and refuses characters that cannot be typed', () => {
    expect(
      RegisterFormSchema.safeParse({
        ...goodRegistration,
        password: 'Ab1 ~!@#$%',
        confirmPassword: 'Ab1 ~!@#$%',
      }).success,
    ).toBe(true);
    expect(
      RegisterFormSchema.safeParse({
        ...goodRegistration,
        password: 'Ab1\u0007defgh',
        confirmPassword: 'Ab1\u0007defgh',
      }).success,
    ).toBe(false);
  });
});

describe('the register form for a teacher (docs/decisions/0029-teachers.md)', () => {
  const teacher = { ...goodRegistration, role: 'teacher', school: 'Hill Primary School' };

  it('takes the school, and a parent’s account by default', () => {
    expect(RegisterFormSchema.parse(teacher)).toMatchObject({
      role: 'teacher',
      school: 'Hill Primary School',
    });
    expect(RegisterFormSchema.parse(goodRegistration).role).toBe('parent');
  });

  it.each([
    ['school', '', 'School is required'],
    ['school', '  ', 'School is required'],
    [
      'school',
      '=HYPERLINK("x")',
      "School can have letters, digits, spaces and . , ' - & ( ) / only",
    ],
    ['school', 'x'.repeat(101), 'School must be at most 100 characters'],
    ['consent', false, 'Please confirm that your school allows it'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(firstMessage(RegisterFormSchema.safeParse({ ...teacher, [field]: value }))).toBe(
      message,
    );
  });

  it('asks a parent for no school', () => {
    expect(RegisterFormSchema.safeParse({ ...goodRegistration, school: '' }).success).toBe(true);
  });
});

describe('the login and contact forms', () => {
  it('says what is missing', () => {
    expect(firstMessage(LoginFormSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'Email is required',
    );
    expect(firstMessage(LoginFormSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(ContactFormSchema.safeParse({ reason: '', message: 'Hi' }))).toBe(
      'Please select a reason',
    );
    expect(firstMessage(ContactFormSchema.safeParse({ reason: 'Billing', message: '   ' }))).toBe(
      'Please enter a message',
    );
    expect(
      firstMessage(ContactFormSchema.safeParse({ reason: 'Billing', message: 'x'.repeat(769) })),
    ).toBe('Message must be less than 768 characters');
    expect(
      ContactFormSchema.safeParse({ reason: 'Billing', message: 'x'.repeat(768) }).success,
    ).toBe(true);
  });
});

describe('prehashPassword', () => {
  it('is PBKDF2-SHA256, 100000 rounds, 32 bytes, salted with the lower-cased identifier', async () => {
    // Worked out independently, with Python's hashlib.pbkdf2_hmac.
    const expected = 'b00918e81c5a67388163c778fc606966ae2daca2d4201c6cda2b3f95478a649c';
    expect(await prehashPassword('Dana@Example.com', 'Sunny2day!')).toBe(expected);
    expect(await prehashPassword('other@example.com', 'Sunny2day!')).not.toBe(expected);
  });
});

describe('names as people read them', () => {
  it('start with a capital, whatever was typed', () => {
    expect(displayName('maya')).toBe('Maya');
    expect(displayName(' élodie ')).toBe('Élodie');
    expect(displayName('Sam')).toBe('Sam');
    expect(namesText(['maya'])).toBe('Maya');
    expect(namesText(['maya', 'sam'])).toBe('Maya and Sam');
    expect(namesText(['maya', 'sam', 'leo'])).toBe('Maya, Sam and Leo');
  });
});
