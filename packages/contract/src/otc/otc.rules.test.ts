import { describe, expect, it } from 'vitest';
import { otcOrderStatus } from './otc.enums';
import {
  bestOtcOffer,
  otcCoins,
  otcOrderCanResolve,
  otcPrice,
  otcQuantityProblem,
  otcResolutions,
  otcTotal,
} from './otc.rules';

describe('OTC rules', () => {
  it('pays the quote coin when buying and the base coin when selling', () => {
    const pair = { baseCoin: 'BTC', quoteCoin: 'USDT' };
    expect(otcCoins(pair, 'buy')).toEqual({ payCoin: 'USDT', receiveCoin: 'BTC' });
    expect(otcCoins(pair, 'sell')).toEqual({ payCoin: 'BTC', receiveCoin: 'USDT' });
  });

  it('moves the reference price by the deviation against the user, cut the acceptor’s way', () => {
    const base = { referencePrice: '60000', priceDecimals: 2 };
    expect(otcPrice({ ...base, deviationPercent: '1.5', side: 'buy' })).toBe('60900');
    expect(otcPrice({ ...base, deviationPercent: '1.5', side: 'sell' })).toBe('59100');
    expect(otcPrice({ ...base, deviationPercent: '0', side: 'buy' })).toBe('60000');
    // 1.23456 × 1.001 = 1.23579456: up to 1.2358 buying, 1.23456 × 0.999 = 1.23332544 down to 1.2333 selling.
    const odd = { referencePrice: '1.23456', deviationPercent: '0.1', priceDecimals: 4 };
    expect(otcPrice({ ...odd, side: 'buy' })).toBe('1.2358');
    expect(otcPrice({ ...odd, side: 'sell' })).toBe('1.2333');
  });

  it('rounds a buyer’s total up and truncates a seller’s', () => {
    expect(otcTotal({ quantity: '0.123', price: '60900.01', side: 'buy', quoteDecimals: 2 })).toBe('7490.71');
    expect(otcTotal({ quantity: '0.123', price: '60900.01', side: 'sell', quoteDecimals: 2 })).toBe('7490.7');
    expect(otcTotal({ quantity: '2', price: '1.5', side: 'buy', quoteDecimals: 6 })).toBe('3');
  });

  it('keeps a quantity within a config’s range, bounds included', () => {
    const range = { min: '0.01', max: '2' };
    expect(otcQuantityProblem('0.01', range)).toBeUndefined();
    expect(otcQuantityProblem('2', range)).toBeUndefined();
    expect(otcQuantityProblem('0.009', range)).toBe('belowMinimum');
    expect(otcQuantityProblem('2.0001', range)).toBe('aboveMaximum');
  });

  it('picks the lowest price for a buyer and the highest for a seller, the first on a tie', () => {
    const offers = [
      { id: 1, price: '101' },
      { id: 2, price: '99.5' },
      { id: 3, price: '103' },
      { id: 4, price: '99.5' },
    ];
    expect(bestOtcOffer(offers, 'buy')?.id).toBe(2);
    expect(bestOtcOffer(offers, 'sell')?.id).toBe(3);
    expect(bestOtcOffer([], 'buy')).toBeUndefined();
  });

  it('resolves only an order awaiting its acceptor', () => {
    const s = otcOrderStatus.members;
    expect(otcOrderCanResolve(s.awaitingAcceptor)).toBe(true);
    for (const end of otcResolutions) expect(otcOrderCanResolve(end)).toBe(false);
    expect(otcResolutions).toEqual([s.completed, s.declined, s.expired]);
  });
});
