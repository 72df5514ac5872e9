import { type DepositStatus, depositStatus } from '@coffer/contract';
import { isChain } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import { createDepositsRepo, type DepositRow, type DepositsRepo } from './deposits.repo';

const s = depositStatus.members;

export const depositView = (d: DepositRow) => ({
  id: d.id,
  coin: d.coin,
  network: d.network,
  address: d.address,
  txId: d.txId,
  amount: toWire(d.amount),
  confirmations: Math.min(d.confirmations, d.requiredConfirmations),
  requiredConfirmations: d.requiredConfirmations,
  status: d.status as (typeof s)[keyof typeof s],
  createdAt: d.createdAt.toISOString(),
  creditedAt: d.creditedAt?.toISOString() ?? null,
});

/** The ledger transfer id of a deposit: derived from the chain transaction, so it credits once. */
export const depositTransferId = (network: string, txId: string) =>
  `deposit:${network}:${txId}`.slice(0, 128);

export function createDepositsService(deps: {
  db: Db;
  repo: DepositsRepo;
  coins: CoinsRepo;
  chain: ChainAdapter;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}) {
  const { db, repo, coins, chain, ledger, now } = deps;

  async function creditDeposit(d: DepositRow, confirmations: number) {
    const transferId = depositTransferId(d.network, d.txId);
    await db.transaction(async (tx) => {
      await ledger.withTx(tx).transfer({
        id: transferId,
        debit: systemAccount('custody', d.coin, d.network),
        credit: userAccount(d.userId, d.coin),
        asset: d.coin,
        amount: d.amount,
        reason: 'deposit',
      });
      await createDepositsRepo(tx).markCredited(d.id, transferId, confirmations, now());
    });
  }

  return {
    /** The caller's address for this coin and network: derived once, the same ever after. */
    async address(caller: Caller, input: { coin: string; network: string }) {
      const found = await coins.network(input.coin, input.network);
      if (!found || found.coin.isFiat || !isChain(found.network.chain))
        throw new AppError('currencyNotSupported');
      if (!found.network.depositEnabled) throw new AppError('coinDepositProhibited');
      const family = found.network.chain;
      // The user id is the derivation index: unique per user, no allocation race.
      const row =
        (await repo.address(caller.userId, family)) ??
        (await repo.saveAddress({
          userId: caller.userId,
          chain: family,
          derivationIndex: caller.userId,
          address: chain.depositAddress(family, caller.userId),
        }));
      if (!row) throw new AppError('noFreeAddress');
      return {
        coin: found.coin.code,
        network: found.network.network,
        address: row.address,
        minDeposit: toWire(found.network.minDeposit),
        confirmations: found.network.confirmations,
      };
    },

    async list(caller: Caller, q: { coin?: string; status?: DepositStatus; skip: number; take: number }) {
      const page = await repo.page({ userId: caller.userId, ...q });
      return { totalCount: page.totalCount, items: page.items.map(depositView) };
    },

    /**
     * Follows the chain: records new incoming transfers to our addresses, counts confirmations,
     * and credits each deposit once it has enough. Safe to run anywhere, any number of times.
     */
    async scan(): Promise<{ seen: number; credited: number }> {
      const at = now();
      const incoming = await chain.recentIncoming(at);
      const existing = new Map((await repo.byTx(incoming)).map((d) => [`${d.network}:${d.txId}`, d]));
      const open = incoming.filter((tx) => {
        const d = existing.get(`${tx.network}:${tx.txId}`);
        return !d || d.status === s.pendingDeposit || d.status === s.confirming;
      });
      const owners = new Map((await repo.owners(open.map((tx) => tx.toAddress))).map((o) => [o.address, o]));
      let credited = 0;
      for (const tx of open) {
        const owner = owners.get(tx.toAddress);
        const config = await coins.network(tx.coin, tx.network);
        if (!owner || !config || config.network.chain !== owner.chain) continue;
        const required = config.network.confirmations;
        const status = new Dec(tx.amount).lt(config.network.minDeposit)
          ? s.belowMinimumDeposit
          : tx.confirmations === 0
            ? s.pendingDeposit
            : s.confirming;
        const upserted = await repo.upsert({
          userId: owner.userId,
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
          await creditDeposit(saved, tx.confirmations);
          credited++;
        }
      }
      return { seen: open.length, credited };
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
