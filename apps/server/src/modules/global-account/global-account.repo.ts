import type { GlobalAccountChannel, GlobalAccountStatus, GlobalPayInStatus } from '@coffer/contract';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import {
  globalAccountDetails,
  globalAccounts,
  globalAttachments,
  globalMoves,
  globalPayIns,
  globalPayWhitelist,
  users,
} from '../../db/schema';

export type GlobalAccountRow = typeof globalAccounts.$inferSelect;
export type GlobalDetailsRow = typeof globalAccountDetails.$inferSelect;
export type GlobalAttachmentRow = typeof globalAttachments.$inferSelect;
export type WhitelistRow = typeof globalPayWhitelist.$inferSelect;
export type GlobalPayInRow = typeof globalPayIns.$inferSelect;
export type GlobalMoveRow = typeof globalMoves.$inferSelect;

/** Short queries over one database or transaction (the use cases pass theirs). */
export function createGlobalAccountRepo(db: Db) {
  return {
    async account(userId: number, lock = false) {
      const q = db.select().from(globalAccounts).where(eq(globalAccounts.userId, userId));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    insertAccount: (row: typeof globalAccounts.$inferInsert) => insertRow(db, globalAccounts, row),
    async updateAccount(userId: number, set: Partial<typeof globalAccounts.$inferInsert>) {
      const [row] = await db
        .update(globalAccounts)
        .set(set)
        .where(eq(globalAccounts.userId, userId))
        .returning();
      return row;
    },
    accountsWithStatus: (status: GlobalAccountStatus) =>
      db
        .select()
        .from(globalAccounts)
        .where(eq(globalAccounts.status, status))
        .orderBy(asc(globalAccounts.updatedAt))
        .limit(50),
    async userName(userId: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? '';
    },

    details: (userId: number) =>
      db
        .select()
        .from(globalAccountDetails)
        .where(eq(globalAccountDetails.userId, userId))
        .orderBy(asc(globalAccountDetails.currency)),
    async detailsByKey(accountKey: string) {
      const [row] = await db
        .select()
        .from(globalAccountDetails)
        .where(eq(globalAccountDetails.accountKey, accountKey));
      return row;
    },
    /** Issued details, once per user and currency (a retry after a crash inserts nothing). */
    insertDetails: (row: typeof globalAccountDetails.$inferInsert) =>
      db.insert(globalAccountDetails).values(row).onConflictDoNothing(),

    attachments: (userId: number, channel?: GlobalAccountChannel) =>
      db
        .select()
        .from(globalAttachments)
        .where(
          and(
            eq(globalAttachments.userId, userId),
            channel ? eq(globalAttachments.channel, channel) : undefined,
          ),
        )
        .orderBy(asc(globalAttachments.id)),
    insertAttachment: (row: typeof globalAttachments.$inferInsert) => insertRow(db, globalAttachments, row),
    async deleteAttachment(userId: number, id: number) {
      const [row] = await db
        .delete(globalAttachments)
        .where(and(eq(globalAttachments.id, id), eq(globalAttachments.userId, userId)))
        .returning();
      return row;
    },

    whitelist: (userId: number, currency?: string) =>
      db
        .select()
        .from(globalPayWhitelist)
        .where(
          and(
            eq(globalPayWhitelist.userId, userId),
            isNull(globalPayWhitelist.deletedAt),
            currency ? eq(globalPayWhitelist.currency, currency) : undefined,
          ),
        )
        .orderBy(desc(globalPayWhitelist.id)),
    async whitelistEntry(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(globalPayWhitelist)
        .where(
          and(
            eq(globalPayWhitelist.id, id),
            eq(globalPayWhitelist.userId, userId),
            isNull(globalPayWhitelist.deletedAt),
          ),
        );
      return row;
    },
    async whitelistByPayer(userId: number, payerKey: string) {
      const [row] = await db
        .select()
        .from(globalPayWhitelist)
        .where(
          and(
            eq(globalPayWhitelist.userId, userId),
            eq(globalPayWhitelist.payerKey, payerKey),
            isNull(globalPayWhitelist.deletedAt),
          ),
        );
      return row;
    },
    /** A new entry, or undefined when the payer is already listed (the partial unique index). */
    async insertWhitelist(row: typeof globalPayWhitelist.$inferInsert) {
      const [inserted] = await db.insert(globalPayWhitelist).values(row).onConflictDoNothing().returning();
      return inserted;
    },
    async deleteWhitelist(id: number, at: Date) {
      await db
        .update(globalPayWhitelist)
        .set({ deletedAt: at, updatedAt: at })
        .where(eq(globalPayWhitelist.id, id));
    },

    /** A pay-in, once per bank transfer id: undefined when the bank reported it before. */
    async insertPayIn(row: typeof globalPayIns.$inferInsert) {
      const [inserted] = await db.insert(globalPayIns).values(row).onConflictDoNothing().returning();
      return inserted;
    },
    async payIn(id: string, lock = false) {
      const q = db.select().from(globalPayIns).where(eq(globalPayIns.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async updatePayIn(id: string, set: Partial<typeof globalPayIns.$inferInsert>) {
      const [row] = await db.update(globalPayIns).set(set).where(eq(globalPayIns.id, id)).returning();
      return row;
    },
    payInsInStatus: (status: GlobalPayInStatus) =>
      db
        .select()
        .from(globalPayIns)
        .where(eq(globalPayIns.status, status))
        .orderBy(asc(globalPayIns.createdAt))
        .limit(100),
    async payInPage(
      userId: number,
      q: {
        currency?: string | undefined;
        status?: GlobalPayInStatus | undefined;
        skip: number;
        take: number;
      },
    ) {
      const where = and(
        eq(globalPayIns.userId, userId),
        q.currency ? eq(globalPayIns.currency, q.currency) : undefined,
        q.status === undefined ? undefined : eq(globalPayIns.status, q.status),
      );
      const [total] = await db.select({ n: count() }).from(globalPayIns).where(where);
      const rows = await db
        .select()
        .from(globalPayIns)
        .where(where)
        .orderBy(desc(globalPayIns.createdAt), desc(globalPayIns.id))
        .offset(q.skip)
        .limit(q.take);
      return { totalCount: total?.n ?? 0, rows };
    },

    insertMove: (row: typeof globalMoves.$inferInsert) => insertRow(db, globalMoves, row),
    async move(id: string) {
      const [row] = await db.select().from(globalMoves).where(eq(globalMoves.id, id));
      return row;
    },
    async movePage(userId: number, q: { currency?: string | undefined; skip: number; take: number }) {
      const where = and(
        eq(globalMoves.userId, userId),
        q.currency ? eq(globalMoves.currency, q.currency) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(globalMoves).where(where);
      const rows = await db
        .select()
        .from(globalMoves)
        .where(where)
        .orderBy(desc(globalMoves.createdAt), desc(globalMoves.id))
        .offset(q.skip)
        .limit(q.take);
      return { totalCount: total?.n ?? 0, rows };
    },
  };
}
export type GlobalAccountRepo = ReturnType<typeof createGlobalAccountRepo>;
