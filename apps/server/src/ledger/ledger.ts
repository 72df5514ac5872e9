import type { WalletType } from '@coffer/contract';
import { and, eq, isNull, param, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerAccounts } from '../db/schema';
import { Dec, ledgerAmount, toWire } from '../lib/money';
import { pageOfRows } from '../lib/page';
import { type AccountKey, accountCacheKey, systemRoles } from './accounts';
import { asLedgerError, LedgerError } from './errors';
import type { TransferReason } from './reasons';

/** Stored kinds of transfer (the migration's numbering). */
export const transferKind = { posted: 0, pending: 1, postPending: 2, voidPending: 3 } as const;

export interface TransferInput {
  /** The idempotency key: a retry with the same id and body returns 'exists', another body fails. */
  id: string;
  debit: AccountKey;
  credit: AccountKey;
  asset: string;
  amount: Dec | string;
  reason: TransferReason;
}

export interface ResolveInput {
  id: string;
  pendingId: string;
  reason: TransferReason;
}

export interface BatchMove extends TransferInput {
  op: 'transfer' | 'reserve';
}
export interface BatchResolve extends ResolveInput {
  op: 'post' | 'void';
}
export type BatchItem = BatchMove | BatchResolve;
const isResolve = (item: BatchItem): item is BatchResolve => item.op === 'post' || item.op === 'void';

/** 'created' the first time, 'exists' when the same transfer was already made with this id. */
export type TransferResult = 'created' | 'exists';

export interface AccountBalance {
  accountId: number;
  asset: string;
  walletType: number | null;
  /** credits − debits, posted: what the account holds, frozen part included. */
  balance: string;
  /** Reserved by pending transfers. */
  frozen: string;
  available: string;
}

const idPattern = /^[A-Za-z0-9:_.-]{1,128}$/;
const batchMax = 100;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A failed assertion is a bug in the caller: loud, never shown to a user as a business rule. */
export function assertTransfer(input: TransferInput): string {
  if (!idPattern.test(input.id)) throw new LedgerError('invalid_id', input.id);
  const amount = ledgerAmount(input.amount);
  if (amount === undefined) throw new LedgerError('invalid_amount', String(input.amount));
  if (input.debit.asset !== input.asset || input.credit.asset !== input.asset)
    throw new LedgerError('asset_mismatch');
  return amount;
}

/** Caches account ids by key; only ids read outside a transaction are cached (they surely exist). */
type AccountIdCache = Map<string, number>;

/**
 * The only writer of balances and transfers. Every write is one call of a SQL function: one round
 * trip that locks, checks, records and updates (migration 0003). Bound to the root database or to
 * a transaction (`withTx`), so a business operation and its transfers commit together.
 *
 * Longer than 70 lines on purpose: the ledger's operations share one bound database and one account-id cache; each operation inside is short.
 */
export function createLedger(db: Db, options: { cache?: AccountIdCache; inTransaction?: boolean } = {}) {
  const cache: AccountIdCache = options.cache ?? new Map();
  const inTransaction = options.inTransaction ?? false;

  async function run<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    try {
      return rowsOf<T>(await db.execute(query));
    } catch (error) {
      throw asLedgerError(error) ?? error;
    }
  }

  async function accountId(key: AccountKey): Promise<number> {
    const cacheKey = accountCacheKey(key);
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const [row] =
      key.kind === 'user'
        ? await run<{ id: string }>(
            sql`select ledger_account(${key.userId}::integer, null, ${key.asset}::text, ${key.walletType}::smallint, ${key.sub ?? ''}::text, true) as id`,
          )
        : await run<{ id: string }>(
            sql`select ledger_account(null, ${key.role}::text, ${key.asset}::text, null, ${key.network ?? ''}::text, ${systemRoles[key.role].mustNotOverdraw}) as id`,
          );
    if (!row?.id) throw new LedgerError('account_not_found', cacheKey);
    const id = Number(row.id);
    if (!inTransaction) cache.set(cacheKey, id);
    return id;
  }

  async function move(kind: 0 | 1, input: TransferInput): Promise<TransferResult> {
    const amount = assertTransfer(input);
    const [debit, credit] = [await accountId(input.debit), await accountId(input.credit)];
    const [row] = await run<{ r: TransferResult }>(
      sql`select ledger_transfer(${input.id}::text, ${kind}::smallint, ${debit}::bigint, ${credit}::bigint, ${input.asset}::text, ${amount}::numeric, ${input.reason}::text, null) as r`,
    );
    return row?.r as TransferResult;
  }

  async function resolve(kind: 2 | 3, input: ResolveInput): Promise<TransferResult> {
    if (!idPattern.test(input.id)) throw new LedgerError('invalid_id', input.id);
    const [row] = await run<{ r: TransferResult }>(
      sql`select ledger_transfer(${input.id}::text, ${kind}::smallint, null, null, null, null, ${input.reason}::text, ${input.pendingId}::text) as r`,
    );
    return row?.r as TransferResult;
  }

  const balanceQuery = (where: ReturnType<typeof and>) =>
    db
      .select({
        accountId: ledgerAccounts.id,
        asset: ledgerAccounts.asset,
        walletType: ledgerAccounts.walletType,
        debitsPending: ledgerAccounts.debitsPending,
        debitsPosted: ledgerAccounts.debitsPosted,
        creditsPosted: ledgerAccounts.creditsPosted,
      })
      .from(ledgerAccounts)
      .where(where)
      .orderBy(ledgerAccounts.asset, ledgerAccounts.walletType);
  type BalanceRow = Awaited<ReturnType<typeof balanceQuery>>[number];

  // A wallet's balances (GetAssets, the most frequent read) built once and prepared; a ledger made
  // per transaction (`withTx`) would build it for one use, so it builds its queries as it goes.
  const walletBalances = inTransaction
    ? undefined
    : balanceQuery(
        and(
          eq(ledgerAccounts.ownerUserId, sql.placeholder('userId')),
          eq(ledgerAccounts.walletType, sql.placeholder('walletType')),
        ),
      ).prepare('ledger_wallet_balances');

  async function balancesOf(query: Promise<BalanceRow[]>): Promise<AccountBalance[]> {
    const rows = await query;
    return rows.map((r) => {
      const balance = new Dec(r.creditsPosted).minus(r.debitsPosted);
      const frozen = new Dec(r.debitsPending);
      return {
        accountId: r.accountId,
        asset: r.asset,
        walletType: r.walletType,
        balance: toWire(balance),
        frozen: toWire(frozen),
        available: toWire(balance.minus(frozen)),
      };
    });
  }

  return {
    accountId,
    /** Moves the amount at once. */
    transfer: (input: TransferInput) => move(transferKind.posted, input),
    /** Reserves the amount: the debit account's available balance drops, its frozen part grows. */
    reserve: (input: TransferInput) => move(transferKind.pending, input),
    /** Completes a reservation, exactly once. */
    post: (input: ResolveInput) => resolve(transferKind.postPending, input),
    /** Releases a reservation back to the debit account, exactly once. */
    void: (input: ResolveInput) => resolve(transferKind.voidPending, input),

    /** Several transfers, all or none, in one round trip (every account locked first, in order). */
    async batch(items: BatchItem[]): Promise<TransferResult[]> {
      if (items.length === 0 || items.length > batchMax) throw new LedgerError('batch_size');
      const cols = {
        ids: [] as string[],
        kinds: [] as number[],
        debits: [] as (number | null)[],
        credits: [] as (number | null)[],
        assets: [] as (string | null)[],
        amounts: [] as (string | null)[],
        reasons: [] as string[],
        pendingIds: [] as (string | null)[],
      };
      for (const item of items) {
        cols.ids.push(item.id);
        cols.reasons.push(item.reason);
        if (isResolve(item)) {
          if (!idPattern.test(item.id)) throw new LedgerError('invalid_id', item.id);
          cols.kinds.push(item.op === 'post' ? transferKind.postPending : transferKind.voidPending);
          cols.debits.push(null);
          cols.credits.push(null);
          cols.assets.push(null);
          cols.amounts.push(null);
          cols.pendingIds.push(item.pendingId);
          continue;
        }
        const amount = assertTransfer(item);
        cols.kinds.push(item.op === 'transfer' ? transferKind.posted : transferKind.pending);
        cols.debits.push(await accountId(item.debit));
        cols.credits.push(await accountId(item.credit));
        cols.assets.push(item.asset);
        cols.amounts.push(amount);
        cols.pendingIds.push(null);
      }
      // Array elements go as text: PGlite's array encoder takes strings only; the casts type them.
      // Drizzle would spread a bare array into a list of parameters; param() sends it as one.
      const text = (values: (string | number | null)[]) =>
        param(values.map((v) => (v === null ? null : String(v))));
      const [row] = await run<{ r: TransferResult[] }>(
        sql`select ledger_transfer_batch(${text(cols.ids)}::text[], ${text(cols.kinds)}::smallint[], ${text(cols.debits)}::bigint[], ${text(cols.credits)}::bigint[], ${text(cols.assets)}::text[], ${text(cols.amounts)}::numeric[], ${text(cols.reasons)}::text[], ${text(cols.pendingIds)}::text[]) as r`,
      );
      return row?.r ?? [];
    },

    /**
     * Corrects a posted transfer by moving its amount back (history is never edited). The id of
     * the correction is derived, so reversing twice has one effect.
     */
    async reverse(transferId: string): Promise<TransferResult> {
      const [t] = await run<{
        kind: number;
        debit_account_id: string;
        credit_account_id: string;
        asset: string;
        amount: string;
      }>(
        sql`select kind, debit_account_id, credit_account_id, asset, amount from ledger_transfers where id = ${transferId}`,
      );
      if (!t || (t.kind !== transferKind.posted && t.kind !== transferKind.postPending))
        throw new LedgerError('pending_not_found', transferId);
      const [row] = await run<{ r: TransferResult }>(
        sql`select ledger_transfer(${`reversal:${transferId}`.slice(0, 128)}::text, 0::smallint, ${t.credit_account_id}::bigint, ${t.debit_account_id}::bigint, ${t.asset}::text, ${t.amount}::numeric, 'reversal', null) as r`,
      );
      return row?.r as TransferResult;
    },

    /** Every account of a user, optionally of one wallet type. */
    userBalances: (userId: number, wallet?: WalletType) =>
      balancesOf(
        walletBalances && wallet !== undefined
          ? walletBalances.execute({ userId, walletType: wallet })
          : balanceQuery(
              and(
                eq(ledgerAccounts.ownerUserId, userId),
                wallet === undefined ? undefined : eq(ledgerAccounts.walletType, wallet),
              ),
            ),
      ),

    /** One account's balance; zeros when it has never been used. */
    async balance(key: AccountKey): Promise<Omit<AccountBalance, 'accountId' | 'walletType'>> {
      const [row] = await balancesOf(
        balanceQuery(
          key.kind === 'user'
            ? and(
                eq(ledgerAccounts.ownerUserId, key.userId),
                eq(ledgerAccounts.asset, key.asset),
                eq(ledgerAccounts.walletType, key.walletType),
                eq(ledgerAccounts.network, key.sub ?? ''),
              )
            : and(
                isNull(ledgerAccounts.ownerUserId),
                eq(ledgerAccounts.systemRole, key.role),
                eq(ledgerAccounts.asset, key.asset),
                eq(ledgerAccounts.network, key.network ?? ''),
              ),
        ),
      );
      return row ?? { asset: key.asset, balance: '0', frozen: '0', available: '0' };
    },

    /** A user's moves between their own wallets (reason 'transfer'), newest first. */
    async walletTransfers(q: { userId: number; asset?: string; skip: number; take: number }) {
      const rows = await run<{
        id: string;
        asset: string;
        amount: string;
        created_at: Date | string;
        from_wallet: number;
        to_wallet: number;
        total: string;
      }>(sql`
        select t.id, t.asset, t.amount, t.created_at, d.wallet_type as from_wallet, c.wallet_type as to_wallet,
               count(*) over () as total
        from ledger_transfers t
        join ledger_accounts d on d.id = t.debit_account_id
        join ledger_accounts c on c.id = t.credit_account_id
        where t.reason = 'transfer' and t.kind = 0 and d.owner_user_id = ${q.userId} and c.owner_user_id = ${q.userId}
          ${q.asset ? sql`and t.asset = ${q.asset}` : sql``}
        order by t.created_at desc, t.id desc
        limit ${q.take} offset ${q.skip}`);
      return pageOfRows(rows, (r) => ({
        id: r.id,
        asset: r.asset,
        amount: toWire(r.amount),
        createdAt: new Date(r.created_at),
        fromWalletType: Number(r.from_wallet),
        toWalletType: Number(r.to_wallet),
      }));
    },

    /**
     * What left a user's accounts in an asset since `since` through posted transfers whose ids
     * start with `idPrefix` (one area's moves, fees included): a rolling limit's total. On `tx`,
     * after the user's lock, it counts every committed move of that user.
     */
    async movedOut(q: { userId: number; asset: string; idPrefix: string; since: Date }): Promise<string> {
      const [row] = await run<{ total: string }>(sql`
        select coalesce(sum(t.amount), 0)::text as total
        from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id
        where d.owner_user_id = ${q.userId} and t.asset = ${q.asset} and t.kind = 0
          and t.id like ${`${q.idPrefix}%`} and t.created_at >= ${q.since.toISOString()}`);
      return toWire(row?.total ?? '0');
    },

    /**
     * A user's posted balance movements (the fund detail), newest first: + into one of their
     * accounts, − out of it. Reservations show when they are posted, not while pending.
     */
    async userEntries(q: {
      userId: number;
      asset?: string;
      walletType?: number;
      from?: Date;
      to?: Date;
      skip: number;
      take: number;
    }) {
      const rows = await run<{
        id: string;
        asset: string;
        wallet_type: number;
        amount: string;
        reason: string;
        created_at: Date | string;
        total: string;
      }>(sql`
        with mine as (
          select id, asset, wallet_type from ledger_accounts
          where owner_user_id = ${q.userId}
            ${q.asset ? sql`and asset = ${q.asset}` : sql``}
            ${q.walletType === undefined ? sql`` : sql`and wallet_type = ${q.walletType}`}
        ), entries as (
          select t.id, a.asset, a.wallet_type, t.amount, t.reason, t.created_at
          from ledger_transfers t join mine a on a.id = t.credit_account_id where t.kind in (0, 2)
          union all
          select t.id, a.asset, a.wallet_type, -t.amount, t.reason, t.created_at
          from ledger_transfers t join mine a on a.id = t.debit_account_id where t.kind in (0, 2)
        )
        select *, count(*) over () as total from entries
        where true
          ${q.from ? sql`and created_at >= ${q.from.toISOString()}` : sql``}
          ${q.to ? sql`and created_at < ${q.to.toISOString()}` : sql``}
        order by created_at desc, id desc, amount
        limit ${q.take} offset ${q.skip}`);
      return pageOfRows(rows, (r) => ({
        id: r.id,
        asset: r.asset,
        walletType: Number(r.wallet_type),
        amount: toWire(new Dec(r.amount)),
        reason: r.reason,
        createdAt: new Date(r.created_at),
      }));
    },

    /** When a transfer was recorded (the first result of an idempotent replay). */
    async transferTime(id: string): Promise<Date | undefined> {
      const [row] = await run<{ created_at: Date | string }>(
        sql`select created_at from ledger_transfers where id = ${id}`,
      );
      return row ? new Date(row.created_at) : undefined;
    },

    /** The same ledger inside a transaction: its transfers commit or roll back with the caller's. */
    withTx: (tx: Db) => createLedger(tx, { cache, inTransaction: true }),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
