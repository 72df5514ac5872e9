import { type DepositStatus, depositStatus, type WalletType } from '@coffer/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WalletHistoryQuery, walletHistoryPage } from '../../db/rows';
import { depositAddresses, deposits } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;

/** A repo is a table of short queries over one database or transaction (the use cases pass theirs); its length is their number, not one long function. */
export function createDepositsRepo(db: Db) {
  return {
    async address(userId: number, chain: string, wallet: WalletType) {
      const [row] = await db
        .select()
        .from(depositAddresses)
        .where(
          and(
            eq(depositAddresses.userId, userId),
            eq(depositAddresses.chain, chain),
            eq(depositAddresses.walletType, wallet),
          ),
        );
      return row;
    },
    /** Stores the user's address; a concurrent twin of the same call stores it once. */
    async saveAddress(row: {
      userId: number;
      chain: string;
      walletType: WalletType;
      derivationIndex: number;
      address: string;
    }) {
      await db.insert(depositAddresses).values(row).onConflictDoNothing();
      return this.address(row.userId, row.chain, row.walletType);
    },
    async owners(addresses: string[]) {
      if (addresses.length === 0) return [];
      return db.select().from(depositAddresses).where(inArray(depositAddresses.address, addresses));
    },
    async byTx(keys: { network: string; txId: string }[]) {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(deposits)
        .where(
          inArray(
            deposits.txId,
            keys.map((k) => k.txId),
          ),
        );
    },
    /** Records what the chain says now; a final deposit (credited, below minimum) never changes. */
    async upsert(row: typeof deposits.$inferInsert) {
      const [saved] = await db
        .insert(deposits)
        .values(row)
        .onConflictDoUpdate({
          target: [deposits.network, deposits.txId],
          set: { confirmations: row.confirmations, status: row.status, updatedAt: row.updatedAt },
          // Only an open deposit changes, and only when the chain says something new.
          setWhere: sql`${deposits.status} in (0, 1) and (${deposits.confirmations} <> excluded.confirmations or ${deposits.status} <> excluded.status)`,
        })
        .returning();
      return saved;
    },
    /** Deletes a deposit whose transaction left the chain, unless it was credited (a credit is final). */
    async dropOpen(network: string, txId: string) {
      const m = depositStatus.members;
      await db
        .delete(deposits)
        .where(
          and(
            eq(deposits.network, network),
            eq(deposits.txId, txId),
            inArray(deposits.status, [m.pendingDeposit, m.confirming, m.belowMinimumDeposit]),
          ),
        );
    },
    /**
     * A credited deposit whose transaction the chain took back (a reorg deeper than the depth):
     * marked once, for an operator; nothing else changes. Answers the rows marked now.
     */
    async markReorged(network: string, txId: string, at: Date) {
      return db
        .update(deposits)
        .set({ reorgedAt: at, updatedAt: at })
        .where(
          and(
            eq(deposits.network, network),
            eq(deposits.txId, txId),
            eq(deposits.status, depositStatus.members.credited),
            sql`${deposits.reorgedAt} is null`,
          ),
        )
        .returning();
    },
    /** The credited deposits a reorg took back, newest first (`ops deposits:reorged`). */
    async reorged() {
      return db
        .select()
        .from(deposits)
        .where(sql`${deposits.reorgedAt} is not null`)
        .orderBy(sql`${deposits.reorgedAt} desc`);
    },
    async markCredited(id: number, transferId: string, confirmations: number, at: Date) {
      await db
        .update(deposits)
        .set({
          status: depositStatus.members.credited,
          transferId,
          creditedAt: at,
          confirmations,
          updatedAt: at,
        })
        .where(eq(deposits.id, id));
    },
    page: (q: WalletHistoryQuery<DepositStatus>) => walletHistoryPage(db, deposits, q),
  };
}
export type DepositsRepo = ReturnType<typeof createDepositsRepo>;
