import { type WithdrawalStatus, withdrawalStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import {
  type DispatchDeps,
  enqueueDispatch,
  runDispatches,
  stderrLog,
} from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import { withdrawalSender } from './withdrawal-sender';
import { settle } from './withdrawal-view';
import { unconfirmedTtlMs } from './withdrawals.fns';
import { createWithdrawalsRepo, type WithdrawalRow } from './withdrawals.repo';

const s = withdrawalStatus.members;

/**
 * What happens to a withdrawal after the user: operator review, broadcast, chain confirmations,
 * expiry of unconfirmed applications. Every step re-reads the row under a lock and checks its
 * status, so running it twice, or in two processes, does each step once; the broadcast is the
 * outbound dispatch's, which claims a withdrawal before it sends it.
 */
type ProcessorDeps = Pick<DispatchDeps, 'db' | 'now'> &
  Partial<Pick<DispatchDeps, 'log'>> & {
    coins: CoinsRepo;
    chain: ChainAdapter;
    ledger: Pick<Ledger, 'withTx'>;
  };

export function createWithdrawalsProcessor(deps: ProcessorDeps) {
  const { now } = deps;
  const repo = createWithdrawalsRepo(deps.db);
  return {
    approve: (rid: string, note = '') =>
      step(deps, rid, s.pendingReview, () => ({
        status: s.pendingSend,
        reviewedAt: now(),
        reviewNote: note,
      })),
    reject: (rid: string, note = '') =>
      step(
        deps,
        rid,
        s.pendingReview,
        () => ({ status: s.reviewRejected, reviewedAt: now(), reviewNote: note }),
        'void',
      ),
    list: (statuses: WithdrawalStatus[]) => repo.byStatuses(statuses),
    /** One pass of the background work; returns how many withdrawals moved. */
    run: () => moveWithdrawals(deps),
  };
}
export type WithdrawalsProcessor = ReturnType<typeof createWithdrawalsProcessor>;

/** Moves one withdrawal on if it is still in `from`; the ledger step commits with the status. */
async function step(
  deps: Pick<ProcessorDeps, 'db' | 'ledger' | 'now'>,
  rid: string,
  from: number,
  set: (w: WithdrawalRow) => Partial<WithdrawalRow>,
  money?: 'post' | 'void',
): Promise<WithdrawalRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const r = createWithdrawalsRepo(tx);
    const w = await r.lock(rid);
    if (!w || w.status !== from) return undefined;
    if (money) await deps.ledger.withTx(tx).batch(settle(w, money));
    return r.update(w.id, { ...set(w), updatedAt: deps.now() });
  });
}

/** Expires unconfirmed applications, broadcasts confirmed ones, and settles those the chain decided. */
async function moveWithdrawals(deps: ProcessorDeps): Promise<number> {
  const { chain, now } = deps;
  const repo = createWithdrawalsRepo(deps.db);
  let moved = 0;
  const at = now();
  for (const w of await repo.due('unconfirmed', new Date(at.getTime() - unconfirmedTtlMs)))
    if (await step(deps, w.rid, s.pendingSend, () => ({ status: s.revoked, codeHash: null }), 'void'))
      moved++;

  // Every confirmed withdrawal waiting to go out is enqueued here (once: the id is its rid), those
  // confirmed before the dispatch existed included; the dispatch claims, sends and resumes them.
  for (const w of await repo.due('toSend', at))
    await enqueueDispatch(deps.db, { id: w.rid, kind: 'withdrawal' }, at);
  const sends = await runDispatches({ db: deps.db, now, log: deps.log ?? stderrLog }, withdrawalSender(deps));
  moved += sends.sent + sends.refused;

  for (const w of await repo.due('onChain', at)) {
    if (!w.txId) continue;
    const state = await chain.outgoingStatus(w.network, w.txId, at);
    const config = await deps.coins.network(w.coin, w.network);
    if (!state || !config) continue;
    if (state.failed) {
      if (await step(deps, w.rid, s.processing, () => ({ status: s.failed }), 'void')) moved++;
    } else if (state.confirmations >= config.network.confirmations) {
      if (await step(deps, w.rid, s.processing, () => ({ status: s.accepted, completedAt: now() }), 'post'))
        moved++;
    }
  }
  return moved;
}
