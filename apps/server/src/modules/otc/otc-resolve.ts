import { type OtcOrder, type OtcOrderStatus, otcOrderCanResolve, otcOrderStatus } from '@coffer/contract';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import { isLive, otcTransferIds } from './otc.fns';
import { createOtcRepo, type OtcOrderRow } from './otc.repo';
import { sendQuietly } from './otc-place';
import { otcOrderView } from './otc-view';

export interface ResolveDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx'>;
  messenger: Messenger;
  now: () => Date;
}

/** How an awaiting order ends: accepted posts both reservations; declined and expired void them. */
export type Outcome = 'accept' | 'decline' | 'expire';
const outcomes: Record<Outcome, { status: OtcOrderStatus; ledger: 'post' | 'void'; word: string }> = {
  accept: { status: otcOrderStatus.members.completed, ledger: 'post', word: 'was accepted' },
  decline: { status: otcOrderStatus.members.declined, ledger: 'void', word: 'was declined' },
  expire: { status: otcOrderStatus.members.expired, ledger: 'void', word: 'expired unanswered' },
};

/**
 * Ends an order awaiting its acceptor, once. In one transaction the order row is locked (a second
 * answer waits, then sees the first), both reservations post or void and the status changes. The
 * acceptor answers its own orders only (anyone else: 40007) and only within the answer window;
 * the same answer again returns the order as it is, any other once it has ended is 60015.
 * Returns undefined when the expiry finds the order already ended (nothing to do).
 */
export async function resolveOtcOrder(
  deps: ResolveDeps,
  orderId: string,
  outcome: Outcome,
  acceptorId?: number,
): Promise<OtcOrder | undefined> {
  const target = outcomes[outcome];
  const result = await deps.db.transaction(async (tx) => {
    const repo = createOtcRepo(tx);
    const order = await repo.lockOrder(orderId, acceptorId);
    if (!order) throw new AppError('orderNotFound');
    if (!otcOrderCanResolve(order.status)) {
      if (outcome === 'expire') return undefined;
      if (order.status === target.status) return { order, changed: false };
      throw new AppError('orderStatusInvalid', 'This order has already ended.');
    }
    const at = deps.now();
    const windowOpen = order.answerBy !== null && isLive(order.answerBy, at);
    if (outcome !== 'expire' && !windowOpen)
      throw new AppError('orderStatusInvalid', 'The time to answer this order is over.');
    if (outcome === 'expire' && windowOpen) return undefined;
    const ids = otcTransferIds(order.id);
    await deps.ledger.withTx(tx).batch(
      (['pay', 'deliver'] as const).map((leg) => ({
        op: target.ledger,
        id: ids.resolve(leg, target.ledger),
        pendingId: ids[leg],
        reason: 'otc' as const,
      })),
    );
    return { order: await repo.setStatus(order.id, target.status, at), changed: true };
  });
  if (!result) return undefined;
  if (result.changed) await tellUser(deps.messenger, result.order, target.word);
  return otcOrderView(result.order);
}

async function tellUser(messenger: Messenger, o: OtcOrderRow, word: string) {
  const what = `${o.side === 'buy' ? 'buy' : 'sell'} ${toWire(o.quantity)} ${o.baseCoin} at ${toWire(o.price)} ${o.quoteCoin}`;
  const after =
    o.status === otcOrderStatus.members.completed
      ? 'Both sides have been settled.'
      : 'The amount reserved for it is available again.';
  await sendQuietly(messenger, {
    userId: o.userId,
    subject: 'OTC order',
    kind: 'otcOrder',
    text: `Your OTC order to ${what} (order ${o.id}) ${word}. ${after}`,
  });
}

/** The expiry job's batch: each due order in its own short transaction, acted on once (the row lock and status). */
export async function expireDueOrders(deps: ResolveDeps, limit: number): Promise<number> {
  const due = await createOtcRepo(deps.db).dueOrderIds(deps.now(), limit);
  let expired = 0;
  for (const id of due) if (await resolveOtcOrder(deps, id, 'expire')) expired++;
  return expired;
}
