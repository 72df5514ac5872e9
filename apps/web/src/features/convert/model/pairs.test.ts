import { describe, expect, it } from 'vitest';
import { amountProblem, convertibleCoins, decimalsIn, initialChoice, resolvePair, targetsOf } from './pairs';
import { aConvertPair } from './pairs.fixtures';
import { withFrom } from './use-convert-form';

const pair = aConvertPair;
const pairs = [
  pair({}),
  pair({ symbol: 'ETH/USDT', baseCoin: 'ETH', baseDecimals: 8 }),
  pair({ symbol: 'ETH/BTC', baseCoin: 'ETH', quoteCoin: 'BTC', quoteDecimals: 8 }),
  pair({ symbol: 'TRX/USDT', baseCoin: 'TRX', baseDecimals: 6, enabled: false }),
];

describe('convert pairs', () => {
  it('sells the base coin and buys it with the quote coin, with each side’s decimals and bounds', () => {
    expect(resolvePair(pairs, { from: 'BTC', to: 'USDT' })).toMatchObject({
      side: 'sell',
      fromDecimals: 8,
      toDecimals: 6,
      bounds: { min: '0.0001', max: '5' },
    });
    expect(resolvePair(pairs, { from: 'USDT', to: 'BTC' })).toMatchObject({
      side: 'buy',
      fromDecimals: 6,
      toDecimals: 8,
      bounds: { min: '10', max: '300000' },
    });
    expect(resolvePair(pairs, { from: 'BTC', to: 'TRX' })).toBeUndefined();
  });

  it('offers the coins of enabled pairs only, and what each converts into', () => {
    expect(convertibleCoins(pairs)).toEqual(['BTC', 'USDT', 'ETH']);
    expect(targetsOf(pairs, 'BTC')).toEqual(['USDT', 'ETH']);
    expect(targetsOf(pairs, 'TRX')).toEqual([]);
  });

  it('starts from the pair the address asks for, else the first enabled pair sold', () => {
    expect(initialChoice(pairs, { from: 'usdt', to: 'eth' })).toEqual({ from: 'USDT', to: 'ETH' });
    expect(initialChoice(pairs, { from: 'ETH' })).toEqual({ from: 'ETH', to: 'USDT' });
    expect(initialChoice(pairs, { from: 'TRX', to: 'USDT' })).toEqual({ from: 'BTC', to: 'USDT' });
    expect(initialChoice([], {})).toBeNull();
  });

  it('without an address, opens on a pair whose paying coin the user holds', () => {
    expect(initialChoice(pairs, {}, ['USDT'])).toEqual({ from: 'USDT', to: 'BTC' });
    expect(initialChoice(pairs, {}, ['ETH', 'USDT'])).toEqual({ from: 'ETH', to: 'USDT' });
    expect(initialChoice(pairs, {}, ['TRX'])).toEqual({ from: 'BTC', to: 'USDT' });
    // The address still wins.
    expect(initialChoice(pairs, { from: 'BTC', to: 'USDT' }, ['USDT'])).toEqual({ from: 'BTC', to: 'USDT' });
  });

  it('keeps the other coin when a pair still joins them, and swaps when the same coin is picked', () => {
    expect(withFrom(pairs, { from: 'BTC', to: 'USDT' }, 'ETH')).toEqual({ from: 'ETH', to: 'USDT' });
    expect(withFrom(pairs, { from: 'ETH', to: 'BTC' }, 'USDT')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(withFrom(pairs, { from: 'BTC', to: 'USDT' }, 'USDT')).toEqual({ from: 'USDT', to: 'BTC' });
  });

  it('refuses an amount out of bounds (inclusive) or over the balance, exactly', () => {
    const sell = { bounds: { min: '0.0001', max: '5' } };
    expect(amountProblem('0.00009999', sell, '10')).toBe('belowMinimum');
    expect(amountProblem('0.0001', sell, '10')).toBeUndefined();
    expect(amountProblem('5.00000001', sell, '10')).toBe('aboveMaximum');
    expect(amountProblem('0.30000001', sell, '0.3')).toBe('insufficient');
    expect(amountProblem('0.3', sell, '0.3')).toBeUndefined();
  });

  it('leaves the balance to the server while the wallet loads, but still checks the bounds', () => {
    const sell = { bounds: { min: '0.0001', max: '5' } };
    expect(amountProblem('1', sell, undefined)).toBeUndefined();
    expect(amountProblem('6', sell, undefined)).toBe('aboveMaximum');
  });

  it('gives each coin the decimals its pair does', () => {
    const of = decimalsIn(pairs);
    expect([of('BTC'), of('USDT'), of('DOGE')]).toEqual([8, 6, 8]);
  });
});
