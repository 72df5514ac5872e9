import type { P2pOrder } from '@coffer/contract';
import type { Db } from '../../db/client';
import { maskedUid } from '../otc/otc.module';
import { createP2pRepo } from './p2p.repo';
import { dealerName, orderView } from './p2p-view';

export interface P2pOrderChange {
  viewerId: number;
  at: Date;
  order: P2pOrder;
}

/**
 * The orders changed at or after `since`, oldest first, one change per party: each as that party
 * sees it in a list, so no payment details ever travel on the stream (orderView is given no payee),
 * nor image links (the page reads the order for its vouchers' signed links when they change).
 * Every status, timer and appeal change writes the order's `updatedAt`, so this sees them all.
 */
export async function p2pOrderChangesSince(db: Db, since: Date, limit: number): Promise<P2pOrderChange[]> {
  const rows = await createP2pRepo(db).changedSince(since, limit);
  return rows.flatMap(({ order, ...party }) => {
    const names = {
      dealer: dealerName({ name: party.dealerName, uid: party.dealerUid }),
      user: maskedUid(party.userUid),
    };
    return [order.userId, order.dealerId].map((viewerId) => ({
      viewerId,
      at: order.updatedAt,
      order: orderView(order, viewerId, names, undefined, []),
    }));
  });
}
