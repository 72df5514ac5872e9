import { describe, expect, it } from 'vitest';
import { LedgerError } from '../../ledger/errors';
import { AppError } from '../../lib/app-error';
import { assertCoinDecimals, ledgerToAppError } from './assets.fns';

describe('assertCoinDecimals', () => {
  it('allows up to the coin’s decimals, trailing zeros aside', () => {
    expect(() => assertCoinDecimals('1.12345678', 8)).not.toThrow();
    expect(() => assertCoinDecimals('1.10000000000', 2)).not.toThrow();
    expect(() => assertCoinDecimals('5', 0)).not.toThrow();
  });

  it('names the field when there are more', () => {
    try {
      assertCoinDecimals('1.001', 2, 'amount');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).validationErrors).toEqual([
        { field: 'amount', message: 'amount.tooManyDecimals' },
      ]);
    }
  });
});

// 'wallets a coin may use' moved to the contract with walletsFor (packages/contract/src/assets/assets.rules.test.ts).

describe('ledgerToAppError', () => {
  it('turns a shortage into 60028 and an id reuse into 409, and leaves bugs alone', () => {
    expect((ledgerToAppError(new LedgerError('insufficient_funds')) as AppError).code).toBe(60028);
    expect((ledgerToAppError(new LedgerError('exists_with_different_fields')) as AppError).code).toBe(409);
    const bug = new LedgerError('asset_mismatch');
    expect(ledgerToAppError(bug)).toBe(bug);
  });
});
