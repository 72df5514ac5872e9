import {
  addDays,
  type EarnRecord,
  earnPositionStatus,
  earnRecordType,
  savingsAgreement,
  utcDay,
} from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { HistoryPage } from '../../lib/history-page';
import { Dec, toWire } from '../../lib/money';
import type { Page } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import { positionView, productView } from './earn.fns';
import { createEarnRepo, type EarnProductRow } from './earn.repo';
import type { EarnDeps } from './earn.shared';
import { accountView, requireEarnAccount } from './earn-account';

async function withDecimals(deps: Pick<EarnDeps, 'coins'>, rows: EarnProductRow[]) {
  const views = [];
  for (const row of rows) {
    const coin = await deps.coins.coin(row.asset);
    if (coin) views.push(productView(row, coin.decimals));
  }
  return views;
}

/** The products (paused ones too: their positions still exist), with their APR tiers and remaining quota. */
export const productList = async (deps: EarnDeps, asset?: string) =>
  withDecimals(deps, await createEarnRepo(deps.db).products(asset));

export async function productDetail(deps: EarnDeps, productId: number) {
  const row = await createEarnRepo(deps.db).product(productId);
  const [view] = row ? await withDecimals(deps, [row]) : [];
  if (!view) throw new AppError('earnProductNotFound');
  return view;
}

/** The caller's positions, newest first, each with yesterday's interest and its latest redemption. */
export async function userPositions(deps: EarnDeps, caller: Caller, status?: number) {
  const repo = createEarnRepo(deps.db);
  await requireEarnAccount(deps, repo, caller.userId);
  const positions = await repo.positionsOf(caller.userId, status);
  const ids = positions.map((p) => p.id);
  const today = utcDay(deps.now());
  const yesterday = new Map(
    (await repo.interestOn(ids, addDays(today, -1))).map((i) => [i.positionId, i.amount]),
  );
  const redemptions = await repo.redemptionsOf(ids);
  const products = new Map((await repo.products()).map((p) => [p.id, p]));
  return positions.flatMap((p) => {
    const product = products.get(p.productId);
    if (!product) return [];
    return [
      positionView(p, product, {
        today,
        interestYesterday: toWire(yesterday.get(p.id) ?? '0'),
        redemption: redemptions.find((r) => r.positionId === p.id),
      }),
    ];
  });
}

/** The earn account (null before CreateUser) and, per asset, the principal invested and the interest. */
export async function accountBalance(deps: EarnDeps, caller: Caller) {
  await deps.kyc.requireVerified(caller.userId);
  const account = await createEarnRepo(deps.db).account(caller.userId);
  const positions = account ? await userPositions(deps, caller) : [];
  const totals = new Map<string, { principal: Dec; interestTotal: Dec; interestYesterday: Dec }>();
  for (const p of positions) {
    const t = totals.get(p.asset) ?? {
      principal: new Dec(0),
      interestTotal: new Dec(0),
      interestYesterday: new Dec(0),
    };
    if (p.status !== earnPositionStatus.members.redeemed) t.principal = t.principal.plus(p.amount);
    t.interestTotal = t.interestTotal.plus(p.interestTotal);
    t.interestYesterday = t.interestYesterday.plus(p.interestYesterday);
    totals.set(p.asset, t);
  }
  return {
    account: account ? accountView(account) : null,
    agreementVersion: savingsAgreement.version,
    totals: [...totals].map(([asset, t]) => ({
      asset,
      principal: toWire(t.principal),
      interestTotal: toWire(t.interestTotal),
      interestYesterday: toWire(t.interestYesterday),
    })),
  };
}

interface RecordRow extends Record<string, unknown> {
  record_id: string;
  type: number;
  asset: string;
  amount: string;
  position_id: string;
  day: string | null;
  redemption_status: number | null;
  at: Date | string;
  total: string;
}

/** Subscriptions, redemptions and interest days of the caller, newest first, one page. */
export async function tradeRecords(
  deps: EarnDeps,
  caller: Caller,
  q: HistoryPage & { type?: number; asset?: string },
): Promise<Page<EarnRecord>> {
  await requireEarnAccount(deps, createEarnRepo(deps.db), caller.userId);
  const { subscribe, redeem, interest } = earnRecordType.members;
  const from = q.from ?? new Date(0);
  const to = q.to ?? new Date('9999-01-01T00:00:00Z');
  const result = await deps.db.execute(sql`
    with lines as (
      select 'sub:' || id as record_id, ${subscribe}::int as type, asset, amount::text, id as position_id,
             null::text as day, null::int as redemption_status, subscribed_at as at
        from earn_positions where user_id = ${caller.userId}
      union all
      select 'red:' || id, ${redeem}::int, asset, (amount - penalty)::text, position_id, null, status::int, requested_at
        from earn_redemptions where user_id = ${caller.userId}
      union all
      select 'int:' || position_id || ':' || day::text, ${interest}::int, asset, amount::text, position_id,
             day::text, null, paid_at
        from earn_interest where user_id = ${caller.userId}
    )
    select *, count(*) over () as total from lines
     where at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
       and (${q.type ?? null}::int is null or type = ${q.type ?? null}::int)
       and (${q.asset ?? null}::text is null or asset = ${q.asset ?? null}::text)
     order by at desc, record_id desc
     limit ${q.take} offset ${q.skip}`);
  const rows = (result as unknown as { rows: RecordRow[] }).rows;
  return {
    totalCount: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      recordId: r.record_id,
      type: r.type as EarnRecord['type'],
      asset: r.asset,
      amount: toWire(r.amount),
      positionId: r.position_id,
      day: r.day,
      redemptionStatus: r.redemption_status as EarnRecord['redemptionStatus'],
      at: new Date(r.at).toISOString(),
    })),
  };
}
