import { describe, expect, it } from 'vitest';
import { collectPages, csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('12.5')).toBe('12.5');
  });

  it('writes a header line and CRLF line ends', () => {
    const text = toCsv(
      [
        { header: 'Coin', value: (r: { c: string; a: string }) => r.c },
        { header: 'Amount', value: (r) => r.a },
      ],
      [{ c: 'BTC', a: '0.5' }],
    );
    expect(text).toBe('Coin,Amount\r\nBTC,0.5\r\n');
  });

  it('collects pages until the list ends, and stops at the cap', async () => {
    const short = await collectPages(async (page) => ({
      totalCount: 150,
      items: Array.from({ length: page === 1 ? 100 : 50 }, (_, i) => i),
    }));
    expect(short).toMatchObject({ truncated: false });
    expect(short.rows).toHaveLength(150);
    const long = await collectPages(async () => ({ totalCount: 5000, items: Array.from({ length: 100 }) }));
    expect(long.rows).toHaveLength(1000);
    expect(long.truncated).toBe(true);
  });
});
