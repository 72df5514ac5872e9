import { describe, expect, it } from 'vitest';
import { Dec, ledgerAmount, toWire } from '../lib/money';
import { asLedgerError, LedgerError } from './errors';

describe('ledger amounts', () => {
  it('keep every digit numeric(38,18) can hold', () => {
    expect(ledgerAmount('99999999999999999999.999999999999999999')).toBe(
      '99999999999999999999.999999999999999999',
    );
    expect(toWire(new Dec('0.1').plus('0.2'))).toBe('0.3');
    expect(toWire('1.500000000000000000')).toBe('1.5');
    expect(toWire(new Dec('1e-18'))).toBe('0.000000000000000001');
  });

  it('refuse what is not a positive plain decimal that fits', () => {
    for (const bad of [
      '0',
      '0.000',
      '-1',
      '1e3',
      ' 1',
      '1,5',
      'NaN',
      'Infinity',
      '0.0000000000000000001',
      '1'.repeat(21),
    ])
      expect(ledgerAmount(bad), bad).toBeUndefined();
    expect(ledgerAmount(new Dec(-1))).toBeUndefined();
    expect(ledgerAmount(new Dec('2.5'))).toBe('2.5');
  });
});

describe('ledger errors from the database', () => {
  it('are recognised under drizzle’s wrapper', () => {
    const wrapped = {
      message: 'Failed query',
      cause: { code: 'LG000', message: 'ledger:insufficient_funds', detail: '7' },
    };
    const e = asLedgerError(wrapped);
    expect(e).toBeInstanceOf(LedgerError);
    expect(e?.code).toBe('insufficient_funds');
    expect(e?.detail).toBe('7');
  });

  it('leave every other error alone', () => {
    expect(asLedgerError({ code: '23505', message: 'duplicate key' })).toBeUndefined();
    expect(asLedgerError({ code: 'LG000', message: 'ledger:made_up' })).toBeUndefined();
    expect(asLedgerError(new Error('x'))).toBeUndefined();
  });
});
