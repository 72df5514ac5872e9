import { transferBelowFee } from '@coffer/contract/transfers';
import { withdrawalProblem, withdrawalTotal } from '@coffer/contract/withdrawals';
import { Decimal } from 'decimal.js';
import { Dec } from '../../../domain/money/format-amount';

/** A decimal from wire text; anything unreadable (an empty or unfinished input) is undefined. */
export function decimalOf(text: string | null | undefined): Decimal | undefined {
  if (text === null || text === undefined || text === '' || text === '.') return undefined;
  try {
    const d = new Dec(text);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

const plain = (d: Decimal, decimals: number) => d.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();

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
  return most.gt(0) ? plain(most, l.decimals) : '0';
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

/** A transfer between own wallets: the fee is taken out of the amount. */
export function transferQuote(amountText: string, feeText: string, availableText: string) {
  const amount = decimalOf(amountText);
  const fee = decimalOf(feeText) ?? new Dec(0);
  if (!amount || amount.lte(0)) return { receive: undefined, problem: undefined };
  if (amount.gt(decimalOf(availableText) ?? 0))
    return { receive: undefined, problem: 'insufficient' as const };
  if (transferBelowFee(amount.toFixed(), fee.toFixed()))
    return { receive: undefined, problem: 'belowFee' as const };
  return { receive: amount.minus(fee).toFixed(), problem: undefined };
}

/** Cuts a balance to an amount input's text (decimals dropped when the coin has none). */
export const asInput = (value: string, decimals: number) => {
  const d = decimalOf(value);
  return d?.gt(0) ? plain(d, decimals) : '';
};
