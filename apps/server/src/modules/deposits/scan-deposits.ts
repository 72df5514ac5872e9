import { depositStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { Dec } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { depositTransferId } from './deposit-view';
import { createDepositsRepo, type DepositRow, type DepositsRepo } from './deposits.repo';

const s = depositStatus.members;

export interface ScanDepositsDeps {
  db: Pick<Db, 'transaction'>;
  repo: Pick<DepositsRepo, 'byTx' | 'owners' | 'upsert' | 'dropOpen' | 'markReorged'>;
  coins: Pick<CoinsRepo, 'network'>;
  chain: Pick<ChainAdapter, 'recentIncoming'>;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}

/**
 * Follows the chain: records new incoming transfers to our addresses, counts confirmations,
 * and credits each deposit once it has enough. Safe to run anywhere, any number of times. Counts
 * the credited deposits a reorg deeper than the depth took back (marked once; the job loop raises
 * them as an alert).
 */
export async function scanDeposits(
  deps: ScanDepositsDeps,
): Promise<{ seen: number; credited: number; reorgedAfterCredit: number }> {
  const { repo } = deps;
  const at = deps.now();
  const reported = await deps.chain.recentIncoming(at);
  let reorgedAfterCredit = 0;
  for (const tx of reported.filter((r) => r.removed)) {
    // A reorg took these out of the chain before they were final: never credited, nothing to undo.
    await repo.dropOpen(tx.network, tx.txId);
    // Deeper than the depth, after the credit: the money may already be spent; an operator decides.
    reorgedAfterCredit += (await repo.markReorged(tx.network, tx.txId, at)).length;
  }
  const incoming = reported.filter((r) => !r.removed);
  const existing = new Map((await repo.byTx(incoming)).map((d) => [`${d.network}:${d.txId}`, d]));
  const open = incoming.filter((tx) => {
    const d = existing.get(`${tx.network}:${tx.txId}`);
    return !d || d.status === s.pendingDeposit || d.status === s.confirming;
  });
  const owners = new Map((await repo.owners(open.map((tx) => tx.toAddress))).map((o) => [o.address, o]));
  let credited = 0;
  for (const tx of open) {
    const owner = owners.get(tx.toAddress);
    const config = await deps.coins.network(tx.coin, tx.network);
    if (!owner || !config || config.network.chain !== owner.chain) continue;
    const required = config.network.confirmations;
    const status = new Dec(tx.amount).lt(config.network.minDeposit)
      ? s.belowMinimumDeposit
      : tx.confirmations === 0
        ? s.pendingDeposit
        : s.confirming;
    const upserted = await repo.upsert({
      userId: owner.userId,
      walletType: owner.walletType,
      coin: tx.coin,
      network: tx.network,
      address: tx.toAddress,
      txId: tx.txId,
      amount: tx.amount,
      confirmations: tx.confirmations,
      requiredConfirmations: required,
      status,
      createdAt: at,
      updatedAt: at,
    });
    // Nothing new from the chain: the stored row stands (and is credited if a past try failed).
    const saved = upserted ?? existing.get(`${tx.network}:${tx.txId}`);
    if (saved && status === s.confirming && tx.confirmations >= required) {
      await creditDeposit(deps, saved, tx.confirmations);
      credited++;
    }
  }
  return { seen: open.length, credited, reorgedAfterCredit };
}

/** Credits the wallet the address serves from custody and marks the deposit, in one transaction. */
async function creditDeposit(
  deps: Pick<ScanDepositsDeps, 'db' | 'ledger' | 'now'>,
  d: DepositRow,
  confirmations: number,
) {
  const transferId = depositTransferId(d.network, d.txId);
  await deps.db.transaction(async (tx) => {
    await deps.ledger.withTx(tx).transfer({
      id: transferId,
      debit: systemAccount('custody', d.coin, d.network),
      credit: userAccount(d.userId, d.coin, d.walletType),
      asset: d.coin,
      amount: d.amount,
      reason: 'deposit',
    });
    await createDepositsRepo(tx).markCredited(d.id, transferId, confirmations, deps.now());
  });
}
