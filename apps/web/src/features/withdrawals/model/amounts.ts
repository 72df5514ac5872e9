import { withdrawalProblem, withdrawalTotal } from '@coffer/contract/withdrawals';
import { decimalOf, plainDecimal } from '../../../domain/money/amount-text';
import { Dec } from '../../../domain/money/format-amount';

export interface WithdrawLimits {
  available: string;
  fee: string;
  min: string;
  max: string;
  decimals: number;
}

/**
 * The most that can be withdrawn: the fee comes on top of the amount (both are reserved at once),
 * so the available balance less the fee, no more than the per-withdrawal maximum; cut to the
 * coin's decimals, never below zero.
 */
export function maxWithdrawable(l: WithdrawLimits): string {
  const available = decimalOf(l.available) ?? new Dec(0);
  const fee = decimalOf(l.fee) ?? new Dec(0);
  const max = decimalOf(l.max);
  let most = available.minus(fee);
  if (max && most.gt(max)) most = max;
  return most.gt(0) ? plainDecimal(most, l.decimals) : '0';
}

/** A limit as plain decimal text for the contract's rules; unreadable is unknown. */
const limitText = (text: string) => decimalOf(text)?.toFixed();

/** What a withdrawal of `amount` costs and whether it breaks a rule the server will also check. */
export function withdrawQuote(amountText: string, l: WithdrawLimits) {
  const amount = decimalOf(amountText);
  if (!amount || amount.lte(0)) return { total: undefined, receive: undefined, problem: undefined };
  const receive = amount.toFixed();
  const fee = limitText(l.fee) ?? '0';
  const limits = {
    fee,
    min: limitText(l.min),
    max: limitText(l.max),
    available: limitText(l.available) ?? '0',
  };
  return { total: withdrawalTotal(receive, fee), receive, problem: withdrawalProblem(receive, limits) };
}
