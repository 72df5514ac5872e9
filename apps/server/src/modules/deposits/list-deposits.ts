import type { DepositStatus } from '@coffer/contract';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { depositView } from './deposit-view';
import type { DepositsRepo } from './deposits.repo';

/** The caller's deposits, newest first, a page at a time. */
export async function listDeposits(
  deps: { repo: Pick<DepositsRepo, 'page'> },
  caller: Caller,
  q: { coin?: string; status?: DepositStatus; skip: number; take: number },
) {
  const page = await deps.repo.page({ userId: caller.userId, ...q });
  return mapPage(page, depositView);
}
