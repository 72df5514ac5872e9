import type { LiveEvent } from '@coffer/contract';
import { and, asc, gte, isNotNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  cardOrders,
  cashAccounts,
  cashOrders,
  convertLimitOrders,
  deposits,
  globalAccounts,
  globalPayIns,
  merchantApplications,
  otcOrders,
  paymentOrders,
  withdrawals,
} from '../../db/schema';
import { cardOrderView } from '../card/card.module';
import { cashAccountView, cashOrderView } from '../cash/cash.module';
import { limitOrderView } from '../convert/convert.module';
import { depositView } from '../deposits/deposits.module';
import { earnPositionChangesSince } from '../earn/earn.module';
import { globalAccountView, globalPayInView } from '../global-account/global-account.module';
import { multisigChangesSince } from '../multisig/multisig.module';
import { otcOrderView } from '../otc/otc.module';
import { p2pOrderChangesSince } from '../p2p/p2p.module';
import { withdrawalView } from '../withdrawals/withdrawals.module';

const batchMax = 500;

export interface Change {
  /** The row and the instant it changed at, so one change is sent once. */
  key: string;
  at: Date;
  userId: number;
  event: LiveEvent;
}

/** A table's rows whose `updatedAt` is at or after `since` (and `also` holds), oldest first, one batch. */
function updatedSince<T extends PgTable & { updatedAt: PgColumn }>(
  db: Db,
  table: T,
  since: Date,
  also?: SQL,
) {
  return db
    .select()
    .from(table as PgTable)
    .where(and(gte(table.updatedAt, since), also))
    .orderBy(asc(table.updatedAt))
    .limit(batchMax) as unknown as Promise<T['$inferSelect'][]>;
}

/**
 * The deposits, withdrawals, OTC orders and convert limit orders changed at or after `since`, oldest
 * first. A limit order changes twice: placed (`createdAt`) and ended (`finishedAt`).
 */
export async function changesSince(db: Db, since: Date): Promise<Change[]> {
  const [
    [d, w, o, l, m, p, cashOrderRows, cashAccountRows, p2p, earn, cardOrderRows, multisig],
    globalAccountRows,
    globalPayInRows,
  ] = await Promise.all([
    Promise.all([
      updatedSince(db, deposits, since),
      updatedSince(db, withdrawals, since),
      updatedSince(db, otcOrders, since),
      db
        .select()
        .from(convertLimitOrders)
        .where(or(gte(convertLimitOrders.createdAt, since), gte(convertLimitOrders.finishedAt, since)))
        .orderBy(asc(convertLimitOrders.createdAt))
        .limit(batchMax),
      updatedSince(db, merchantApplications, since, isNotNull(merchantApplications.reviewedAt)),
      // The payment orders' view here is small: the live event only tells pages to refetch.
      db
        .select({
          id: paymentOrders.id,
          merchantId: paymentOrders.merchantId,
          subMerchantId: paymentOrders.subMerchantId,
          state: paymentOrders.state,
          status: paymentOrders.status,
          updatedAt: paymentOrders.updatedAt,
        })
        .from(paymentOrders)
        .where(gte(paymentOrders.updatedAt, since))
        .orderBy(asc(paymentOrders.updatedAt))
        .limit(batchMax),
      updatedSince(db, cashOrders, since),
      updatedSince(db, cashAccounts, since),
      p2pOrderChangesSince(db, since, batchMax),
      earnPositionChangesSince(db, since, batchMax),
      updatedSince(db, cardOrders, since),
      multisigChangesSince(db, since, batchMax),
    ]),
    updatedSince(db, globalAccounts, since),
    updatedSince(db, globalPayIns, since),
  ]);
  return [
    ...d.map((row) => ({
      key: `d${row.id}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'deposit', data: depositView(row) } as LiveEvent,
    })),
    ...w.map((row) => ({
      key: `w${row.id}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'withdrawal', data: withdrawalView(row) } as LiveEvent,
    })),
    // An OTC order reaches both of its parties' streams.
    ...o.flatMap((row) =>
      [row.userId, row.acceptorId].map((userId) => ({
        key: `o${row.id}:${userId}:${row.updatedAt.getTime()}`,
        at: row.updatedAt,
        userId,
        event: { event: 'otcOrder', data: otcOrderView(row) } as LiveEvent,
      })),
    ),
    ...l.map((row) => {
      const at = row.finishedAt ?? row.createdAt;
      return {
        key: `l${row.id}:${at.getTime()}`,
        at,
        userId: row.userId,
        event: { event: 'convertLimitOrder', data: limitOrderView(row) } as LiveEvent,
      };
    }),
    // The operator's decision on an official-merchant application (a draft or a submission is not sent).
    ...m.map((row) => ({
      key: `m${row.userId}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: {
        event: 'merchantApplication',
        data: { applicationStatus: row.status, rejectReason: row.rejectReason },
      } as LiveEvent,
    })),
    // A payment order reaches its merchant and, when a cashier made it, that sub-merchant.
    ...p.flatMap((row) =>
      [row.merchantId, ...(row.subMerchantId === null ? [] : [row.subMerchantId])].map((userId) => ({
        key: `p${row.id}:${userId}:${row.updatedAt.getTime()}`,
        at: row.updatedAt,
        userId,
        event: {
          event: 'paymentOrder',
          data: { orderId: row.id, state: row.state, status: row.status },
        } as LiveEvent,
      })),
    ),
    // Fiat cash: an order's status and the account application's, to their owner.
    ...cashOrderRows.map((row) => ({
      key: `c${row.id}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'cashOrder', data: cashOrderView(row) } as LiveEvent,
    })),
    ...cashAccountRows.map((row) => ({
      key: `ca${row.userId}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'cashAccount', data: cashAccountView(row) } as LiveEvent,
    })),
    // A P2P order reaches both of its parties, each with its own view (never the payee's details).
    ...p2p.map((c) => ({
      key: `f${c.order.orderId}:${c.viewerId}:${c.at.getTime()}`,
      at: c.at,
      userId: c.viewerId,
      event: { event: 'p2pOrder', data: c.order } as LiveEvent,
    })),
    // An earn position subscribed, paid a day's interest, redeeming, redeemed (or back after a failure).
    ...earn.map((c) => ({
      key: `e${c.position.positionId}:${c.at.getTime()}`,
      at: c.at,
      userId: c.userId,
      event: { event: 'earnPosition', data: c.position } as LiveEvent,
    })),
    // A card or quick-buy order, to its buyer.
    ...cardOrderRows.map((row) => ({
      key: `k${row.id}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'cardOrder', data: cardOrderView(row) } as LiveEvent,
    })),
    // A multisig wallet's deposit or withdrawal, to the wallet's owner.
    ...multisig,
    // The global account: the application's status and each pay-in (arrived, credited, returned), to their owner.
    ...globalAccountRows.map((row) => ({
      key: `ga${row.userId}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'globalAccount', data: globalAccountView(row) } as LiveEvent,
    })),
    ...globalPayInRows.map((row) => ({
      key: `gp${row.id}:${row.updatedAt.getTime()}`,
      at: row.updatedAt,
      userId: row.userId,
      event: { event: 'globalPayIn', data: globalPayInView(row) } as LiveEvent,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The changes not sent yet and the cursor to ask from next. Rows at the new cursor instant are
 * asked for again next time (>=), so their keys are remembered as seen.
 */
export function advance(changes: Change[], since: Date, seenAtCursor: ReadonlySet<string>) {
  const fresh = changes.filter((c) => !seenAtCursor.has(c.key));
  const cursor = fresh.reduce((next, c) => (c.at > next ? c.at : next), since);
  const seen = new Set(changes.filter((c) => c.at.getTime() === cursor.getTime()).map((c) => c.key));
  return { fresh, cursor, seen };
}
