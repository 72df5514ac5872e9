import { type CashOrderStatus, cashCurrencies, channelsOf, type FiatRecordType } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { type HistoryPageInput, historyPage } from '../../lib/history-page';
import type { Caller } from '../../plugins/auth';
import { cashAccountKey } from './cash.fns';
import type { CashDeps } from './cash.shared';
import { cashOrderView, payeeView } from './cash-view';

type ReadDeps = Pick<CashDeps, 'repo' | 'ledger'>;

/** The currencies of the cash account with their limits, fees and channels (the contract's table). */
export const currencyList = () =>
  Object.entries(cashCurrencies).map(([currency, c]) => ({
    currency,
    ...c,
    channels: [...channelsOf[currency as keyof typeof channelsOf]],
  }));

/** Assets/GetCashAssets: every currency of the cash account, zero when it holds none. */
export async function cashAssets(deps: Pick<ReadDeps, 'ledger'>, caller: Caller) {
  // Each currency's own cash wallet: the global account's balances (a sub-account of the fiat wallet) are not cash.
  return Promise.all(
    Object.keys(cashCurrencies).map(async (currency) => {
      const b = await deps.ledger.balance(cashAccountKey(caller.userId, currency));
      return { currency, balance: b.balance, frozen: b.frozen, available: b.available };
    }),
  );
}

export async function payeeList(
  deps: Pick<ReadDeps, 'repo'>,
  caller: Caller,
  own: boolean,
  currency?: string,
) {
  return (await deps.repo.payees(caller.userId, { own, currency })).map(payeeView);
}

/** Beneficiaries and bank accounts together, newest first (the beneficiary address list). */
export async function payeePage(
  deps: Pick<ReadDeps, 'repo'>,
  caller: Caller,
  q: { currency?: string | undefined; SkipCount: number; MaxResultCount: number },
) {
  const [rows, totalCount] = await Promise.all([
    deps.repo.payees(caller.userId, { currency: q.currency, skip: q.SkipCount, take: q.MaxResultCount }),
    deps.repo.payeeCount(caller.userId, undefined, q.currency),
  ]);
  return { totalCount, items: rows.map(payeeView) };
}

export async function orderHistory(
  deps: Pick<ReadDeps, 'repo'>,
  caller: Caller,
  recordType: FiatRecordType,
  q: HistoryPageInput & { currency?: string | undefined; status?: CashOrderStatus | undefined },
) {
  const page = await deps.repo.history(caller.userId, recordType, {
    ...historyPage(q),
    currency: q.currency,
    status: q.status,
  });
  return { totalCount: page.totalCount, items: page.rows.map(cashOrderView) };
}

/** One of the caller's orders; another user's answers the same 40007 as an unknown one. */
export async function orderOf(deps: Pick<ReadDeps, 'repo'>, caller: Caller, orderId: string) {
  const o = await deps.repo.order(orderId, caller.userId);
  if (!o) throw new AppError('orderNotFound');
  return cashOrderView(o);
}
