import { walletType } from '@coffer/contract';
import type { WalletType } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import { AppError } from '../../lib/app-error';

const fractionLength = (amount: string) => {
  const point = amount.indexOf('.');
  return point === -1 ? 0 : amount.replace(/0+$/, '').length - point - 1;
};

/**
 * The contract checks the wire format; this checks the coin's own decimals (spec §5: an amount
 * is truncated to them on input, so more decimals is a client that skipped the rule).
 */
export function assertCoinDecimals(amount: string, decimals: number, field = 'amount'): void {
  if (fractionLength(amount) > decimals)
    throw new AppError('invalidInput', `At most ${decimals} decimals for this coin.`, [
      { field, message: 'amount.tooManyDecimals' },
    ]);
}

const w = walletType.members;

/**
 * Which wallets a coin can sit in: fiat currencies in the fiat wallet, crypto in spot; both in
 * flash exchange (convert); merchants also have the cloud wallet. Investment and multisig balances
 * move through their own products, not through a plain transfer.
 */
export function walletsFor(coin: { isFiat: boolean }, isMerchant: boolean): WalletType[] {
  const base: WalletType[] = coin.isFiat ? [w.fiat, w.flashExchange] : [w.spot, w.flashExchange];
  return isMerchant ? [...base, w.cloud] : base;
}

/** The coins shown in a wallet's tab. */
export function walletHolds(wallet: WalletType, coin: { isFiat: boolean }): boolean {
  if (wallet === w.fiat) return coin.isFiat;
  if (wallet === w.flashExchange || wallet === w.cloud) return true;
  return !coin.isFiat;
}

/** Ledger failures a user can act on, as catalogue errors; anything else is a bug and stays one. */
export function ledgerToAppError(error: unknown): unknown {
  if (!(error instanceof LedgerError)) return error;
  if (error.code === 'insufficient_funds') return new AppError('insufficientBalance');
  if (error.code === 'exists_with_different_fields')
    return new AppError('conflict', 'This request id was already used for a different request.');
  return error;
}
