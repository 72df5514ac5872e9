import { fractionLength, type WalletType, walletType } from '@coffer/contract';
import { LedgerError } from '../../ledger/errors';
import { AppError } from '../../lib/app-error';

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

/**
 * Ledger failures a user can act on, as catalogue errors; anything else is a bug and stays one. A
 * shortage in a merchant's cloud wallet is 40011 (merchant balance insufficient), elsewhere 60028.
 */
export function ledgerToAppError(error: unknown, from?: WalletType): unknown {
  if (!(error instanceof LedgerError)) return error;
  if (error.code === 'insufficient_funds')
    return new AppError(
      from === walletType.members.cloud ? 'merchantBalanceInsufficient' : 'insufficientBalance',
    );
  if (error.code === 'exists_with_different_fields')
    return new AppError('conflict', 'This request id was already used for a different request.');
  return error;
}

/**
 * A wallet's lines as `GetAssets` shows them: each listed coin with its balance, frozen and available
 * amounts (zero when it holds none).
 */
export function walletLines(
  coins: readonly { code: string; name: string; decimals: number }[],
  balances: readonly { asset: string; balance: string; frozen: string; available: string }[],
) {
  return coins.map((c) => {
    const b = balances.find((x) => x.asset === c.code);
    return {
      coin: c.code,
      name: c.name,
      decimals: c.decimals,
      balance: b?.balance ?? '0',
      frozen: b?.frozen ?? '0',
      available: b?.available ?? '0',
    };
  });
}
