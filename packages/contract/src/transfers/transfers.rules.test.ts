import { expect, it } from 'vitest';
import { transferBelowFee } from './transfers.rules';

it('a transfer with a fee must be larger than the fee', () => {
  expect(transferBelowFee('1', '1')).toBe(true);
  expect(transferBelowFee('1.000001', '1')).toBe(false);
  expect(transferBelowFee('0.5', '0')).toBe(false);
});
