import { type WalletType, type WithdrawalStatus, withdrawalStatus } from '@coffer/contract';
import { and, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow, type WalletHistoryQuery, walletHistoryPage } from '../../db/rows';
import { withdrawals } from '../../db/schema';
import { refundedStatuses } from './withdrawals.fns';

const s = withdrawalStatus.members;

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A repo is a table of short queries over one database or transaction (the use cases pass theirs); its length is their number, not one long function. */
export function createWithdrawalsRepo(db: Db) {
  return {
    async dailyTotal(userId: number, coin: string, since: Date): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, userId),
            eq(withdrawals.coin, coin),
            gte(withdrawals.createdAt, since),
            notInArray(withdrawals.status, [...refundedStatuses]),
          ),
        );
      return row?.total ?? '0';
    },
    async byRequestKey(requestKey: string) {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.requestKey, requestKey));
      return row;
    },
    async byRid(rid: string) {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.rid, rid));
      return row;
    },
    insert: (row: typeof withdrawals.$inferInsert) => insertRow(db, withdrawals, row),
    /** The row, locked for a status change; only the owner's when a user id is given. */
    async lock(rid: string, userId?: number) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(
          and(eq(withdrawals.rid, rid), userId === undefined ? undefined : eq(withdrawals.userId, userId)),
        )
        .for('update');
      return row;
    },
    async update(id: number, set: Partial<typeof withdrawals.$inferInsert>) {
      const [row] = await db.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },
    page: (q: WalletHistoryQuery<WithdrawalStatus>) => walletHistoryPage(db, withdrawals, q),
    async countByStatus(userId: number, wallet: WalletType, status: WithdrawalStatus): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, userId),
            eq(withdrawals.walletType, wallet),
            eq(withdrawals.status, status),
          ),
        );
      return row?.n ?? 0;
    },
    /** Work for the processor, bounded per run. */
    async due(kind: 'unconfirmed' | 'toSend' | 'onChain', before: Date, limit = 100) {
      const where =
        kind === 'unconfirmed'
          ? and(
              eq(withdrawals.status, s.pendingSend),
              isNull(withdrawals.confirmedAt),
              lt(withdrawals.createdAt, before),
            )
          : kind === 'toSend'
            ? and(eq(withdrawals.status, s.pendingSend), isNotNull(withdrawals.confirmedAt))
            : eq(withdrawals.status, s.processing);
      return db.select().from(withdrawals).where(where).orderBy(withdrawals.id).limit(limit);
    },
    async byStatuses(statuses: WithdrawalStatus[], limit = 100) {
      return db
        .select()
        .from(withdrawals)
        .where(inArray(withdrawals.status, statuses))
        .orderBy(withdrawals.id)
        .limit(limit);
    },
  };
}
export type WithdrawalsRepo = ReturnType<typeof createWithdrawalsRepo>;
