import { describe, expect, it } from 'vitest';
import { p2pQuantityForTotal, p2pTotal } from './p2p.rules';

describe('p2pQuantityForTotal', () => {
  it('cuts the quantity down to the coin’s decimals and costs it as an order would', () => {
    const traded = p2pQuantityForTotal('100', '1.01', 6);
    expect(traded).toEqual({ quantity: '99.0099', total: p2pTotal('99.0099', '1.01') });
    expect(traded.total).toBe('100');
  });

  it('never answers a total above the one asked', () => {
    for (const [total, price, decimals] of [
      ['10', '3', 2],
      ['999.99', '64250.5', 8],
      ['12.34', '0.99', 6],
    ] as const) {
      const traded = p2pQuantityForTotal(total, price, decimals);
      expect(Number(traded.total)).toBeLessThanOrEqual(Number(total));
    }
  });

  it('answers nothing for a total below one step of the coin', () => {
    expect(p2pQuantityForTotal('0.01', '64250.5', 2).quantity).toMatch(/^0(\.0+)?$/);
  });
});
