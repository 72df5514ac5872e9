import { multisigWithdrawalStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import { ChainRefusal } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import type { DispatchHandler } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { withdrawalIdOf } from './multisig.fns';
import { createMultisigRepo } from './multisig.repo';
import { settle } from './multisig-view';

const s = multisigWithdrawalStatus.members;

/**
 * The multisig withdrawals' side of the outbound dispatch: the dispatch id is the reference the
 * chain sees. Claimed only while the proposal is on chain without a transaction; sent, it gets its
 * transaction id and the chain's confirmations decide it; refused, its reservation goes back.
 */
export function multisigSender(deps: {
  db: Db;
  chain: Pick<ChainAdapter, 'send' | 'sentByReference'>;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}): DispatchHandler {
  const repo = createMultisigRepo(deps.db);
  const row = async (id: string) => {
    const w = await repo.withdrawal(withdrawalIdOf(id));
    if (!w) throw new Error(`no multisig withdrawal for dispatch ${id}`);
    return w;
  };
  return {
    kind: 'multisigWithdrawal',
    async onClaim(tx, id) {
      const w = await createMultisigRepo(tx).withdrawal(withdrawalIdOf(id), true);
      return w?.status === s.onChain && !w.txId;
    },
    async send(id, now) {
      const { network, coin, address: toAddress, amount } = await row(id);
      return deps.chain.send({ network, coin, toAddress, amount, reference: id, now });
    },
    lookup: async (id) => deps.chain.sentByReference((await row(id)).network, id),
    isRefusal: (error) => error instanceof ChainRefusal,
    async onSent(tx, id, txId) {
      const r = createMultisigRepo(tx);
      const w = await r.withdrawal(withdrawalIdOf(id), true);
      if (w?.status === s.onChain) await r.updateWithdrawal(w.id, { txId, updatedAt: deps.now() });
    },
    async onRefused(tx, id) {
      const r = createMultisigRepo(tx);
      const w = await r.withdrawal(withdrawalIdOf(id), true);
      if (w?.status !== s.onChain || w.txId) return;
      await deps.ledger.withTx(tx).batch(settle(w, 'void'));
      await r.updateWithdrawal(w.id, { status: s.failed, failure: 'refused', updatedAt: deps.now() });
    },
  };
}
