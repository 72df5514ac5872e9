import { describe, expect, it } from 'vitest';
import { transferQuote } from './amounts';

describe('transfers', () => {
  it('take the fee out of the amount', () => {
    expect(transferQuote('10', '0', '100')).toEqual({ receive: '10', problem: undefined });
    expect(transferQuote('10', '1', '100').receive).toBe('9');
    expect(transferQuote('1', '1', '100').problem).toBe('belowFee');
    expect(transferQuote('101', '0', '100').problem).toBe('insufficient');
  });

  it('do not call a wallet short while its balance is still loading (the server judges it)', () => {
    expect(transferQuote('0.5', '0', undefined)).toEqual({ receive: '0.5', problem: undefined });
    expect(transferQuote('1', '1', undefined).problem).toBe('belowFee');
  });

  // 'move crypto between spot and flash exchange…' moved to the contract (assets.rules.test.ts).
});
