import { describe, expect, it } from 'vitest';
import {
  convertAmountBounds,
  convertAmountProblem,
  convertCoins,
  convertReceivedAmount,
  limitPriceReached,
  limitPriceTooPrecise,
} from './convert.rules';

const pair = {
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  baseMinAmount: '0.0001',
  baseMaxAmount: '5',
  quoteMinAmount: '10',
  quoteMaxAmount: '200000',
};

describe('convert rules', () => {
  it('pays the base coin when selling and the quote coin when buying', () => {
    expect(convertCoins(pair, 'sell')).toEqual({ fromCoin: 'BTC', toCoin: 'USDT' });
    expect(convertCoins(pair, 'buy')).toEqual({ fromCoin: 'USDT', toCoin: 'BTC' });
  });

  it('bounds the amount paid by the paying coin of the side', () => {
    expect(convertAmountBounds(pair, 'sell')).toEqual({ min: '0.0001', max: '5' });
    expect(convertAmountBounds(pair, 'buy')).toEqual({ min: '10', max: '200000' });
  });

  it('takes both bounds as inclusive', () => {
    const bounds = { min: '10', max: '200000' };
    expect(convertAmountProblem('9.999999', bounds)).toBe('belowMinimum');
    expect(convertAmountProblem('10', bounds)).toBeUndefined();
    expect(convertAmountProblem('200000', bounds)).toBeUndefined();
    expect(convertAmountProblem('200000.000001', bounds)).toBe('aboveMaximum');
  });

  it('reaches a buy limit at or above the house’s price, a sell limit at or below it', () => {
    const buy = (quotedPrice: string) => limitPriceReached({ side: 'buy', limitPrice: '60000', quotedPrice });
    expect(buy('60000.000000000000000001')).toBe(false);
    expect(buy('60000')).toBe(true);
    expect(buy('59999.99')).toBe(true);
    const sell = (quotedPrice: string) =>
      limitPriceReached({ side: 'sell', limitPrice: '70000.5', quotedPrice });
    expect(sell('70000.499999999999999999')).toBe(false);
    expect(sell('70000.5')).toBe(true);
    expect(sell('70001')).toBe(true);
  });

  it('takes a limit price with at most the pair’s price decimals (trailing zeros do not count)', () => {
    expect(limitPriceTooPrecise('60000.12', 2)).toBe(false);
    expect(limitPriceTooPrecise('60000.1200', 2)).toBe(false);
    expect(limitPriceTooPrecise('60000', 0)).toBe(false);
    expect(limitPriceTooPrecise('60000.123', 2)).toBe(true);
    expect(limitPriceTooPrecise('0.0000001', 6)).toBe(true);
  });
});

describe('convertReceivedAmount', () => {
  const received = (side: 'buy' | 'sell', fromAmount: string, price: string, toDecimals: number) =>
    convertReceivedAmount({ side, fromAmount, price, toDecimals });

  it('buys base with quote: divides and truncates to the base coin’s decimals', () => {
    // 1000 / 64571.7525 = 0.015486645… → 0.01548664 (8 decimals), never …65.
    expect(received('buy', '1000', '64571.7525', 8)).toBe('0.01548664');
    expect(received('buy', '1000', '60000', 8)).toBe('0.01666666');
  });

  it('sells base for quote: multiplies and truncates to the quote coin’s decimals', () => {
    // 0.12345678 × 63929.2475 = 7892.49904417305; USDT has 6 decimals.
    expect(received('sell', '0.12345678', '63929.2475', 6)).toBe('7892.499044');
    expect(received('sell', '0.12345678', '70000.55', 6)).toBe('8642.042501');
  });

  it('never rounds up, even a hair below the next unit, and drops trailing zeros', () => {
    expect(received('sell', '1', '0.999999999', 2)).toBe('0.99');
    expect(received('buy', '2', '3', 6)).toBe('0.666666');
    expect(received('sell', '2.50', '4', 8)).toBe('10');
    expect(received('buy', '100', '0.000000000000000001', 0)).toBe('100000000000000000000');
  });

  it('can truncate a tiny amount to zero (the server refuses it)', () => {
    expect(received('sell', '0.001', '0.1235', 2)).toBe('0');
  });

  it('refuses a zero price or text that is not a plain decimal', () => {
    expect(() => received('buy', '1', '0', 2)).toThrow(RangeError);
    expect(() => received('buy', '1e3', '1', 2)).toThrow(RangeError);
  });
});
