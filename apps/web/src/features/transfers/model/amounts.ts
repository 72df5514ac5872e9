import { transferBelowFee } from '@coffer/contract/transfers';
import { decimalOf } from '../../../domain/money/amount-text';
import { Dec } from '../../../domain/money/format-amount';

/**
 * A transfer between own wallets: the fee is taken out of the amount. While the source wallet's
 * balance is still loading (`availableText` undefined) the balance is not judged here: the server
 * checks it, and a quick user is never told a funded wallet is short.
 */
export function transferQuote(amountText: string, feeText: string, availableText: string | undefined) {
  const amount = decimalOf(amountText);
  const fee = decimalOf(feeText) ?? new Dec(0);
  if (!amount || amount.lte(0)) return { receive: undefined, problem: undefined };
  if (availableText !== undefined && amount.gt(decimalOf(availableText) ?? 0))
    return { receive: undefined, problem: 'insufficient' as const };
  if (transferBelowFee(amount.toFixed(), fee.toFixed()))
    return { receive: undefined, problem: 'belowFee' as const };
  return { receive: amount.minus(fee).toFixed(), problem: undefined };
}
