import { describe, expect, it } from 'vitest';
import { keywordTerms, likePattern, snippet } from './help.fns';

describe('keywordTerms', () => {
  it('splits on spaces, drops repeats regardless of case, keeps at most eight', () => {
    expect(keywordTerms('  fund   PIN pin ')).toEqual(['fund', 'PIN']);
    expect(keywordTerms(undefined)).toEqual([]);
    expect(keywordTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(keywordTerms('资金密码')).toEqual(['资金密码']);
  });
});

describe('likePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('c:\\x')).toBe('%c:\\\\x%');
  });
});

describe('snippet', () => {
  const long = `${'Lorem words here. '.repeat(20)}The fund PIN protects withdrawals. ${'More text. '.repeat(20)}`;

  it('starts at the beginning when the match is near it, or there is none', () => {
    expect(snippet('Short body about the fund PIN.', ['pin'])).toBe('Short body about the fund PIN.');
    expect(snippet(long, ['absent']).startsWith('Lorem words here.')).toBe(true);
  });

  it('shows the passage around a match further in', () => {
    const s = snippet(long, ['FUND']);
    expect(s.startsWith('…')).toBe(true);
    expect(s).toContain('The fund PIN protects withdrawals.');
    expect(s.length).toBeLessThanOrEqual(160);
  });
});
