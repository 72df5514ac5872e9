import {
  type BankChannel,
  type CashOrderStatus,
  cashOrderStatus,
  type FiatRecordType,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { type HistoryPageInput, historyPage } from '../../lib/history-page';
import { toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { cashFailureReason } from './cash.fns';
import type { CashDeps } from './cash.shared';
import { cashAssets, currencyList } from './cash-reads';
import type { createCashRecordsRepo, SupervisionRow } from './cash-records.repo';

type RecordsRepo = ReturnType<typeof createCashRecordsRepo>;
const s = cashOrderStatus.members;

/** Still open: waiting for the payer's transfer, for our review, or at the bank. */
const openStatuses: readonly CashOrderStatus[] = [s.pendingPayment, s.pendingReview, s.inProgress];
/** Finished, one way or the other. */
const finishedStatuses: readonly CashOrderStatus[] = [s.success, s.failed, s.rejected, s.cancelled];
const dayMs = 86_400_000;

const supervisionView = (x: SupervisionRow) => ({
  currency: x.currency,
  status: x.status,
  count: x.count,
  amount: toWire(x.amount),
  oldestAt: x.oldestAt.toISOString(),
});

/**
 * A supervision view (GetUserTopUpOrderSupervision / GetUserWithdrawOrderSupervision): what a
 * custody user watches over their own orders of one kind: those still open, by currency and
 * status, with how many, how much and since when the oldest waits (a transfer to chase, a
 * payout the bank still holds), and what finished in the last 24 hours. Empty without an account.
 */
export async function orderSupervision(
  deps: Pick<CashDeps, 'now'> & { records: RecordsRepo },
  caller: Caller,
  recordType: FiatRecordType,
  currency: string | undefined,
) {
  const [open, lastDay] = await Promise.all([
    deps.records.supervision(caller.userId, recordType, openStatuses, { currency }),
    deps.records.supervision(caller.userId, recordType, finishedStatuses, {
      currency,
      since: new Date(deps.now().getTime() - dayMs),
    }),
  ]);
  return { open: open.map(supervisionView), lastDay: lastDay.map(supervisionView) };
}

/** The fiat records (Assets/GetUserCashAssetsHistory, …LegalCurrency…): the cash account's ledger movements. */
export async function fiatRecords(
  deps: { records: RecordsRepo },
  caller: Caller,
  q: HistoryPageInput & { currency?: string | undefined; type?: FiatRecordType | undefined },
) {
  const page = await deps.records.fiatRecords(caller.userId, {
    ...historyPage(q),
    currency: q.currency,
    type: q.type,
  });
  return {
    totalCount: page.totalCount,
    items: page.rows.map((x) => ({
      ...x,
      failureReason: x.failureReason === null ? null : cashFailureReason(x.failureReason),
      createdAt: x.createdAt.toISOString(),
    })),
  };
}

/** Cash/Cash/GetCurrency: one currency of the cash account, its rules and the caller's balance. */
export async function currencyOf(deps: Pick<CashDeps, 'ledger'>, caller: Caller, currency: string) {
  const rules = currencyList().find((c) => c.currency === currency);
  if (!rules) throw new AppError('currencyNotSupported', `The cash account does not hold ${currency}.`);
  const balance = (await cashAssets(deps, caller)).find((b) => b.currency === currency);
  return { ...rules, balance: balance ?? { currency, balance: '0', frozen: '0', available: '0' } };
}

/** Cash/Cash/GetBanks: the banks a channel of the currency reaches (in one country when given). */
export function banksOf(
  deps: Pick<CashDeps, 'bank'>,
  q: { currency: string; channel: BankChannel; country?: string | undefined },
) {
  const d = deps.bank.channel(q.currency, q.channel);
  if (!d) throw new AppError('currencyNotSupported', `${q.channel} does not pay out in ${q.currency}.`);
  return deps.bank.banks(q.channel, q.country);
}
