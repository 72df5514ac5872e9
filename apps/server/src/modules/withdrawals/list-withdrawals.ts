import type { WalletType, WithdrawalStatus } from '@coffer/contract';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { withdrawalView } from './withdrawal-view';
import type { WithdrawalsRepo } from './withdrawals.repo';

export interface WithdrawalsQuery {
  wallet: WalletType;
  coin?: string;
  status?: WithdrawalStatus;
  skip: number;
  take: number;
}

/** The caller's withdrawals from one wallet (spot, or a merchant's cloud wallet), newest first, a page at a time. */
export async function listWithdrawals(
  deps: { repo: Pick<WithdrawalsRepo, 'page'> },
  caller: Caller,
  query: WithdrawalsQuery,
) {
  const page = await deps.repo.page({ userId: caller.userId, ...query });
  return mapPage(page, withdrawalView);
}
