import { describe, expect, it } from 'vitest';
import { convertAmountBounds, convertAmountProblem, convertCoins } from './convert.rules';

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
});
