import { describe, expect, it } from 'vitest';
import {
  acceptorConfigProblems,
  acceptorDeviation,
  acceptorQuantityRange,
  deviationWithinBounds,
} from './acceptor.rules';

const valid = {
  buyMinQuantity: '0.01',
  buyMaxQuantity: '2',
  sellMinQuantity: '0.02',
  sellMaxQuantity: '3',
  buyDeviation: '1.5',
  sellDeviation: '0',
};

describe('acceptor config rules', () => {
  it('accepts min ≤ max and deviations within 0–20 %, bounds included', () => {
    expect(acceptorConfigProblems(valid)).toEqual([]);
    expect(acceptorConfigProblems({ ...valid, buyMinQuantity: '2', sellDeviation: '20' })).toEqual([]);
  });

  it('refuses a min above its max on either side', () => {
    expect(acceptorConfigProblems({ ...valid, buyMinQuantity: '2.1' })).toEqual([
      { field: 'buyMinQuantity', problem: 'minAboveMax' },
    ]);
    expect(acceptorConfigProblems({ ...valid, sellMaxQuantity: '0.01' })).toEqual([
      { field: 'sellMinQuantity', problem: 'minAboveMax' },
    ]);
  });

  it('refuses a deviation above 20 %', () => {
    expect(deviationWithinBounds('20.0001')).toBe(false);
    expect(deviationWithinBounds('0')).toBe(true);
    expect(acceptorConfigProblems({ ...valid, buyDeviation: '21', sellDeviation: '50' })).toEqual([
      { field: 'buyDeviation', problem: 'deviationOutOfRange' },
      { field: 'sellDeviation', problem: 'deviationOutOfRange' },
    ]);
  });

  it('reads the range and deviation of the user’s side', () => {
    expect(acceptorQuantityRange(valid, 'buy')).toEqual({ min: '0.01', max: '2' });
    expect(acceptorQuantityRange(valid, 'sell')).toEqual({ min: '0.02', max: '3' });
    expect(acceptorDeviation(valid, 'buy')).toBe('1.5');
    expect(acceptorDeviation(valid, 'sell')).toBe('0');
  });
});
