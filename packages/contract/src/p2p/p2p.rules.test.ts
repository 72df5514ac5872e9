import { describe, expect, it } from 'vitest';
import { p2pFloatingPrice, p2pMarginWithinRange, p2pQuantityForTotal, p2pTotal } from './p2p.rules';

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

describe('floating prices', () => {
  it('moves the reference by the margin in percent, cut down to 8 decimals', () => {
    expect(p2pFloatingPrice('1', '2')).toBe('1.02');
    expect(p2pFloatingPrice('64250.5', '-0.5')).toBe('63929.2475');
    expect(p2pFloatingPrice('0.33333333', '1.25')).toBe('0.33749999');
  });

  it('allows margins from -5 to +5 only', () => {
    expect(['-5', '0', '4.99', '5'].every(p2pMarginWithinRange)).toBe(true);
    expect(['-5.01', '5.01', '10'].some(p2pMarginWithinRange)).toBe(false);
  });
});
