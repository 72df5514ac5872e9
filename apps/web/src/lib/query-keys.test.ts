import { describe, expect, it } from 'vitest';
import { keysUnder } from './query-keys';

describe('keysUnder', () => {
  it('puts every key under the root, and `all` is the root alone', () => {
    const keys = keysUnder('otc', ['symbols', 'orders']);
    expect(keys).toEqual({ all: ['otc'], symbols: ['otc', 'symbols'], orders: ['otc', 'orders'] });
  });
});
