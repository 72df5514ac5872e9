import { toWire } from '../../lib/money';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import type { FundHistoryQuery, FundHistoryRepo } from './fund-history.repo';

export type { FundHistoryQuery };

/** The caller's deposits and withdrawals in one list, newest first, a page at a time. */
export async function fundHistory(
  deps: { history: Pick<FundHistoryRepo, 'page'> },
  caller: Caller,
  q: FundHistoryQuery,
) {
  const page = await deps.history.page({ userId: caller.userId, ...q });
  return mapPage(page, (r) => ({
    type: Number(r.type) as 1 | 2,
    ref: r.ref,
    coin: r.coin,
    network: r.network,
    address: r.address,
    amount: toWire(r.amount),
    fee: toWire(r.fee),
    status: Number(r.status),
    txId: r.tx_id,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
