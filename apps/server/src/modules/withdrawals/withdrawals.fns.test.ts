import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode, newRid, reservationIds } from './withdrawals.fns';

describe('withdrawal codes and ids', () => {
  it('makes 6-digit codes and 24-hex rids', () => {
    for (let i = 0; i < 50; i++) {
      expect(newCode()).toMatch(/^\d{6}$/);
      expect(newRid()).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('checks a code against its hash only', () => {
    const stored = hashCode('012345');
    expect(codeMatches(stored, '012345')).toBe(true);
    expect(codeMatches(stored, '012346')).toBe(false);
    expect(codeMatches(null, '012345')).toBe(false);
  });

  it('derives the two reservation ids from the rid', () => {
    expect(reservationIds('abc')).toEqual({ amount: 'withdrawal:abc', fee: 'withdrawal:abc:fee' });
  });
});
