import { walletType } from '@coffer/contract';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { truncatedTo, type ValuationDeps, valuedHoldings } from './valued-holdings';

type WalletTypeValue = (typeof walletType.members)[keyof typeof walletType.members];

/** The caller's total and each wallet's total in the pricing currency. */
export async function assetsSummary(deps: ValuationDeps, caller: Caller, currencyInput?: string) {
  const { currency, decimals, rows } = await valuedHoldings(deps, caller, currencyInput);
  const byWallet = new Map<number, Dec>();
  for (const r of rows) {
    const w = r.walletType ?? walletType.members.spot;
    byWallet.set(w, (byWallet.get(w) ?? new Dec(0)).plus(r.value));
  }
  const total = rows.reduce((sum, r) => sum.plus(r.value), new Dec(0));
  return {
    currency,
    total: toWire(truncatedTo(total, decimals)),
    wallets: Object.values(walletType.members).map((w) => ({
      walletType: w as WalletTypeValue,
      total: toWire(truncatedTo(byWallet.get(w) ?? new Dec(0), decimals)),
    })),
  };
}
