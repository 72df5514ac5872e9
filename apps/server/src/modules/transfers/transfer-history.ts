import type { WalletType } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';

/** The caller's moves between their own wallets, newest first, a page at a time. */
export async function transferHistory(
  deps: { ledger: Pick<Ledger, 'walletTransfers'> },
  caller: Caller,
  q: { coin?: string; skip: number; take: number },
) {
  const page = await deps.ledger.walletTransfers({
    userId: caller.userId,
    asset: q.coin,
    skip: q.skip,
    take: q.take,
  });
  return mapPage(page, (i) => ({
    id: i.id,
    coin: i.asset,
    amount: i.amount,
    fromWalletType: i.fromWalletType as WalletType,
    toWalletType: i.toWalletType as WalletType,
    createdAt: i.createdAt.toISOString(),
  }));
}
