import {
  type CashOrderStatus,
  type FiatAccountStatus,
  type FiatRecordType,
  fiatRecordType,
} from '@coffer/contract';
import { and, asc, count, desc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow } from '../../db/rows';
import { cashAccounts, cashOrders, cashPayees, cashPayIns, users } from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';
import { refundedCashStatuses } from './cash.fns';

export type CashAccountRow = typeof cashAccounts.$inferSelect;
export type PayeeRow = typeof cashPayees.$inferSelect;
export type CashOrderRow = typeof cashOrders.$inferSelect;
export type PayInRow = typeof cashPayIns.$inferSelect;

/** A table of short queries over one database or transaction (the use cases pass theirs). */
export function createCashRepo(db: Db) {
  return {
    async account(userId: number, lock = false) {
      const q = db.select().from(cashAccounts).where(eq(cashAccounts.userId, userId));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async accountByReference(reference: string) {
      const [row] = await db.select().from(cashAccounts).where(eq(cashAccounts.reference, reference));
      return row;
    },
    /** The verified (KYC) name of a user: the holder of their accounts. */
    async holderName(userId: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? '';
    },
    insertAccount: (row: typeof cashAccounts.$inferInsert) => insertRow(db, cashAccounts, row),
    async updateAccount(userId: number, set: Partial<typeof cashAccounts.$inferInsert>) {
      const [row] = await db.update(cashAccounts).set(set).where(eq(cashAccounts.userId, userId)).returning();
      return row;
    },
    accountsWithStatus: (status: FiatAccountStatus) =>
      db
        .select()
        .from(cashAccounts)
        .where(eq(cashAccounts.status, status))
        .orderBy(asc(cashAccounts.createdAt))
        .limit(50),

    insertPayee: (row: typeof cashPayees.$inferInsert) => insertRow(db, cashPayees, row),
    /** The user's live payee (not deleted), locked when asked. */
    async payee(userId: number, id: number, lock = false) {
      const q = db
        .select()
        .from(cashPayees)
        .where(and(eq(cashPayees.id, id), eq(cashPayees.userId, userId), isNull(cashPayees.deletedAt)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async updatePayee(id: number, set: Partial<typeof cashPayees.$inferInsert>) {
      const [row] = await db.update(cashPayees).set(set).where(eq(cashPayees.id, id)).returning();
      return row;
    },
    payees: (
      userId: number,
      q: { own?: boolean; currency?: string | undefined; skip?: number; take?: number },
    ) =>
      db
        .select()
        .from(cashPayees)
        .where(
          and(
            eq(cashPayees.userId, userId),
            isNull(cashPayees.deletedAt),
            q.own === undefined ? undefined : eq(cashPayees.own, q.own),
            q.currency ? eq(cashPayees.currency, q.currency) : undefined,
          ),
        )
        .orderBy(desc(cashPayees.createdAt), desc(cashPayees.id))
        .limit(q.take ?? 100)
        .offset(q.skip ?? 0),
    async payeeCount(userId: number, own: boolean | undefined, currency?: string) {
      const [row] = await db
        .select({ n: count() })
        .from(cashPayees)
        .where(
          and(
            eq(cashPayees.userId, userId),
            isNull(cashPayees.deletedAt),
            own === undefined ? undefined : eq(cashPayees.own, own),
            currency ? eq(cashPayees.currency, currency) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    insertOrder: (row: typeof cashOrders.$inferInsert) => insertRow(db, cashOrders, row),
    async order(id: string, userId?: number, lock = false) {
      const q = db
        .select()
        .from(cashOrders)
        .where(and(eq(cashOrders.id, id), userId === undefined ? undefined : eq(cashOrders.userId, userId)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async orderByReference(reference: string, lock = false) {
      const q = db.select().from(cashOrders).where(eq(cashOrders.reference, reference));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async orderByRequestKey(requestKey: string) {
      const [row] = await db.select().from(cashOrders).where(eq(cashOrders.requestKey, requestKey));
      return row;
    },
    async updateOrder(id: string, set: Partial<typeof cashOrders.$inferInsert>) {
      const [row] = await db.update(cashOrders).set(set).where(eq(cashOrders.id, id)).returning();
      return row;
    },
    /** Moves an order on only from the status it was read in (a job never overwrites a newer change). */
    async moveOrder(id: string, from: CashOrderStatus, set: Partial<typeof cashOrders.$inferInsert>) {
      const [row] = await db
        .update(cashOrders)
        .set(set)
        .where(and(eq(cashOrders.id, id), eq(cashOrders.status, from)))
        .returning();
      return row;
    },
    /** Marks an account open, once (a second process finds it open already). */
    async markOpened(userId: number, bankCustomerId: string, at: Date) {
      const [row] = await db
        .update(cashAccounts)
        .set({ bankCustomerId, openedAt: at, status: null, updatedAt: at })
        .where(and(eq(cashAccounts.userId, userId), isNull(cashAccounts.openedAt)))
        .returning();
      return row;
    },
    /** What the user's withdrawals in a currency took since `since` (failed ones gave it back). */
    async withdrawnSince(userId: number, currency: string, since: Date): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${cashOrders.amount}), 0)::text` })
        .from(cashOrders)
        .where(
          and(
            eq(cashOrders.userId, userId),
            eq(cashOrders.recordType, fiatRecordType.members.withdraw),
            eq(cashOrders.currency, currency),
            gte(cashOrders.createdAt, since),
            notInArray(cashOrders.status, [...refundedCashStatuses]),
          ),
        );
      return row?.total ?? '0';
    },
    async history(
      userId: number,
      recordType: FiatRecordType,
      q: HistoryPage & { currency?: string | undefined; status?: CashOrderStatus | undefined },
    ) {
      const where = and(
        eq(cashOrders.userId, userId),
        eq(cashOrders.recordType, recordType),
        q.currency ? eq(cashOrders.currency, q.currency) : undefined,
        q.status === undefined ? undefined : eq(cashOrders.status, q.status),
        q.from ? gte(cashOrders.createdAt, q.from) : undefined,
        q.to ? lt(cashOrders.createdAt, q.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cashOrders)
          .where(where)
          .orderBy(desc(cashOrders.createdAt), desc(cashOrders.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ n: count() }).from(cashOrders).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },
    /** Top-ups still waiting for their transfer, created before `before` (to expire). */
    staleTopUps: (status: CashOrderStatus, before: Date) =>
      db
        .select()
        .from(cashOrders)
        .where(
          and(
            eq(cashOrders.recordType, fiatRecordType.members.recharge),
            eq(cashOrders.status, status),
            lt(cashOrders.createdAt, before),
          ),
        )
        .limit(100),

    async payInByBankId(bankTransferId: string) {
      const [row] = await db.select().from(cashPayIns).where(eq(cashPayIns.bankTransferId, bankTransferId));
      return row;
    },
    /** Records an incoming transfer once per bank id; undefined when it was already recorded. */
    async insertPayIn(row: typeof cashPayIns.$inferInsert) {
      const [saved] = await db.insert(cashPayIns).values(row).onConflictDoNothing().returning();
      return saved;
    },
    async payIn(id: number, lock = false) {
      const q = db.select().from(cashPayIns).where(eq(cashPayIns.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async updatePayIn(id: number, set: Partial<typeof cashPayIns.$inferInsert>) {
      const [row] = await db.update(cashPayIns).set(set).where(eq(cashPayIns.id, id)).returning();
      return row;
    },
    payInsInState: (state: number) =>
      db
        .select()
        .from(cashPayIns)
        .where(eq(cashPayIns.state, state))
        .orderBy(asc(cashPayIns.createdAt))
        .limit(100),
  };
}
export type CashRepo = ReturnType<typeof createCashRepo>;
