import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026/3/4', '2026-03-04'],
    ['2026年3月4日', '2026-03-04'],
    ['2026.03.04', '2026-03-04'],
    ['4 Mar 2026', '2026-03-04'],
    ['Mar 4, 2026', '2026-03-04'],
    ['4 march 2026', '2026-03-04'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each(['03/04/2026', '4/3/2026', '2026-02-30', '2026-13-01', 'tomorrow', '', '4 Foo 2026', 'Mar 2026'])(
    'refuses %j, which names no day or could be two',
    (text) => {
      expect(parseTypedDate(text)).toBeNull();
    },
  );
});
