import { type MultisigWithdrawalStatus, multisigWithdrawalStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import {
  type DispatchLog,
  dispatchNow,
  runDispatches,
  stderrLog,
} from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import { canMove, signableStatuses } from './multisig.fns';
import { createMultisigRepo, type MultisigWithdrawalRow } from './multisig.repo';
import { multisigSender } from './multisig-sender';
import { settle } from './multisig-view';

const s = multisigWithdrawalStatus.members;

export interface ProcessorDeps {
  db: Db;
  coins: Pick<CoinsRepo, 'network'>;
  chain: ChainAdapter;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
  log?: DispatchLog;
}

/**
 * Moves a proposal from `from` to `to` if it is still allowed, the ledger step in the same
 * transaction; the row is re-read under its lock, so a second pass or process does nothing.
 */
async function step(
  deps: ProcessorDeps,
  id: number,
  ok: (w: MultisigWithdrawalRow) => boolean,
  to: MultisigWithdrawalStatus,
  set: Partial<MultisigWithdrawalRow>,
  money: 'post' | 'void',
) {
  return deps.db.transaction(async (tx) => {
    const r = createMultisigRepo(tx);
    const w = await r.withdrawal(id, true);
    if (!w || !ok(w) || !canMove(w.status, to)) return false;
    await deps.ledger.withTx(tx).batch(settle(w, money));
    await r.updateWithdrawal(id, { ...set, status: to, updatedAt: deps.now() });
    return true;
  });
}

/**
 * The multisig job: expires proposals that did not gather their signatures in time (voiding the
 * reservation), sends those that did (the outbound dispatch resumes any unknown send), and settles
 * what the chain confirmed or failed.
 */
export function createMultisigProcessor(deps: ProcessorDeps) {
  const dispatchDeps = { db: deps.db, now: deps.now, log: deps.log ?? stderrLog };
  const sender = multisigSender(deps);
  const repo = createMultisigRepo(deps.db);
  return {
    sendNow: (id: string) => dispatchNow(dispatchDeps, sender, id),
    async run() {
      let moved = 0;
      const at = deps.now();
      for (const { id } of await repo.expired(at)) {
        const due = (w: MultisigWithdrawalRow) => signableStatuses.includes(w.status) && w.expiresAt <= at;
        if (await step(deps, id, due, s.failed, { failure: 'expired', completedAt: at }, 'void')) moved++;
      }
      const sends = await runDispatches(dispatchDeps, sender);
      moved += sends.sent + sends.refused;
      for (const w of await repo.byStatus(s.onChain)) {
        if (!w.txId) continue;
        const state = await deps.chain.outgoingStatus(w.network, w.txId, at);
        const config = await deps.coins.network(w.coin, w.network);
        if (!state || !config) continue;
        const sent = (row: MultisigWithdrawalRow) => row.txId !== null;
        if (state.failed) {
          if (await step(deps, w.id, sent, s.failed, { failure: 'chainFailed', completedAt: at }, 'void'))
            moved++;
        } else if (state.confirmations >= config.network.confirmations) {
          if (await step(deps, w.id, sent, s.success, { completedAt: at }, 'post')) moved++;
        }
      }
      return moved;
    },
  };
}
