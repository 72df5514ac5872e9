import { withdrawalStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import type { DispatchHandler } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { settle } from './withdrawal-view';
import { createWithdrawalsRepo } from './withdrawals.repo';

const s = withdrawalStatus.members;

/**
 * The withdrawals' side of the outbound dispatch: the dispatch id is the withdrawal's `rid`, the
 * reference the chain sees. Claimed, a withdrawal becomes `processing` (no longer cancellable,
 * with no transaction id yet); sent, it gets its transaction id and the chain's confirmations
 * decide it; refused by the chain, its reservation goes back and it is `failed`.
 */
export function withdrawalSender(deps: {
  db: Db;
  chain: Pick<ChainAdapter, 'send' | 'sentByReference'>;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}): DispatchHandler {
  const repo = createWithdrawalsRepo(deps.db);
  const row = async (rid: string) => {
    const w = await repo.byRid(rid);
    if (!w) throw new Error(`no withdrawal ${rid} for its dispatch`);
    return w;
  };
  return {
    kind: 'withdrawal',
    async onClaim(tx, rid) {
      const r = createWithdrawalsRepo(tx);
      const w = await r.lock(rid);
      if (w?.status !== s.pendingSend || !w.confirmedAt) return false;
      await r.update(w.id, { status: s.processing, updatedAt: deps.now() });
      return true;
    },
    async send(rid, now) {
      const w = await row(rid);
      const { network, coin, address: toAddress, amount } = w;
      return deps.chain.send({ network, coin, toAddress, amount, reference: rid, now });
    },
    async lookup(rid) {
      return deps.chain.sentByReference((await row(rid)).network, rid);
    },
    async onSent(tx, rid, txId) {
      const r = createWithdrawalsRepo(tx);
      const w = await r.lock(rid);
      if (w?.status === s.processing) await r.update(w.id, { txId, updatedAt: deps.now() });
    },
    async onRefused(tx, rid) {
      const r = createWithdrawalsRepo(tx);
      const w = await r.lock(rid);
      if (w?.status !== s.processing || w.txId) return;
      await deps.ledger.withTx(tx).batch(settle(w, 'void'));
      await r.update(w.id, { status: s.failed, updatedAt: deps.now() });
    },
  };
}
