import type { AcceptorPairStatus } from '@coffer/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acceptorConfigs, otcPairs } from '../../db/schema';
import { pageOfRows } from '../../lib/page';

export type AcceptorConfigRow = typeof acceptorConfigs.$inferSelect;
type ConfigWithPair = { config: AcceptorConfigRow; pair: typeof otcPairs.$inferSelect };

/** The SQL of the acceptor's desk: its configs, each with its pair. */
export function createAcceptorRepo(db: Db) {
  const withPair = () =>
    db
      .select({
        config: acceptorConfigs,
        pair: otcPairs,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(acceptorConfigs)
      .innerJoin(otcPairs, eq(otcPairs.id, acceptorConfigs.pairId));
  return {
    async page(
      acceptorId: number,
      q: { pairId?: number; status?: AcceptorPairStatus; skip: number; take: number },
    ): Promise<{ totalCount: number; items: ConfigWithPair[] }> {
      const rows = await withPair()
        .where(
          and(
            eq(acceptorConfigs.acceptorId, acceptorId),
            q.pairId === undefined ? undefined : eq(acceptorConfigs.pairId, q.pairId),
            q.status === undefined ? undefined : eq(acceptorConfigs.status, q.status),
          ),
        )
        .orderBy(asc(acceptorConfigs.id))
        .limit(q.take)
        .offset(q.skip);
      return pageOfRows(rows, ({ config, pair }) => ({ config, pair }));
    },
    /** One of the acceptor's configs; another acceptor's is not found. */
    async own(acceptorId: number, id: number): Promise<ConfigWithPair | undefined> {
      const [row] = await withPair().where(
        and(eq(acceptorConfigs.id, id), eq(acceptorConfigs.acceptorId, acceptorId)),
      );
      return row && { config: row.config, pair: row.pair };
    },
    /** Inserts unless the acceptor has a config for the pair already (undefined then). */
    async insert(row: typeof acceptorConfigs.$inferInsert) {
      const [saved] = await db.insert(acceptorConfigs).values(row).onConflictDoNothing().returning();
      return saved;
    },
    async update(acceptorId: number, id: number, set: Partial<typeof acceptorConfigs.$inferInsert>) {
      const [saved] = await db
        .update(acceptorConfigs)
        .set(set)
        .where(and(eq(acceptorConfigs.id, id), eq(acceptorConfigs.acceptorId, acceptorId)))
        .returning();
      return saved;
    },
    /** The coins of every pair the acceptor has a config for. */
    async coins(acceptorId: number): Promise<string[]> {
      const rows = await db
        .select({ base: otcPairs.baseCoin, quote: otcPairs.quoteCoin })
        .from(acceptorConfigs)
        .innerJoin(otcPairs, eq(otcPairs.id, acceptorConfigs.pairId))
        .where(eq(acceptorConfigs.acceptorId, acceptorId))
        .orderBy(asc(acceptorConfigs.id));
      return [...new Set(rows.flatMap((r) => [r.base, r.quote]))];
    },
  };
}
export type AcceptorRepo = ReturnType<typeof createAcceptorRepo>;
