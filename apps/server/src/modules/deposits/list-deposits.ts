import type { DepositStatus, WalletType } from '@coffer/contract';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { depositView } from './deposit-view';
import type { DepositsRepo } from './deposits.repo';

/** The caller's deposits into one wallet (spot, or a merchant's cloud wallet), newest first, a page at a time. */
export async function listDeposits(
  deps: { repo: Pick<DepositsRepo, 'page'> },
  caller: Caller,
  q: { wallet: WalletType; coin?: string; status?: DepositStatus; skip: number; take: number },
) {
  const page = await deps.repo.page({ userId: caller.userId, ...q });
  return mapPage(page, depositView);
}
