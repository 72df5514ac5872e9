import { param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import { asLedgerError } from '../errors';
import { assertTransfer, type Ledger, type TransferInput } from '../ledger';
import { type IdempotentRequest, requestHash } from './idempotent-request';

/**
 * A money move made of the building blocks — the idempotent request, the security hold, the
 * rolling limit under the user's lock, the ledger's posted transfers, the stored result — sent as
 * ONE statement (`ledger_move_once`, migration 0024): one implicit transaction, one round trip.
 * The same order, locks and answers as `idempotent(tx, request, …)` around `requireNoHold` and
 * `requireWithinRollingLimit` in a `db.transaction`, which takes six to eight round trips; a busy
 * path (a wallet transfer) uses this one, other areas keep the composable blocks.
 */
export interface MoveOnce<T> {
  /** The request key and body (idempotent-request.ts); none: every call moves. */
  request?: IdempotentRequest;
  userId: number;
  /** Refuse while the user's security hold runs (the hold guard's rule). */
  checkHold: boolean;
  /**
   * The rolling limit (rolling-limit.ts): what left the user's accounts in `asset` through posted
   * transfers whose ids start with `idPrefix` since `at − windowMs`, plus `amount`, may not pass
   * `max` (the contract's exceedsRollingMax; null is no limit and takes no lock).
   */
  limit: { max: string | null; windowMs: number; amount: string; asset: string; idPrefix: string };
  /** Posted transfers of one asset, all or none. */
  moves: TransferInput[];
  /** What the first call answers, stored under the key in the same statement. */
  result: T;
  at: Date;
  refusals: { hold: (until: Date) => AppError; limit: () => AppError; conflict: () => AppError };
}

/** Array elements go as text (PGlite's array encoder takes strings only); the casts type them. */
const textArray = (values: (string | number)[]) => param(values.map(String));

export async function moveOnce<T>(
  db: Pick<Db, 'execute'>,
  ledger: Pick<Ledger, 'accountId'>,
  move: MoveOnce<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { request, limit, moves, at } = move;
  const asset = moves[0]?.asset;
  const amounts = moves.map(assertTransfer);
  if (!asset || moves.some((m) => m.asset !== asset))
    throw new Error('moveOnce: one asset, at least one move');
  const debits: number[] = [];
  const credits: number[] = [];
  for (const m of moves) {
    debits.push(await ledger.accountId(m.debit));
    credits.push(await ledger.accountId(m.credit));
  }
  const since = new Date(at.getTime() - limit.windowMs);
  try {
    const answer = await db.execute(sql`select ledger_move_once(
      ${request?.key ?? null}::text, ${request ? requestHash(request.body) : null}::text,
      ${JSON.stringify(move.result)}::jsonb, ${at.toISOString()}::timestamptz,
      ${move.userId}::integer, ${move.checkHold}::boolean,
      ${limit.max}::numeric, ${since.toISOString()}::timestamptz, ${limit.asset}::text,
      ${limit.idPrefix}::text, ${limit.amount}::numeric,
      ${textArray(moves.map((m) => m.id))}::text[], ${textArray(debits)}::bigint[],
      ${textArray(credits)}::bigint[], ${asset}::text, ${textArray(amounts)}::numeric[],
      ${textArray(moves.map((m) => m.reason))}::text[]) as r`);
    const [row] = (answer as unknown as { rows: { r: { replayed: boolean; result: T } }[] }).rows;
    if (!row) throw new Error('ledger_move_once answered no row');
    return row.r;
  } catch (error) {
    throw refusalOf(error, move.refusals) ?? asLedgerError(error) ?? error;
  }
}

/** The function's refusals (SQLSTATE LG002, `flow:<name>`), found under drizzle's wrapper. */
function refusalOf(error: unknown, refusals: MoveOnce<unknown>['refusals']): AppError | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const shape = e as { code?: unknown; message?: unknown; detail?: unknown; cause?: unknown };
    if (shape.code === 'LG002') {
      if (shape.message === 'flow:hold') return refusals.hold(new Date(Number(shape.detail)));
      if (shape.message === 'flow:limit') return refusals.limit();
      if (shape.message === 'flow:conflict') return refusals.conflict();
    }
    e = shape.cause;
  }
  return undefined;
}
