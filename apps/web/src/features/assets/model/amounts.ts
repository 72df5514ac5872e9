import { walletType } from '@coffer/contract';
import { Decimal } from 'decimal.js';
import { Dec } from '../../../domain/money/format-amount';
import type { WalletTypeValue } from '../api/balances';

const w = walletType.members;

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

export type WithdrawProblem = 'belowMin' | 'aboveMax' | 'insufficient';

/** What a withdrawal of `amount` costs and whether it breaks a rule the server will also check. */
export function withdrawQuote(amountText: string, l: WithdrawLimits) {
  const amount = decimalOf(amountText);
  const fee = decimalOf(l.fee) ?? new Dec(0);
  if (!amount || amount.lte(0)) return { total: undefined, receive: undefined, problem: undefined };
  const total = amount.plus(fee);
  let problem: WithdrawProblem | undefined;
  const min = decimalOf(l.min);
  const max = decimalOf(l.max);
  if (min && amount.lt(min)) problem = 'belowMin';
  else if (max && amount.gt(max)) problem = 'aboveMax';
  else if (total.gt(decimalOf(l.available) ?? 0)) problem = 'insufficient';
  return { total: total.toFixed(), receive: amount.toFixed(), problem };
}

/** A transfer between own wallets: the fee is taken out of the amount. */
export function transferQuote(amountText: string, feeText: string, availableText: string) {
  const amount = decimalOf(amountText);
  const fee = decimalOf(feeText) ?? new Dec(0);
  if (!amount || amount.lte(0)) return { receive: undefined, problem: undefined };
  if (amount.gt(decimalOf(availableText) ?? 0))
    return { receive: undefined, problem: 'insufficient' as const };
  if (fee.gt(0) && amount.lte(fee)) return { receive: undefined, problem: 'belowFee' as const };
  return { receive: amount.minus(fee).toFixed(), problem: undefined };
}

/**
 * The wallets a coin may move between, as the server decides (apps/server assets.fns walletsFor):
 * fiat in the fiat wallet, crypto in spot, both in flash exchange; merchants also the cloud wallet.
 */
export function walletsForCoin(coin: { isFiat: boolean }, isMerchant: boolean): WalletTypeValue[] {
  const base: WalletTypeValue[] = coin.isFiat ? [w.fiat, w.flashExchange] : [w.spot, w.flashExchange];
  return isMerchant ? [...base, w.cloud] : base;
}

/** Cuts a balance to an amount input's text (decimals dropped when the coin has none). */
export const asInput = (value: string, decimals: number) => {
  const d = decimalOf(value);
  return d?.gt(0) ? plain(d, decimals) : '';
};
