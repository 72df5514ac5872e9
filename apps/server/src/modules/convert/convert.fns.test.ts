import { describe, expect, it } from 'vitest';
import { Dec } from '../../lib/money';
import {
  convertTransferIds,
  displayPrice,
  limitTransferIds,
  quotedPrice,
  quoteIsLive,
  receivedAmount,
} from './convert.fns';

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

describe('receivedAmount', () => {
  it('buys base with quote: divides and truncates to the base coin’s decimals', () => {
    // 1000 / 64571.7525 = 0.015486645… → 0.01548664 (8 decimals), never …65.
    expect(
      receivedAmount({ side: 'buy', fromAmount: '1000', price: '64571.7525', toDecimals: 8 }).toFixed(),
    ).toBe('0.01548664');
  });

  it('sells base for quote: multiplies and truncates to the quote coin’s decimals', () => {
    // 0.12345678 × 63929.2475 = 7892.49904417305; USDT has 6 decimals.
    expect(
      receivedAmount({
        side: 'sell',
        fromAmount: '0.12345678',
        price: '63929.2475',
        toDecimals: 6,
      }).toFixed(),
    ).toBe('7892.499044');
  });

  it('never rounds up, even a hair below the next unit', () => {
    expect(
      receivedAmount({ side: 'sell', fromAmount: '1', price: '0.999999999', toDecimals: 2 }).toFixed(),
    ).toBe('0.99');
    expect(receivedAmount({ side: 'buy', fromAmount: '2', price: '3', toDecimals: 6 }).toFixed()).toBe(
      '0.666666',
    );
  });

  it('can truncate a tiny amount to zero (the caller refuses it)', () => {
    expect(
      receivedAmount({ side: 'sell', fromAmount: '0.001', price: '0.1235', toDecimals: 2 }).isZero(),
    ).toBe(true);
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

  it('fills a limit order at its limit price, truncated: 1000 USDT at 60,000 buys 0.01666666 BTC', () => {
    expect(receivedAmount({ side: 'buy', fromAmount: '1000', price: '60000', toDecimals: 8 }).toFixed()).toBe(
      '0.01666666',
    );
    expect(
      receivedAmount({ side: 'sell', fromAmount: '0.12345678', price: '70000.55', toDecimals: 6 }).toFixed(),
    ).toBe('8642.042501');
  });

  it('cuts a display price down to the pair’s decimals', () => {
    expect(displayPrice('64250.509', 2)).toBe('64250.5');
    expect(displayPrice('0.04857161', 6)).toBe('0.048571');
  });
});
