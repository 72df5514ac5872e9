import { type MultisigDepositState, type MultisigWithdrawalStatus, walletType } from '@coffer/contract';
import type { Ledger } from '../../ledger/ledger';
import { type HistoryPageInput, historyPage } from '../../lib/history-page';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { MultisigRepo } from './multisig.repo';
import { depositView, withdrawalView } from './multisig-view';
import { ownWallet } from './multisig-wallets';

type Page = HistoryPageInput & { walletId: number; coin?: string | undefined };

/** The wallet's deposits, newest first. */
export async function depositList(
  repo: MultisigRepo,
  caller: Caller,
  q: Page & { state?: MultisigDepositState | undefined },
) {
  const wallet = await ownWallet(repo, caller, q.walletId);
  const page = await repo.depositPage(wallet.id, { ...historyPage(q), coin: q.coin, state: q.state });
  return { totalCount: page.totalCount, items: page.items.map(depositView) };
}

/** The wallet's withdrawals, newest first, each with its signing records. */
export async function withdrawalList(
  repo: MultisigRepo,
  caller: Caller,
  q: Page & { status?: MultisigWithdrawalStatus | undefined },
) {
  const wallet = await ownWallet(repo, caller, q.walletId);
  const page = await repo.withdrawalPage(wallet.id, { ...historyPage(q), coin: q.coin, status: q.status });
  const signatures = await repo.signatures(page.items.map((w) => w.id));
  return {
    totalCount: page.totalCount,
    items: page.items.map((w) => withdrawalView(w, wallet.minSignatures, signatures)),
  };
}

/** Assets/GetUserMpcInfo: how many wallets, how many withdrawals in flight, and the total per coin. */
export async function mpcInfo(
  deps: { repo: MultisigRepo; ledger: Pick<Ledger, 'userBalances'> },
  caller: Caller,
) {
  const wallets = await deps.repo.wallets(caller.userId);
  // Every multisig sub-account of the user: a deleted wallet was empty, so it adds nothing.
  const rows = await deps.ledger.userBalances(caller.userId, walletType.members.multisig);
  const totals = new Map<string, Dec>();
  for (const row of rows) {
    totals.set(row.asset, (totals.get(row.asset) ?? new Dec(0)).plus(row.balance));
  }
  return {
    walletCount: wallets.length,
    pendingWithdrawals: await deps.repo.openCount(caller.userId),
    balances: [...totals].map(([coin, total]) => ({ coin, total: toWire(total) })),
  };
}
