import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './db-errors';

describe('uniqueViolation', () => {
  it('names the constraint of a unique violation, through drizzle wrapping', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    expect(uniqueViolation(driver)).toBe('users_email_unique');
    expect(uniqueViolation(Object.assign(new Error('query failed'), { cause: driver }))).toBe(
      'users_email_unique',
    );
  });

  it('ignores other errors', () => {
    expect(uniqueViolation(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolation(new Error('x'))).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});
