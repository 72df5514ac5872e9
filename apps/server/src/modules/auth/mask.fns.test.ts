import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.fns';

describe('masking', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('alice@demo.coffer.test')).toBe('a***@demo.coffer.test');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });

  it('keeps the head and the last four digits of a phone number', () => {
    expect(maskPhone('13800000005')).toBe('138****0005');
    expect(maskPhone('51000002')).toBe('5***0002');
    expect(maskPhone('12345')).toBe('1**45');
    expect(maskPhone('7700900')).toBe('7****00');
    expect(maskPhone('1234')).toBe('****');
  });
});
