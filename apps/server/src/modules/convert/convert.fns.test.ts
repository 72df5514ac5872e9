import { describe, expect, it } from 'vitest';
import { Dec } from '../../lib/money';
import { convertTransferIds, displayPrice, limitTransferIds, quotedPrice, quoteIsLive } from './convert.fns';

describe('quotedPrice', () => {
  it('moves the reference price against the user by the spread', () => {
    expect(quotedPrice({ referencePrice: '64250.5', spreadBps: 50, side: 'buy' }).toFixed()).toBe(
      '64571.7525',
    );
    expect(quotedPrice({ referencePrice: '64250.5', spreadBps: 50, side: 'sell' }).toFixed()).toBe(
      '63929.2475',
    );
  });

  it('is the reference price with no spread', () => {
    expect(quotedPrice({ referencePrice: '1', spreadBps: 0, side: 'buy' }).toFixed()).toBe('1');
    expect(quotedPrice({ referencePrice: '1', spreadBps: 0, side: 'sell' }).toFixed()).toBe('1');
  });

  it('cuts a long price to 18 decimals in the house’s favour', () => {
    const reference = new Dec('3120.75').div('64250.5'); // 0.04857161 … (no end)
    const buy = quotedPrice({ referencePrice: reference, spreadBps: 50, side: 'buy' });
    const sell = quotedPrice({ referencePrice: reference, spreadBps: 50, side: 'sell' });
    expect(buy.decimalPlaces()).toBeLessThanOrEqual(18);
    expect(sell.decimalPlaces()).toBeLessThanOrEqual(18);
    expect(buy.gte(reference.times('1.005'))).toBe(true);
    expect(sell.lte(reference.times('0.995'))).toBe(true);
  });

  it('refuses a spread or price outside its range', () => {
    expect(() => quotedPrice({ referencePrice: '1', spreadBps: -1, side: 'buy' })).toThrow(RangeError);
    expect(() => quotedPrice({ referencePrice: '1', spreadBps: 10_000, side: 'buy' })).toThrow(RangeError);
    expect(() => quotedPrice({ referencePrice: '1', spreadBps: 1.5, side: 'buy' })).toThrow(RangeError);
    expect(() => quotedPrice({ referencePrice: '0', spreadBps: 1, side: 'buy' })).toThrow(RangeError);
  });
});

describe('quote expiry and ids', () => {
  it('is live strictly before the expiry', () => {
    const at = new Date('2026-01-01T00:00:10Z');
    expect(quoteIsLive(at, new Date('2026-01-01T00:00:09.999Z'))).toBe(true);
    expect(quoteIsLive(at, at)).toBe(false);
    expect(quoteIsLive(at, new Date('2026-01-01T00:00:11Z'))).toBe(false);
  });

  it('derives the two legs’ transfer ids from the quote', () => {
    expect(convertTransferIds('cq_abc')).toEqual({
      pay: 'convert:cq_abc:pay',
      receive: 'convert:cq_abc:receive',
    });
  });

  it('derives a limit order’s transfer ids from it: one release for a cancel and an expiry alike', () => {
    expect(limitTransferIds('cl_abc')).toEqual({
      reserve: 'convert-limit:cl_abc:reserve',
      pay: 'convert-limit:cl_abc:pay',
      receive: 'convert-limit:cl_abc:receive',
      release: 'convert-limit:cl_abc:release',
    });
  });

  it('cuts a display price down to the pair’s decimals', () => {
    expect(displayPrice('64250.509', 2)).toBe('64250.5');
    expect(displayPrice('0.04857161', 6)).toBe('0.048571');
  });
});
