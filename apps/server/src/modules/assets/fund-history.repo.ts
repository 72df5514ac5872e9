import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface FundRecordRow {
  type: number;
  ref: string;
  coin: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  status: number;
  tx_id: string | null;
  created_at: Date | string;
  total: string;
}

/** Which deposits and withdrawals a page of the history holds (type 1 deposits, 2 withdrawals). */
export interface FundHistoryQuery {
  coin?: string;
  type?: number;
  status?: number;
  from?: Date;
  to?: Date;
  skip: number;
  take: number;
}

/** Deposits and withdrawals in one list (read only; their modules own the rows). */
export function createFundHistoryRepo(db: Db) {
  return {
    async page(q: FundHistoryQuery & { userId: number }) {
      const result = await db.execute(sql`
        with records as (
          select 1 as type, id::text as ref, coin, network, address, amount, 0::numeric as fee, status,
                 tx_id, created_at
          from deposits where user_id = ${q.userId}
          union all
          select 2, rid, coin, network, address, amount, fee, status, tx_id, created_at
          from withdrawals where user_id = ${q.userId}
        )
        select *, count(*) over () as total from records
        where true
          ${q.coin ? sql`and coin = ${q.coin}` : sql``}
          ${q.type ? sql`and type = ${q.type}` : sql``}
          ${q.status === undefined ? sql`` : sql`and status = ${q.status}`}
          ${q.from ? sql`and created_at >= ${q.from.toISOString()}` : sql``}
          ${q.to ? sql`and created_at < ${q.to.toISOString()}` : sql``}
        order by created_at desc, ref desc
        limit ${q.take} offset ${q.skip}`);
      const rows = (result as unknown as { rows: FundRecordRow[] }).rows;
      return { totalCount: Number(rows[0]?.total ?? 0), items: rows };
    },
  };
}
export type FundHistoryRepo = ReturnType<typeof createFundHistoryRepo>;
