import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface LedgerReport {
  accounts: number;
  transfers: number;
  pendingOpen: number;
  /** Empty when every invariant holds; else one line per violation (at most `problemsMax` per check). */
  problems: string[];
}

const problemsMax = 20;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The invariants of DESIGN §4, read straight from the tables: per asset the balances sum to zero;
 * every balance equals the sum of its transfers; no protected account is overdrawn; every pending
 * transfer is resolved at most once, by a resolution that matches it; transfers stay in one asset.
 *
 * Longer than 70 lines on purpose: one SQL check per invariant, side by side, so the report reads like DESIGN §4.
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = [];
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(text));

  const unbalanced = await query<{ asset: string; posted: string; pending: string }>(sql`
    select asset, sum(credits_posted - debits_posted)::text as posted,
           sum(credits_pending - debits_pending)::text as pending
    from ledger_accounts group by asset
    having sum(credits_posted - debits_posted) <> 0 or sum(credits_pending - debits_pending) <> 0
    order by asset limit ${sql.raw(String(problemsMax))}`);
  for (const r of unbalanced)
    problems.push(`asset ${r.asset}: balances sum to ${r.posted} posted, ${r.pending} pending (must be 0)`);

  const drifted = await query<{ id: string; field: string; stored: string; summed: string }>(sql`
    with sides as (
      select debit_account_id as account_id,
             case when kind in (0, 2) then amount else 0 end as dpo,
             case kind when 1 then amount when 0 then 0 else -amount end as dpe,
             0::numeric as cpo, 0::numeric as cpe
      from ledger_transfers
      union all
      select credit_account_id, 0, 0,
             case when kind in (0, 2) then amount else 0 end,
             case kind when 1 then amount when 0 then 0 else -amount end
      from ledger_transfers
    ), sums as (
      select account_id, sum(dpo) as dpo, sum(dpe) as dpe, sum(cpo) as cpo, sum(cpe) as cpe
      from sides group by account_id
    )
    select a.id::text as id, f.field, f.stored::text as stored, f.summed::text as summed
    from ledger_accounts a left join sums s on s.account_id = a.id
    cross join lateral (values
      ('debits_posted', a.debits_posted, coalesce(s.dpo, 0)),
      ('debits_pending', a.debits_pending, coalesce(s.dpe, 0)),
      ('credits_posted', a.credits_posted, coalesce(s.cpo, 0)),
      ('credits_pending', a.credits_pending, coalesce(s.cpe, 0))
    ) as f(field, stored, summed)
    where f.stored <> f.summed
    order by a.id limit ${sql.raw(String(problemsMax))}`);
  for (const r of drifted)
    problems.push(`account ${r.id}: ${r.field} is ${r.stored} but its transfers sum to ${r.summed}`);

  const overdrawn = await query<{ id: string; owner: string | null }>(sql`
    select id::text as id, owner_user_id::text as owner from ledger_accounts
    where debits_posted < 0 or debits_pending < 0 or credits_posted < 0 or credits_pending < 0
       or ((must_not_overdraw or owner_user_id is not null) and debits_posted + debits_pending > credits_posted)
    order by id limit ${sql.raw(String(problemsMax))}`);
  for (const r of overdrawn)
    problems.push(`account ${r.id}${r.owner ? ` (user ${r.owner})` : ''} is below zero`);

  const resolvedTwice = await query<{ pending_id: string; n: string }>(sql`
    select pending_id, count(*)::text as n from ledger_transfers where kind in (2, 3)
    group by pending_id having count(*) > 1 order by pending_id limit ${sql.raw(String(problemsMax))}`);
  for (const r of resolvedTwice) problems.push(`pending ${r.pending_id} resolved ${r.n} times`);

  const badResolutions = await query<{ id: string }>(sql`
    select r.id from ledger_transfers r left join ledger_transfers p on p.id = r.pending_id
    where r.kind in (2, 3) and (p.id is null or p.kind <> 1 or p.debit_account_id <> r.debit_account_id
      or p.credit_account_id <> r.credit_account_id or p.asset <> r.asset or p.amount <> r.amount)
    order by r.id limit ${sql.raw(String(problemsMax))}`);
  for (const r of badResolutions)
    problems.push(`transfer ${r.id} does not match the pending transfer it resolves`);

  const mixedAssets = await query<{ id: string }>(sql`
    select t.id from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where d.asset <> t.asset or c.asset <> t.asset or t.amount <= 0
    order by t.id limit ${sql.raw(String(problemsMax))}`);
  for (const r of mixedAssets) problems.push(`transfer ${r.id} moves another asset than its accounts hold`);

  const [counts] = await query<{ accounts: string; transfers: string; open: string }>(sql`
    select (select count(*) from ledger_accounts)::text as accounts,
           (select count(*) from ledger_transfers)::text as transfers,
           (select count(*) from ledger_transfers p where p.kind = 1
              and not exists (select 1 from ledger_transfers r where r.pending_id = p.id))::text as open`);
  return {
    accounts: Number(counts?.accounts ?? 0),
    transfers: Number(counts?.transfers ?? 0),
    pendingOpen: Number(counts?.open ?? 0),
    problems,
  };
}
