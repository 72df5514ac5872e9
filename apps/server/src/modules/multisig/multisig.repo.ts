import type { MultisigDepositState, MultisigWithdrawalStatus } from '@coffer/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  multisigAddresses,
  multisigCoins,
  multisigDeposits,
  multisigOwners,
  multisigSignatures,
  multisigWallets,
  multisigWithdrawals,
} from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';
import { openStatuses, signableStatuses } from './multisig.fns';

export type WalletRow = typeof multisigWallets.$inferSelect;
export type MultisigWithdrawalRow = typeof multisigWithdrawals.$inferSelect;
export type MultisigDepositRow = typeof multisigDeposits.$inferSelect;

/** A repo is a table of short queries over one database or transaction (the use cases pass theirs). */
export function createMultisigRepo(db: Db) {
  const w = multisigWithdrawals;
  return {
    async insertWallet(row: typeof multisigWallets.$inferInsert, owners: string[]) {
      const [wallet] = await db.insert(multisigWallets).values(row).returning();
      if (!wallet) throw new Error('wallet not inserted');
      await db
        .insert(multisigOwners)
        .values(owners.map((address, position) => ({ walletId: wallet.id, address, position })));
      return wallet;
    },
    /** The user's live wallet (not deleted); `lock` takes it FOR UPDATE (one proposal at a time). */
    async wallet(userId: number, id: number, lock = false) {
      const q = db
        .select()
        .from(multisigWallets)
        .where(
          and(
            eq(multisigWallets.id, id),
            eq(multisigWallets.userId, userId),
            isNull(multisigWallets.deletedAt),
          ),
        );
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    walletById: async (id: number) =>
      (await db.select().from(multisigWallets).where(eq(multisigWallets.id, id)))[0],
    wallets: (userId: number) =>
      db
        .select()
        .from(multisigWallets)
        .where(and(eq(multisigWallets.userId, userId), isNull(multisigWallets.deletedAt)))
        .orderBy(asc(multisigWallets.id)),
    async owners(walletIds: number[]) {
      if (walletIds.length === 0) return [];
      return db
        .select()
        .from(multisigOwners)
        .where(inArray(multisigOwners.walletId, walletIds))
        .orderBy(asc(multisigOwners.walletId), asc(multisigOwners.position));
    },
    markDeleted: (id: number, at: Date) =>
      db.update(multisigWallets).set({ deletedAt: at }).where(eq(multisigWallets.id, id)),
    takeNonce: async (id: number) =>
      (
        await db
          .update(multisigWallets)
          .set({ nextNonce: sql`${multisigWallets.nextNonce} + 1` })
          .where(eq(multisigWallets.id, id))
          .returning({ next: multisigWallets.nextNonce })
      )[0]?.next,

    coins: (walletId: number) =>
      db
        .select()
        .from(multisigCoins)
        .where(eq(multisigCoins.walletId, walletId))
        .orderBy(asc(multisigCoins.createdAt), asc(multisigCoins.coin)),
    addCoin: (row: typeof multisigCoins.$inferInsert) =>
      db.insert(multisigCoins).values(row).onConflictDoNothing(),
    addresses: (walletId: number) =>
      db.select().from(multisigAddresses).where(eq(multisigAddresses.walletId, walletId)),
    async saveAddress(row: typeof multisigAddresses.$inferInsert) {
      await db.insert(multisigAddresses).values(row).onConflictDoNothing();
      const [saved] = await db
        .select()
        .from(multisigAddresses)
        .where(and(eq(multisigAddresses.walletId, row.walletId), eq(multisigAddresses.chain, row.chain)));
      return saved;
    },
    async addressOwners(addresses: string[]) {
      if (addresses.length === 0) return [];
      return db
        .select({
          address: multisigAddresses.address,
          chain: multisigAddresses.chain,
          wallet: multisigWallets,
        })
        .from(multisigAddresses)
        .innerJoin(multisigWallets, eq(multisigWallets.id, multisigAddresses.walletId))
        .where(inArray(multisigAddresses.address, addresses));
    },

    depositsByTx: async (txIds: string[]) =>
      txIds.length === 0
        ? []
        : db.select().from(multisigDeposits).where(inArray(multisigDeposits.txId, txIds)),
    /** Records what the chain says now; a credited deposit never changes. */
    async upsertDeposit(row: typeof multisigDeposits.$inferInsert) {
      const [saved] = await db
        .insert(multisigDeposits)
        .values(row)
        .onConflictDoUpdate({
          target: [multisigDeposits.network, multisigDeposits.txId],
          set: { confirmations: row.confirmations, updatedAt: row.updatedAt },
          setWhere: sql`${multisigDeposits.creditedAt} is null`,
        })
        .returning();
      return saved;
    },
    /** Marks it credited once: false when another pass already did. */
    markCredited: async (id: number, transferId: string, at: Date) =>
      (
        await db
          .update(multisigDeposits)
          .set({ transferId, creditedAt: at, updatedAt: at })
          .where(and(eq(multisigDeposits.id, id), isNull(multisigDeposits.creditedAt)))
          .returning({ id: multisigDeposits.id })
      ).length === 1,
    async depositPage(
      walletId: number,
      q: HistoryPage & { coin?: string | undefined; state?: MultisigDepositState | undefined },
    ) {
      const d = multisigDeposits;
      const where = and(
        eq(d.walletId, walletId),
        q.coin ? eq(d.coin, q.coin) : undefined,
        q.state === 'credited' ? isNotNull(d.creditedAt) : undefined,
        q.state === 'confirming' ? isNull(d.creditedAt) : undefined,
        q.from ? gte(d.createdAt, q.from) : undefined,
        q.to ? lt(d.createdAt, q.to) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(multisigDeposits).where(where);
      const items = await db
        .select()
        .from(multisigDeposits)
        .where(where)
        .orderBy(desc(multisigDeposits.id))
        .offset(q.skip)
        .limit(q.take);
      return { totalCount: total?.n ?? 0, items };
    },

    insertWithdrawal: async (row: typeof multisigWithdrawals.$inferInsert) => {
      const [saved] = await db.insert(w).values(row).returning();
      if (!saved) throw new Error('withdrawal not inserted');
      return saved;
    },
    withdrawal: async (id: number, lock = false) => {
      const q = db.select().from(w).where(eq(w.id, id));
      return (lock ? await q.for('update') : await q)[0];
    },
    openWithdrawal: async (walletId: number) =>
      (
        await db
          .select()
          .from(w)
          .where(and(eq(w.walletId, walletId), inArray(w.status, [...openStatuses])))
      )[0],
    updateWithdrawal: async (id: number, set: Partial<MultisigWithdrawalRow>) =>
      (await db.update(w).set(set).where(eq(w.id, id)).returning())[0],
    /** What the user's multisig withdrawals of a coin took since a time (failed ones gave it back). */
    async withdrawnSince(userId: number, coin: string, since: Date) {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${w.amount}), 0)::text` })
        .from(w)
        .innerJoin(multisigWallets, eq(multisigWallets.id, w.walletId))
        .where(
          and(
            eq(multisigWallets.userId, userId),
            eq(w.coin, coin),
            gte(w.createdAt, since),
            ne(w.status, 4 as MultisigWithdrawalStatus),
          ),
        );
      return row?.total ?? '0';
    },
    expired: (at: Date) =>
      db
        .select({ id: w.id })
        .from(w)
        .where(and(inArray(w.status, [...signableStatuses]), lte(w.expiresAt, at)))
        .limit(100),
    byStatus: (status: MultisigWithdrawalStatus) =>
      db.select().from(w).where(eq(w.status, status)).orderBy(asc(w.id)).limit(100),
    async withdrawalPage(
      walletId: number,
      q: HistoryPage & { coin?: string | undefined; status?: MultisigWithdrawalStatus | undefined },
    ) {
      const where = and(
        eq(w.walletId, walletId),
        q.coin ? eq(w.coin, q.coin) : undefined,
        q.status === undefined ? undefined : eq(w.status, q.status),
        q.from ? gte(w.createdAt, q.from) : undefined,
        q.to ? lt(w.createdAt, q.to) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(w).where(where);
      const items = await db.select().from(w).where(where).orderBy(desc(w.id)).offset(q.skip).limit(q.take);
      return { totalCount: total?.n ?? 0, items };
    },
    async openCount(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(w)
        .innerJoin(multisigWallets, eq(multisigWallets.id, w.walletId))
        .where(and(eq(multisigWallets.userId, userId), inArray(w.status, [...openStatuses])));
      return row?.n ?? 0;
    },

    addSignature: async (row: typeof multisigSignatures.$inferInsert) =>
      (await db.insert(multisigSignatures).values(row).onConflictDoNothing().returning()).length === 1,
    async signatures(withdrawalIds: number[]) {
      if (withdrawalIds.length === 0) return [];
      return db
        .select()
        .from(multisigSignatures)
        .where(inArray(multisigSignatures.withdrawalId, withdrawalIds))
        .orderBy(asc(multisigSignatures.signedAt), asc(multisigSignatures.signer));
    },
  };
}
export type MultisigRepo = ReturnType<typeof createMultisigRepo>;
