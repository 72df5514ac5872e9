import { addDecimals, compareDecimals } from '../common/decimal';

export type WithdrawalProblem = 'belowMin' | 'aboveMax' | 'insufficient';

/** What a withdrawal reserves at once: the amount and, on top of it, the fee. */
export const withdrawalTotal = (amount: string, fee: string): string => addDecimals(amount, fee);

/**
 * The single-withdrawal rules of spec §4, in the order a user meets them: the per-withdrawal
 * minimum, the maximum, then amount + fee against the balance. An unknown limit (undefined) is
 * not checked: the server leaves the balance to the ledger, the web app may not know a limit yet.
 */
export function withdrawalProblem(
  amount: string,
  limits: { fee: string; min?: string | undefined; max?: string | undefined; available?: string | undefined },
): WithdrawalProblem | undefined {
  if (limits.min !== undefined && compareDecimals(amount, limits.min) < 0) return 'belowMin';
  if (limits.max !== undefined && compareDecimals(amount, limits.max) > 0) return 'aboveMax';
  if (
    limits.available !== undefined &&
    compareDecimals(withdrawalTotal(amount, limits.fee), limits.available) > 0
  )
    return 'insufficient';
  return undefined;
}
