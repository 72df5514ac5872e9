import {
  type PaymentOrderState,
  type PaymentOrderStatus,
  paymentOrderState,
  paymentOrderStatus,
  paymentRefundStatus,
} from '@coffer/contract';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { newestFirstPage } from '../../db/rows';
import {
  merchants,
  paymentOrderCoins,
  paymentOrderPayments,
  paymentOrders,
  paymentRefunds,
  users,
} from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';
import type { OrderScope } from './payment-scope';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentCoinRow = typeof paymentOrderCoins.$inferSelect;
export type PaymentRow = typeof paymentOrderPayments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

const st = paymentOrderState.members;

/** The filters and page of a merchant's order list. */
export interface PaymentOrderQuery extends HistoryPage {
  state?: PaymentOrderState;
  status?: PaymentOrderStatus;
  merchantOrderNo?: string;
  coin?: string;
  /** The merchant's filter by cashier. */
  subMerchantId?: number;
}

/** An order's payments or refunds, of all these orders, in `order` (no order asked: none read). */
async function ofOrders<T extends typeof paymentOrderPayments | typeof paymentRefunds>(
  db: Db,
  table: T,
  orderIds: string[],
  order: PgColumn,
): Promise<T['$inferSelect'][]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.orderId, orderIds))
    .orderBy(asc(order));
  return rows as T['$inferSelect'][];
}

/** The orders a scope sees (payment-scope.ts `inScope`, as SQL). */
const scopeWhere = (scope: OrderScope) =>
  and(
    eq(paymentOrders.merchantId, scope.merchantId),
    scope.subMerchant ? eq(paymentOrders.subMerchantId, scope.subMerchant.id) : undefined,
    scope.subMerchant ? gte(paymentOrders.createdAt, scope.subMerchant.since) : undefined,
  );

/**
 * Short queries over one database or transaction (the use cases pass theirs). Its length is the number of its queries, not one long function.
 */
export function createPaymentOrdersRepo(db: Db) {
  return {
    async insertOrder(row: typeof paymentOrders.$inferInsert) {
      const [saved] = await db.insert(paymentOrders).values(row).returning();
      return saved as PaymentOrderRow;
    },
    async insertCoins(rows: (typeof paymentOrderCoins.$inferInsert)[]) {
      await db.insert(paymentOrderCoins).values(rows);
    },
    async order(id: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },
    async lockOrder(id: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
      return row;
    },
    async updateOrder(id: string, set: Partial<typeof paymentOrders.$inferInsert>) {
      const [row] = await db.update(paymentOrders).set(set).where(eq(paymentOrders.id, id)).returning();
      return row as PaymentOrderRow;
    },
    async byMerchantNo(merchantId: number, merchantOrderNo: string) {
      const [row] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.merchantOrderNo, merchantOrderNo)),
        );
      return row;
    },
    async countUnpaid(merchantId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.merchantId, merchantId), eq(paymentOrders.state, st.new)));
      return row?.n ?? 0;
    },
    async coins(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(paymentOrderCoins).where(inArray(paymentOrderCoins.orderId, orderIds));
    },
    payments: (orderIds: string[]) => ofOrders(db, paymentOrderPayments, orderIds, paymentOrderPayments.id),
    refunds: (orderIds: string[]) => ofOrders(db, paymentRefunds, orderIds, paymentRefunds.createdAt),
    async coinsAt(addresses: string[]) {
      if (addresses.length === 0) return [];
      const rows = await db
        .select({ c: paymentOrderCoins, merchantId: paymentOrders.merchantId })
        .from(paymentOrderCoins)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderCoins.orderId))
        .where(inArray(paymentOrderCoins.address, addresses));
      return rows.map((r) => ({ ...r.c, merchantId: r.merchantId }));
    },
    async payment(network: string, txId: string) {
      const [row] = await db
        .select()
        .from(paymentOrderPayments)
        .where(and(eq(paymentOrderPayments.network, network), eq(paymentOrderPayments.txId, txId)));
      return row;
    },
    async insertPayment(row: typeof paymentOrderPayments.$inferInsert) {
      const [saved] = await db.insert(paymentOrderPayments).values(row).returning();
      return saved as PaymentRow;
    },
    async updatePayment(id: number, set: Partial<typeof paymentOrderPayments.$inferInsert>) {
      await db.update(paymentOrderPayments).set(set).where(eq(paymentOrderPayments.id, id));
    },
    /** Orders still waiting for their money whose time is up (oldest first). */
    async dueForExpiry(now: Date, limit: number) {
      return db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(inArray(paymentOrders.state, [st.new, st.paidPartial]), lte(paymentOrders.expiresAt, now)))
        .orderBy(asc(paymentOrders.expiresAt))
        .limit(limit);
    },
    async page(q: PaymentOrderQuery & { scope: OrderScope }) {
      const where = and(
        scopeWhere(q.scope),
        q.subMerchantId === undefined ? undefined : eq(paymentOrders.subMerchantId, q.subMerchantId),
        q.state === undefined ? undefined : eq(paymentOrders.state, q.state),
        q.status === undefined ? undefined : eq(paymentOrders.status, q.status),
        q.merchantOrderNo ? eq(paymentOrders.merchantOrderNo, q.merchantOrderNo) : undefined,
        q.coin
          ? sql`exists (select 1 from ${paymentOrderCoins} c where c.order_id = ${paymentOrders.id} and c.coin = ${q.coin})`
          : undefined,
        q.from ? gte(paymentOrders.createdAt, q.from) : undefined,
        q.to ? lte(paymentOrders.createdAt, q.to) : undefined,
      );
      return newestFirstPage(db, paymentOrders, where, q, paymentOrders.seq);
    },
    async insertRefund(row: typeof paymentRefunds.$inferInsert) {
      const [saved] = await db.insert(paymentRefunds).values(row).returning();
      return saved as RefundRow;
    },
    async updateRefund(id: string, set: Partial<typeof paymentRefunds.$inferInsert>) {
      const [row] = await db.update(paymentRefunds).set(set).where(eq(paymentRefunds.id, id)).returning();
      return row as RefundRow;
    },
    /** A refund of an order the scope sees. */
    async refund(id: string, scope: OrderScope) {
      const [row] = await db
        .select({ refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
        .where(and(eq(paymentRefunds.id, id), scopeWhere(scope)));
      return row?.refund;
    },
    async reviewCounts(scope: OrderScope) {
      const [orders] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(and(scopeWhere(scope), eq(paymentOrders.status, paymentOrderStatus.members.pendingReview)));
      const [refunds] = await db
        .select({ n: count() })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
        .where(and(scopeWhere(scope), eq(paymentRefunds.status, paymentRefundStatus.members.pending)));
      return { payment: orders?.n ?? 0, refund: refunds?.n ?? 0 };
    },
    /** The shop's name the buyer sees: its short name, else the account's name (a merchant with no registration row). */
    async merchantName(userId: number) {
      const [row] = await db
        .select({ short: merchants.shortName, name: users.name })
        .from(users)
        .leftJoin(merchants, eq(merchants.userId, users.id))
        .where(eq(users.id, userId));
      return row?.short || row?.name || undefined;
    },
  };
}
export type PaymentOrdersRepo = ReturnType<typeof createPaymentOrdersRepo>;
