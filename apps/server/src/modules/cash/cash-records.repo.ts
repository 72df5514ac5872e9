import { type CashOrderStatus, type FiatRecordType, fiatRecordType, walletType } from '@coffer/contract';
import { and, count, eq, gte, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashOrders } from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';
import { Dec, toWire } from '../../lib/money';

const r = fiatRecordType.members;
/** A type's number written into the statement (a constant of ours, never input). */
const n = (value: number) => sql.raw(String(value));

/** One line of the supervision views: a currency and status with its count, total and oldest order. */
export interface SupervisionRow {
  currency: string;
  status: CashOrderStatus;
  count: number;
  amount: string;
  oldestAt: Date;
}

export interface FiatRecordRow {
  id: string;
  recordType: FiatRecordType;
  currency: string;
  amount: string;
  fee: boolean;
  orderId: string | null;
  failureReason: string | null;
  createdAt: Date;
}

/**
 * The §4 fiat record type of a ledger movement of the cash account, from its kind (1 reserve,
 * 2 post, 3 void) and reason: a reservation is a freeze and its void an unfreeze whatever it was
 * for; a cash top-up a recharge; a withdrawal (or its fee, or a returned one) a withdraw; a move
 * between wallets an internal transfer; fiat spent on or received for crypto (OTC, convert, card)
 * a quick buy or sell; anything else (an operator's correction) an asset adjustment.
 */
const recordTypeSql = sql`case
  when t.id like 'global:%' and m.side = 'd' then ${n(r.fiatToGlobal)}
  when t.id like 'global:%' then ${n(r.globalToFiat)}
  when t.kind = 1 then ${n(r.freeze)}
  when t.kind = 3 then ${n(r.unfreeze)}
  when t.reason = 'deposit' then ${n(r.recharge)}
  when t.reason in ('withdrawal', 'withdrawalFee', 'refund') then ${n(r.withdraw)}
  when t.reason = 'transfer' and m.side = 'd' then ${n(r.internalTransferOut)}
  when t.reason = 'transfer' then ${n(r.internalTransferIn)}
  when t.reason in ('otc', 'convert', 'card') and m.side = 'd' then ${n(r.quickBuy)}
  when t.reason in ('otc', 'convert', 'card') then ${n(r.quickSell)}
  else ${n(r.assetAdjustment)} end`;

/** Reads over the cash orders and the cash account's ledger movements (the histories' summaries). */
export function createCashRecordsRepo(db: Db) {
  return {
    /** The user's orders of one kind in the given statuses (updated since `since`), by currency and status. */
    async supervision(
      userId: number,
      recordType: FiatRecordType,
      statuses: readonly CashOrderStatus[],
      q: { currency?: string | undefined; since?: Date },
    ): Promise<SupervisionRow[]> {
      const rows = await db
        .select({
          currency: cashOrders.currency,
          status: cashOrders.status,
          count: count(),
          amount: sql<string>`sum(${cashOrders.amount})::text`,
          oldestAt: min(cashOrders.createdAt),
        })
        .from(cashOrders)
        .where(
          and(
            eq(cashOrders.userId, userId),
            eq(cashOrders.recordType, recordType),
            inArray(cashOrders.status, [...statuses]),
            q.currency ? eq(cashOrders.currency, q.currency) : undefined,
            q.since ? gte(cashOrders.updatedAt, q.since) : undefined,
          ),
        )
        .groupBy(cashOrders.currency, cashOrders.status)
        .orderBy(cashOrders.currency, cashOrders.status);
      return rows.map((x) => ({ ...x, oldestAt: x.oldestAt ?? new Date(0) }));
    },

    /**
     * The cash account's ledger movements (every kind: a reservation and its release show as
     * freeze and unfreeze), newest first, signed from the user's side, with the cash order each
     * belongs to (`cash:<order>:…` ids) and that order's failure reason.
     */
    async fiatRecords(
      userId: number,
      q: HistoryPage & { currency?: string | undefined; type?: FiatRecordType | undefined },
    ): Promise<{ rows: FiatRecordRow[]; totalCount: number }> {
      const result = await db.execute(sql`
        with mine as (
          select id, asset from ledger_accounts
          where owner_user_id = ${userId} and wallet_type = ${walletType.members.fiat} and network = ''
            ${q.currency ? sql`and asset = ${q.currency}` : sql``}
        ), moves as (
          select a.asset, t.id as transfer_id, 'c' as side from ledger_transfers t join mine a on a.id = t.credit_account_id
          union all
          select a.asset, t.id as transfer_id, 'd' as side from ledger_transfers t join mine a on a.id = t.debit_account_id
        ), records as (
          select t.id, m.asset, t.created_at, ${recordTypeSql} as record_type,
            case when (m.side = 'c') <> (t.kind = 3) then t.amount else -t.amount end as amount,
            (t.reason = 'withdrawalFee' or t.id like 'cash:%:retfee') as is_fee,
            case when t.id like 'cash:%' then split_part(t.id, ':', 2) end as order_id
          from moves m join ledger_transfers t on t.id = m.transfer_id
          where true
            ${q.from ? sql`and t.created_at >= ${q.from.toISOString()}` : sql``}
            ${q.to ? sql`and t.created_at < ${q.to.toISOString()}` : sql``}
        )
        select x.*, o.failure_reason, count(*) over () as total from records x
        left join cash_orders o on o.id = x.order_id and o.user_id = ${userId}
        where ${q.type === undefined ? sql`true` : sql`x.record_type = ${q.type}::int`}
        order by x.created_at desc, x.id desc
        limit ${q.take} offset ${q.skip}`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return {
        totalCount: Number(rows[0]?.total ?? 0),
        rows: rows.map((x) => ({
          id: String(x.id),
          recordType: Number(x.record_type) as FiatRecordType,
          currency: String(x.asset),
          amount: toWire(new Dec(String(x.amount))),
          fee: x.is_fee === true || x.is_fee === 't',
          orderId: x.order_id === null ? null : String(x.order_id),
          failureReason: x.failure_reason === null ? null : String(x.failure_reason),
          createdAt: new Date(x.created_at as Date | string),
        })),
      };
    },
  };
}
