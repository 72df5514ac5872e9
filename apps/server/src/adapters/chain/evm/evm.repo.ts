import { and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  depositAddresses,
  evmBlocks,
  evmCursors,
  evmNonces,
  evmSends,
  evmSweeps,
  evmTransfers,
} from '../../../db/schema';

export type EvmTransferRow = typeof evmTransfers.$inferSelect;
export type EvmSendRow = typeof evmSends.$inferSelect;
export type EvmSweepRow = typeof evmSweeps.$inferSelect;

/** The EVM adapter's SQL: the scanner's cursor, blocks and transfers; the hot wallet's nonces and sends. */
export function createEvmRepo(db: Db) {
  return {
    async cursor(network: string) {
      const [row] = await db.select().from(evmCursors).where(eq(evmCursors.network, network));
      return row;
    },
    async setCursor(network: string, blockNumber: number, blockHash: string, at: Date) {
      await db
        .insert(evmCursors)
        .values({ network, blockNumber, blockHash, updatedAt: at })
        .onConflictDoUpdate({ target: evmCursors.network, set: { blockNumber, blockHash, updatedAt: at } });
    },
    async storedBlocks(network: string, below: number, count: number) {
      return db
        .select()
        .from(evmBlocks)
        .where(and(eq(evmBlocks.network, network), lt(evmBlocks.number, below)))
        .orderBy(sql`${evmBlocks.number} desc`)
        .limit(count);
    },
    async saveBlocks(network: string, blocks: { number: number; hash: string }[], keepFrom: number) {
      if (blocks.length > 0)
        await db
          .insert(evmBlocks)
          .values(blocks.map((b) => ({ network, ...b })))
          .onConflictDoUpdate({
            target: [evmBlocks.network, evmBlocks.number],
            set: { hash: sql`excluded.hash` },
          });
      await db.delete(evmBlocks).where(and(eq(evmBlocks.network, network), lt(evmBlocks.number, keepFrom)));
    },
    /** A reorg: what was read above the fork point is no longer the chain's. */
    async rewind(network: string, forkPoint: number) {
      await db.delete(evmBlocks).where(and(eq(evmBlocks.network, network), gt(evmBlocks.number, forkPoint)));
      await db
        .update(evmTransfers)
        .set({ removed: true })
        .where(and(eq(evmTransfers.network, network), gt(evmTransfers.blockNumber, forkPoint)));
    },
    /** Records found transfers; one found again (the same tx in another block) takes its new block. */
    async saveTransfers(rows: (typeof evmTransfers.$inferInsert)[]) {
      if (rows.length === 0) return;
      await db
        .insert(evmTransfers)
        .values(rows)
        .onConflictDoUpdate({
          target: [evmTransfers.network, evmTransfers.txHash, evmTransfers.logIndex],
          set: {
            blockNumber: sql`excluded.block_number`,
            blockHash: sql`excluded.block_hash`,
            removed: false,
          },
        });
    },
    async transfersSince(network: string, since: Date) {
      return db
        .select()
        .from(evmTransfers)
        .where(and(eq(evmTransfers.network, network), gte(evmTransfers.seenAt, since)))
        .orderBy(sql`${evmTransfers.blockNumber} desc`, asc(evmTransfers.logIndex));
    },
    /** The deposit addresses of a chain family, lower-cased (logs and transactions compare so). */
    async depositAddresses(chain: string) {
      const rows = await db
        .select({ address: depositAddresses.address })
        .from(depositAddresses)
        .where(eq(depositAddresses.chain, chain));
      return new Set(rows.map((r) => r.address.toLowerCase()));
    },

    /**
     * Locks the hot wallet's nonce row (one sender at a time, whatever the process) and answers
     * the next nonce: never below what the chain already counts, so a gap left by a send made
     * elsewhere heals at once.
     */
    async lockNonce(network: string, address: string, chainNonce: number) {
      await db.insert(evmNonces).values({ network, address, nextNonce: chainNonce }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(evmNonces)
        .where(and(eq(evmNonces.network, network), eq(evmNonces.address, address)))
        .for('update');
      return Math.max(row?.nextNonce ?? 0, chainNonce);
    },
    async setNextNonce(network: string, address: string, nextNonce: number) {
      await db
        .update(evmNonces)
        .set({ nextNonce })
        .where(and(eq(evmNonces.network, network), eq(evmNonces.address, address)));
    },
    async sendByReference(reference: string) {
      const [row] = await db.select().from(evmSends).where(eq(evmSends.reference, reference));
      return row;
    },
    /** The send a transaction id belongs to: its current one or one it replaced. */
    async sendByHash(network: string, hash: string) {
      const [row] = await db
        .select()
        .from(evmSends)
        .where(
          and(
            eq(evmSends.network, network),
            or(eq(evmSends.txHash, hash), sql`${evmSends.earlierHashes} @> ${JSON.stringify([hash])}::jsonb`),
          ),
        );
      return row;
    },
    async saveSend(row: typeof evmSends.$inferInsert) {
      const [saved] = await db.insert(evmSends).values(row).onConflictDoNothing().returning();
      return saved;
    },
    async markSent(reference: string, at: Date) {
      await db
        .update(evmSends)
        .set({ sentAt: at })
        .where(and(eq(evmSends.reference, reference), sql`${evmSends.sentAt} is null`));
    },
    /** A replacement: the new signed transaction becomes the one to send, the old hash is kept. */
    async replaceSend(
      reference: string,
      next: Pick<
        EvmSendRow,
        'txHash' | 'raw' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'signedAt' | 'cancelled'
      >,
      previousHash: string,
    ) {
      await db
        .update(evmSends)
        .set({
          ...next,
          sentAt: null,
          earlierHashes: sql`${evmSends.earlierHashes} || ${JSON.stringify([previousHash])}::jsonb`,
        })
        .where(and(eq(evmSends.reference, reference), eq(evmSends.txHash, previousHash)));
    },

    /**
     * What deposit addresses may hold to sweep: each (address, coin) that received a transfer at
     * least `depthBlock` deep, with the address's derivation index, where no sweep is open; an
     * address's tokens first (their gas comes from the ETH it holds), its ETH last.
     */
    async sweepCandidates(network: string, nativeCoin: string, depthBlock: number) {
      const result = await db.execute(sql`
        select distinct d.address, t.coin, d.derivation_index, t.coin = ${nativeCoin} as native
        from ${evmTransfers} t
        join ${depositAddresses} d on lower(d.address) = lower(t.to_address) and d.chain = 'ethereum'
        where t.network = ${network} and not t.removed and t.block_number <= ${depthBlock}
          and not exists (
            select 1 from ${evmSweeps} s
            where s.network = ${network} and lower(s.address) = lower(d.address)
              and s.status in ('topUp', 'sending'))
        order by d.derivation_index, native, t.coin`);
      const { rows } = result as unknown as {
        rows: { address: string; coin: string; derivation_index: number }[];
      };
      return rows.map((r) => ({
        address: r.address,
        coin: r.coin,
        derivationIndex: Number(r.derivation_index),
      }));
    },
    async openSweeps(network: string) {
      return db
        .select()
        .from(evmSweeps)
        .where(and(eq(evmSweeps.network, network), sql`${evmSweeps.status} in ('topUp', 'sending')`))
        .orderBy(asc(evmSweeps.createdAt));
    },
    async sweepCount(network: string, address: string, coin: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(evmSweeps)
        .where(and(eq(evmSweeps.network, network), eq(evmSweeps.address, address), eq(evmSweeps.coin, coin)));
      return row?.n ?? 0;
    },
    /** A new sweep; undefined when one is open for the address and coin already (another process). */
    async openSweep(row: typeof evmSweeps.$inferInsert) {
      const [saved] = await db.insert(evmSweeps).values(row).onConflictDoNothing().returning();
      return saved;
    },
    async updateSweep(
      id: string,
      set: Partial<Pick<EvmSweepRow, 'status' | 'amount' | 'gasWei' | 'updatedAt'>>,
    ) {
      await db.update(evmSweeps).set(set).where(eq(evmSweeps.id, id));
    },
    /** Ended sweeps whose network cost is not in the ledger yet. */
    async unbookedSweeps(network: string) {
      return db
        .select()
        .from(evmSweeps)
        .where(
          and(
            eq(evmSweeps.network, network),
            sql`${evmSweeps.status} in ('done', 'failed')`,
            sql`${evmSweeps.gasWei} is not null`,
            sql`${evmSweeps.bookedAt} is null`,
          ),
        );
    },
    async markSweepBooked(id: string, at: Date) {
      await db.update(evmSweeps).set({ bookedAt: at }).where(eq(evmSweeps.id, id));
    },
  };
}
export type EvmRepo = ReturnType<typeof createEvmRepo>;
