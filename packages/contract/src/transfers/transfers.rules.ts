import { compareDecimals } from '../common/decimal';

/**
 * A transfer between own wallets pays its fee out of the amount, so with a fee the amount must be
 * larger than it (something has to arrive).
 */
export const transferBelowFee = (amount: string, fee: string): boolean =>
  compareDecimals(fee, '0') > 0 && compareDecimals(amount, fee) <= 0;
