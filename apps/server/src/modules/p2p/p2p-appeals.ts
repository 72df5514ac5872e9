import {
  appealRules,
  type ComplaintOutcome,
  complaintProcessingStatus,
  type EndpointParsedInput,
  type P2pRuling,
  p2pAwaitingReceipt,
  p2pCancelReason,
  type p2pEndpoints,
  p2pOrderStatus,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { prefixedId } from '../../lib/quotes';
import { createP2pRepo } from './p2p.repo';
import { escrowIds, imageLinks, type P2pDeps, tellParties } from './p2p.shared';
import { lockPartyOrder, voidEscrow } from './p2p-actions';
import { appealView } from './p2p-view';

type AppealInput = EndpointParsedInput<typeof p2pEndpoints.userAppeal>;

export const newAppealId = () => prefixedId('fa');

/**
 * Either party appeals a paid order, within 24 h of the order (60031), one appeal at a time
 * (60014). Proofs must be the caller's uploads. The order's timers stop until the ruling.
 */
export async function openAppeal(deps: P2pDeps, actorId: number, input: AppealInput) {
  if (input.proofs.length > 0) {
    const files = await deps.files.describe(input.proofs);
    if (input.proofs.some((id) => files.get(id)?.ownerUserId !== actorId))
      throw new AppError('invalidInput', 'A proof is not one of your uploads.', [
        { field: 'proofs', message: 'file.unknown' },
      ]);
  }
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const order = await lockPartyOrder(repo, input.orderId, actorId, 'either');
    if (order.appealOpen) throw new AppError('orderUnderAppeal');
    if (!p2pAwaitingReceipt(order.status))
      throw new AppError('orderStatusInvalid', 'Appeal after the payment is marked sent.');
    const at = deps.now();
    if (at.getTime() - order.createdAt.getTime() > appealRules.windowHours * 3_600_000)
      throw new AppError('appealWindowExpired');
    const appeal = await repo.insertAppeal({
      id: newAppealId(),
      orderId: order.id,
      openedBy: actorId,
      reason: input.reason,
      remark: input.remark,
      proofs: input.proofs,
      status: complaintProcessingStatus.members.processing,
      createdAt: at,
    });
    await repo.updateOrder(order.id, { appealOpen: true, updatedAt: at });
    return { appeal, order };
  });
  await tellParties(deps.messenger, result.order, 'an appeal was opened; the order waits for the operator.');
  return appealView(result.appeal, result.order, imageLinks(deps, result.appeal.proofs));
}

/** An appeal, to a party of its order only (60019 otherwise). */
export async function partyAppeal(deps: Pick<P2pDeps, 'db' | 'files'>, actorId: number, appealId: string) {
  const repo = createP2pRepo(deps.db);
  const appeal = await repo.appeal(appealId);
  const order = appeal && (await repo.order(appeal.orderId));
  if (!appeal || !order || (order.userId !== actorId && order.dealerId !== actorId))
    throw new AppError('complaintNotFound');
  return appealView(appeal, order, imageLinks(deps, appeal.proofs));
}

export async function partyAppeals(
  deps: Pick<P2pDeps, 'db' | 'files'>,
  actorId: number,
  q: { skip: number; take: number },
) {
  const repo = createP2pRepo(deps.db);
  const page = await repo.partyAppeals(actorId, q);
  const items = [];
  for (const a of page.items) {
    const order = await repo.order(a.orderId);
    if (order) items.push(appealView(a, order, imageLinks(deps, a.proofs)));
  }
  return { totalCount: page.totalCount, items };
}

/** The operator takes an open appeal (a ruling needs it taken first, so two operators never rule at once). */
export async function takeAppeal(deps: Pick<P2pDeps, 'db'>, appealId: string, operator: string) {
  return deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const appeal = await repo.appeal(appealId);
    if (!appeal || appeal.status !== complaintProcessingStatus.members.processing)
      throw new AppError('complaintNotFound');
    if (appeal.takenBy && appeal.takenBy !== operator)
      throw new AppError('conflict', `Taken by ${appeal.takenBy}.`);
    return repo.updateAppeal(appealId, { takenBy: operator });
  });
}

/**
 * The operator's ruling: `release` posts the escrow to the buyer (the order completes), `return`
 * voids it back to the seller (the order is cancelled, counted against nobody). Once: the order
 * row's lock and the appeal's status make a second ruling a refusal.
 */
export async function ruleAppeal(
  deps: P2pDeps,
  appealId: string,
  operator: string,
  ruling: P2pRuling,
  outcome: ComplaintOutcome,
) {
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const found = await repo.appeal(appealId);
    if (!found) throw new AppError('complaintNotFound');
    const order = await repo.lockOrder(found.orderId);
    const appeal = await repo.appeal(appealId);
    if (!order || !appeal || appeal.status !== complaintProcessingStatus.members.processing)
      throw new AppError('complaintNotFound', 'This appeal is not open.');
    if (appeal.takenBy !== operator) throw new AppError('conflict', 'Take the appeal before ruling on it.');
    const at = deps.now();
    if (ruling === 'release') {
      const ids = escrowIds(order.id);
      await deps.ledger.withTx(tx).post({ id: ids.release, pendingId: ids.escrow, reason: 'p2p' });
      await repo.updateOrder(order.id, {
        status: p2pOrderStatus.members.completed,
        endedAt: at,
        appealOpen: false,
        updatedAt: at,
      });
    } else {
      await voidEscrow(deps, tx, order);
      await repo.updateOrder(order.id, {
        status: p2pOrderStatus.members.cancelled,
        cancelReason: p2pCancelReason.members.operatorRuling,
        endedAt: at,
        appealOpen: false,
        updatedAt: at,
      });
    }
    const ruled = await repo.updateAppeal(appealId, {
      status: complaintProcessingStatus.members.completed,
      outcome,
      ruling,
      resolvedAt: at,
    });
    return { appeal: ruled, order };
  });
  const word = ruling === 'release' ? 'released to the buyer' : 'returned to the seller';
  await tellParties(
    deps.messenger,
    result.order,
    `the operator ruled on the appeal: the crypto was ${word}.`,
  );
  return appealView(result.appeal, result.order, imageLinks(deps, result.appeal.proofs));
}

export const openAppealsList = (deps: Pick<P2pDeps, 'db'>) => createP2pRepo(deps.db).openAppeals();
