import { walletType } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userSubAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { Dec } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { walletSub } from './multisig.fns';
import { createMultisigRepo, type MultisigDepositRow, type MultisigRepo } from './multisig.repo';

export interface ScanDeps {
  db: Db;
  repo: MultisigRepo;
  coins: Pick<CoinsRepo, 'network'>;
  chain: Pick<ChainAdapter, 'recentIncoming'>;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}

/** The ledger transfer of a multisig deposit: its id comes from the chain transaction, so it is made once. */
export const multisigDepositTransferId = (network: string, txId: string) => `msdeposit:${network}:${txId}`;

/**
 * Follows the chain like the spot deposits (deposits/scan-deposits.ts) for the multisig wallets'
 * addresses: records each incoming transfer, counts its confirmations and credits the wallet's
 * ledger account from custody once it has enough. A transfer below the network's minimum is
 * recorded and never credited. Safe to run anywhere, any number of times.
 */
export async function scanMultisigDeposits(deps: ScanDeps): Promise<{ credited: number }> {
  const at = deps.now();
  const incoming = await deps.chain.recentIncoming(at);
  const owners = new Map(
    (await deps.repo.addressOwners(incoming.map((tx) => tx.toAddress))).map((o) => [o.address, o]),
  );
  const mine = incoming.filter((tx) => owners.has(tx.toAddress));
  const done = new Set(
    (await deps.repo.depositsByTx(mine.map((tx) => tx.txId)))
      .filter((d) => d.creditedAt !== null)
      .map((d) => `${d.network}:${d.txId}`),
  );
  let credited = 0;
  for (const tx of mine) {
    const owner = owners.get(tx.toAddress);
    const config = await deps.coins.network(tx.coin, tx.network);
    if (!owner || !config || config.network.chain !== owner.chain || done.has(`${tx.network}:${tx.txId}`))
      continue;
    const saved = await deps.repo.upsertDeposit({
      walletId: owner.wallet.id,
      coin: tx.coin,
      network: tx.network,
      address: tx.toAddress,
      txId: tx.txId,
      amount: tx.amount,
      confirmations: tx.confirmations,
      requiredConfirmations: config.network.confirmations,
      createdAt: at,
      updatedAt: at,
    });
    const enough = tx.confirmations >= config.network.confirmations;
    const aboveMinimum = !new Dec(tx.amount).lt(config.network.minDeposit);
    if (saved && enough && aboveMinimum && (await credit(deps, saved, owner.wallet.userId))) credited++;
  }
  return { credited };
}

/** Credits the wallet from custody and marks the deposit, in one transaction; false if already done. */
async function credit(deps: Pick<ScanDeps, 'db' | 'ledger' | 'now'>, d: MultisigDepositRow, userId: number) {
  const transferId = multisigDepositTransferId(d.network, d.txId);
  return deps.db.transaction(async (tx) => {
    if (!(await createMultisigRepo(tx).markCredited(d.id, transferId, deps.now()))) return false;
    await deps.ledger.withTx(tx).transfer({
      id: transferId,
      debit: systemAccount('custody', d.coin, d.network),
      credit: userSubAccount(userId, d.coin, walletType.members.multisig, walletSub(d.walletId)),
      asset: d.coin,
      amount: d.amount,
      reason: 'deposit',
    });
    return true;
  });
}
