import type { walletType } from '@coffer/contract';
import type { Ledger } from '../../ledger/ledger';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';

type WalletTypeValue = (typeof walletType.members)[keyof typeof walletType.members];

export interface EntriesQuery {
  coin?: string;
  walletType?: number;
  from?: Date;
  to?: Date;
  skip: number;
  take: number;
}

/** The caller's ledger entries (every change of a balance), newest first, a page at a time. */
export async function ledgerEntries(
  deps: { ledger: Pick<Ledger, 'userEntries'> },
  caller: Caller,
  q: EntriesQuery,
) {
  const page = await deps.ledger.userEntries({ userId: caller.userId, asset: q.coin, ...q });
  return mapPage(page, (e) => ({
    id: e.id,
    coin: e.asset,
    walletType: e.walletType as WalletTypeValue,
    amount: e.amount,
    reason: e.reason,
    createdAt: e.createdAt.toISOString(),
  }));
}
