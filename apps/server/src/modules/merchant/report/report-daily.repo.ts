import { walletType } from '@coffer/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchantDailyReports, users } from '../../../db/schema';
import type { CloudMovementSum, DailyReportLine } from './report-aggregate';

const cloud = walletType.members.cloud;

/**
 * A repo is a table of short queries over one database or transaction (the use cases pass theirs). Its length is the number of its queries, not one long function.
 */
export function createReportRepo(db: Db) {
  return {
    /**
     * One UTC day's posted moves into and out of every merchant's cloud wallet, summed in SQL
     * (numeric, exact) by merchant, sub-merchant, asset, reason and way. Reads from the cloud
     * accounts through the ledger's per-account indexes. A payment order's settlement and refund
     * are put to the order's sub-merchant through the ids the payments area gives them
     * (`pay:<order>:…`, settlementIds; `pref:<refund>` resolved by `pref:<refund>:done`,
     * refundTransferIds); the order's own merchant must match, anything else is the merchant's.
     */
    async cloudMovements(day: string, reasons: readonly string[]): Promise<CloudMovementSum[]> {
      const from = `${day}T00:00:00Z`;
      const result = await db.execute(sql`
        with cloud as (
          select id, owner_user_id, asset from ledger_accounts
          where wallet_type = ${cloud} and owner_user_id is not null
        ), moves as (
          select c.owner_user_id, c.asset, t.reason, 'in' as way, t.amount, t.id as transfer_id, t.pending_id
          from cloud c join ledger_transfers t on t.credit_account_id = c.id
          where t.kind in (0, 2) and t.created_at >= ${from}::timestamptz
            and t.created_at < ${from}::timestamptz + interval '1 day'
          union all
          select c.owner_user_id, c.asset, t.reason, 'out' as way, t.amount, t.id as transfer_id, t.pending_id
          from cloud c join ledger_transfers t on t.debit_account_id = c.id
          where t.kind in (0, 2) and t.created_at >= ${from}::timestamptz
            and t.created_at < ${from}::timestamptz + interval '1 day'
        ), attributed as (
          select m.owner_user_id, coalesce(o.sub_merchant_id, 0) as sub_merchant_id,
            m.asset, m.reason, m.way, m.amount
          from moves m
          left join payment_refunds r on m.reason = 'refund' and m.pending_id = 'pref:' || r.id
          left join payment_orders o on o.merchant_id = m.owner_user_id and o.id = (case
            when m.reason = 'payment' and m.transfer_id like 'pay:%' then split_part(m.transfer_id, ':', 2)
            else r.order_id end)
          where m.reason in (${sql.join(
            reasons.map((r) => sql`${r}`),
            sql`, `,
          )})
        )
        select owner_user_id, sub_merchant_id, asset, reason, way, sum(amount)::text as amount
        from attributed
        group by owner_user_id, sub_merchant_id, asset, reason, way`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((r) => ({
        merchantUserId: Number(r.owner_user_id),
        subMerchantId: Number(r.sub_merchant_id),
        asset: String(r.asset),
        day,
        reason: String(r.reason),
        way: r.way === 'in' ? 'in' : 'out',
        amount: String(r.amount),
      }));
    },
    /** Writes a day's lines: a re-run replaces them with the same totals, never adds. */
    async upsert(lines: readonly DailyReportLine[], at: Date) {
      if (lines.length === 0) return;
      await db
        .insert(merchantDailyReports)
        .values(lines.map((l) => ({ ...l, merchantUserId: l.merchantUserId, computedAt: at })))
        .onConflictDoUpdate({
          target: [
            merchantDailyReports.merchantUserId,
            merchantDailyReports.subMerchantId,
            merchantDailyReports.currency,
            merchantDailyReports.day,
          ],
          set: {
            receiptAmount: sql`excluded.receipt_amount`,
            paymentAmount: sql`excluded.payment_amount`,
            refundAmount: sql`excluded.refund_amount`,
            computedAt: sql`excluded.computed_at`,
          },
        });
    },
    async page(q: {
      merchantUserId: number;
      from: string;
      to: string;
      currency?: string;
      skip: number;
      take: number;
    }) {
      const rows = await db
        .select({
          r: merchantDailyReports,
          subMerchantUid: users.uid,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(merchantDailyReports)
        .leftJoin(users, eq(users.id, merchantDailyReports.subMerchantId))
        .where(
          and(
            eq(merchantDailyReports.merchantUserId, q.merchantUserId),
            gte(merchantDailyReports.day, q.from),
            lte(merchantDailyReports.day, q.to),
            q.currency ? eq(merchantDailyReports.currency, q.currency) : undefined,
          ),
        )
        .orderBy(
          desc(merchantDailyReports.day),
          asc(merchantDailyReports.currency),
          asc(merchantDailyReports.subMerchantId),
        )
        .limit(q.take)
        .offset(q.skip);
      return {
        totalCount: rows[0]?.total ?? 0,
        items: rows.map((r) => ({ ...r.r, subMerchantUid: r.subMerchantUid })),
      };
    },
  };
}
export type ReportRepo = ReturnType<typeof createReportRepo>;
